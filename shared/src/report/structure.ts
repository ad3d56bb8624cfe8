/**
 * Structure checks: what an applicant tracking system and a recruiter expect of a resume
 * (contact line, the usual sections, readable dates, one or two pages, no "I"), and of a cover
 * letter (names the company and the job, fits on one page). Each says in one sentence what is
 * fine or what to change.
 */

import type { ReportStructureCheck } from './dto.js';
import { type DocLine, sectionKindOf } from './lines.js';
import { EMAIL_RE, PHONE_RE } from './source.js';
import { phraseKey, type Token } from './text.js';

/** Words that fit on a page of our templates, and rendered lines (about 90 characters each). */
export const PAGE = { resumeWords: 550, letterWords: 450, lines: 48, lineChars: 90 } as const;

export interface StructureInput {
  text: string;
  tokens: readonly Token[];
  lines: readonly DocLine[];
  jobTitle: string;
  companyName: string;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

const check = (id: string, label: string, passed: boolean, detail: string): ReportStructureCheck => ({
  id,
  label,
  passed,
  detail,
});

function wordCount(tokens: readonly Token[]): number {
  let n = 0;
  for (const t of tokens) if (!isDigit(t.raw.charCodeAt(0))) n++;
  return n;
}

/** Pages the text fills: by words, or by lines when it has many short ones. */
export function estimatePages(text: string, words: number, wordsPerPage: number): number {
  let lines = 0;
  for (const line of text.split('\n'))
    lines += line.trim() === '' ? 0.5 : Math.ceil(line.length / PAGE.lineChars);
  return Math.max(words / wordsPerPage, lines / PAGE.lines);
}

const pagesText = (pages: number) => {
  const rounded = Math.max(0.5, Math.round(pages * 2) / 2);
  return `about ${rounded === 1 ? 'one page' : `${rounded} pages`}`;
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function resumeChecks(input: StructureInput): ReportStructureCheck[] {
  const { text, tokens, lines } = input;
  const checks: ReportStructureCheck[] = [];

  const top = lines
    .filter((l) => l.section === 'top')
    .map((l) => l.text)
    .join('\n');
  const hasEmail = EMAIL_RE.test(top);
  const hasPhone = new RegExp(PHONE_RE.source).test(top);
  const missingContact = [hasEmail ? '' : 'e-mail address', hasPhone ? '' : 'phone number'].filter(Boolean);
  checks.push(
    check(
      'contact',
      'Contact details',
      missingContact.length === 0,
      missingContact.length === 0
        ? 'Your e-mail address and phone number are at the top, where recruiters look for them.'
        : `Add your ${list(missingContact)} to the line under your name, so a recruiter can reach you.`,
    ),
  );

  const found = new Set(lines.filter((l) => l.heading).map((l) => sectionKindOf(l.text)));
  const missingSections = (['experience', 'education', 'skills'] as const).filter((s) => !found.has(s));
  const sectionName = { experience: 'Experience', education: 'Education', skills: 'Skills' } as const;
  checks.push(
    check(
      'sections',
      'Standard sections',
      missingSections.length === 0,
      missingSections.length === 0
        ? 'It has Experience, Education and Skills sections, the headings applicant tracking systems look for.'
        : `Add ${missingSections.length === 1 ? 'a section' : 'sections'} headed ${list(missingSections.map((s) => sectionName[s]))}: applicant tracking systems look for these headings.`,
    ),
  );

  const unreadable =
    /(?:^|[\s(])(?:['’]\d{2})\b|\b(?:19|20)\d{2}\s*[-–]\s*\d{2}\b(?!\d)|\b(?:spring|summer|autumn|fall|winter)\s+(?:19|20)\d{2}\b/i.exec(
      text,
    );
  const experienceText = lines
    .filter((l) => l.section === 'experience')
    .map((l) => l.text)
    .join('\n');
  const datedExperience = /\b(?:19|20)\d{2}\b/.test(experienceText);
  let datesDetail =
    'Dates are written as months and years (e.g. "Jan 2021 – Present"), which every system reads.';
  if (unreadable) {
    datesDetail = `Write "${unreadable[0].trim()}" in full, like "Jan 2021 – Mar 2023": short or seasonal dates are often misread.`;
  } else if (!datedExperience) {
    datesDetail = found.has('experience')
      ? 'Give each job its dates (e.g. "Jan 2021 – Present"): applicant tracking systems use them to count your experience.'
      : 'No dated experience found: give each job its dates, like "Jan 2021 – Present".';
  }
  checks.push(check('dates', 'Readable dates', !unreadable && datedExperience, datesDetail));

  const words = wordCount(tokens);
  const pages = estimatePages(text, words, PAGE.resumeWords);
  const lengthOk = pages <= 2.1 && words >= 150;
  checks.push(
    check(
      'length',
      'Length',
      lengthOk,
      words < 150
        ? `At ${words} words it is very short: add your experience and skills so the page is at least half full.`
        : pages > 2.1
          ? `At ${words} words it runs to ${pagesText(pages)}: cut it to two pages, keeping what this job asks for.`
          : `At ${words} words it fills ${pagesText(pages)}, within the usual one or two.`,
    ),
  );

  const pronouns: string[] = [];
  for (const t of tokens) {
    const c = t.raw.charCodeAt(0);
    if (c !== 73 && c !== 77 && c !== 109) continue; // I, M, m
    if (t.raw === 'I' || /^(?:I['’](?:m|ve|d|ll)|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)$/.test(t.raw)) {
      pronouns.push(t.raw);
    }
  }
  checks.push(
    check(
      'pronouns',
      'No first-person pronouns',
      pronouns.length === 0,
      pronouns.length === 0
        ? 'It is written without "I" or "my", as resumes usually are.'
        : `Found "${pronouns[0]}"${pronouns.length > 1 ? ` and ${pronouns.length - 1} more` : ''}: resumes usually leave out "I" and "my" ("Led the team", not "I led the team").`,
    ),
  );
  return checks;
}

/** Whether `text` names `name`: as a phrase, or (for a long title) all its distinctive words. */
function names(joined: string, name: string, loose: boolean): boolean {
  const key = phraseKey(name)
    .replace(/\s+(?:ltd|limited|plc|inc|llc|nigeria|nig)$/g, '')
    .trim();
  if (key === '') return true;
  if (joined.includes(` ${key} `)) return true;
  if (!loose) return false;
  const words = key.split(' ').filter((w) => w.length > 2 && !/^(?:and|the|for|with)$/.test(w));
  return words.length > 0 && words.every((w) => joined.includes(` ${w} `));
}

export function coverLetterChecks(input: StructureInput): ReportStructureCheck[] {
  const { text, tokens, jobTitle, companyName } = input;
  let joined = ' ';
  for (const t of tokens) joined += `${t.norm} `;
  const checks: ReportStructureCheck[] = [];
  const company = companyName.trim();
  const namesCompany = company === '' || names(joined, company, false);
  checks.push(
    check(
      'company',
      'Names the company',
      namesCompany,
      company === ''
        ? 'No company name was given for this job, so there is nothing to check.'
        : namesCompany
          ? `It names ${company}, which shows the letter was written for them.`
          : `Mention ${company} by name: a letter that names the company reads as written for them.`,
    ),
  );
  const title = jobTitle.trim();
  const namesTitle = title === '' || names(joined, title, true);
  checks.push(
    check(
      'job_title',
      'Names the job title',
      namesTitle,
      title === ''
        ? 'No job title was given, so there is nothing to check.'
        : namesTitle
          ? `It names the role, ${title}, so the reader knows what you are applying for.`
          : `Name the role you are applying for, "${title}", early in the letter.`,
    ),
  );
  const words = wordCount(tokens);
  const pages = estimatePages(text, words, PAGE.letterWords);
  const fits = pages <= 1.05;
  checks.push(
    check(
      'length',
      'Fits on one page',
      fits && words >= 120,
      words < 120
        ? `At ${words} words it is short: a cover letter usually has 250 to 400 words.`
        : fits
          ? `At ${words} words it fits on one page.`
          : `At ${words} words it runs past one page: cut it to about 400 words.`,
    ),
  );
  return checks;
}
