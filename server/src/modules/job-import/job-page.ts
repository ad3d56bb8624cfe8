import { JOB_DESCRIPTION_MAX, type JobImportResult, withoutUnusableCharacters } from '@app/shared';
import { closingDate } from '@app/shared/job-check/dates';
import { type DomDocument, parseDocument } from './dom.js';
import { nodeText } from './html-text.js';
import { findJobPosting, oneLine, organizationName } from './job-posting.js';
import { jsonLdBlocks } from './json-ld.js';
import { mainText } from './page-content.js';

/** Below this a description is not an advert (a login wall, a cookie notice, an empty page). */
export const MIN_DESCRIPTION = 50;
/** The generate form's maxima (shared/src/generation/schemas.ts). */
const FIELD_MAX = 200;

/**
 * Sites that list other companies' jobs: their name is never the employer. Their own titles
 * usually say it instead ("Accountant at Dangote Group").
 */
const JOB_BOARDS =
  /\b(?:jobberman|myjobmag|linkedin|indeed|glassdoor|hot ?nigerian ?jobs|ngcareers|jobgurus|brightermonday|fuzu|jobzilla|jobs ?in ?nigeria|nigerian ?jobs|ngjobsite|careers24|jobsearch|monster|ziprecruiter|workable|greenhouse|lever|smartrecruiters|recruitee|bamboohr|jobvite|wellfound)\b/i;

const meta = (document: DomDocument, selector: string) =>
  oneLine(document.querySelector(selector)?.getAttribute('content') ?? '');

/** The host's main label: "careers.dangote.com" → "dangote". */
const hostLabel = (url: URL) =>
  url.hostname
    .replace(/^www\./, '')
    .split('.')
    .at(-2) ?? url.hostname;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A title without its site suffix: "Accountant | MyJobMag", "Accountant - Dangote Careers". */
export function withoutSiteSuffix(title: string, siteNames: string[]): string {
  const names = siteNames.map(squash).filter(Boolean);
  let text = title.trim();
  for (;;) {
    const m = /^(.+?)\s+(?:\||-|–|—|::|·|•)\s+([^|–—·•]+)$/.exec(text);
    if (!m?.[1] || !m[2]) return text;
    const suffix = squash(m[2]);
    // A pipe always sets a site name apart; a dash only when what follows names the site.
    const pipe = /\s\|\s/.test(text.slice(m[1].length, m[1].length + 4));
    if (!pipe && !names.some((n) => suffix.includes(n) || n.includes(suffix))) return text;
    text = m[1].trim();
  }
}

/** "Accountant at Dangote Group" → ["Accountant", "Dangote Group"]. */
const TITLE_AT = /^(.{2,120}?)\s+at\s+(\S.{1,100})$/i;

/** "Location: Abuja" on a line of its own (a list item too). */
const LOCATION_LINE = /^[\s•*-]*(?:job\s+)?location\s*[:\-–]\s*(.{2,100})$/im;

/** Clipped to `max`, at the last paragraph or line break before it when one is near. */
function clip(text: string, max: number): string {
  const clean = withoutUnusableCharacters(text).trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastBreak = Math.max(cut.lastIndexOf('\n\n'), cut.lastIndexOf('\n'));
  return (lastBreak > max * 0.8 ? cut.slice(0, lastBreak) : cut).trim();
}

/**
 * A page's job, for the generate form: its schema.org JobPosting when it has one with a
 * description, else its main text. Null when neither holds an advert.
 */
export function jobFromPage(html: string, pageUrl: string): JobImportResult | null {
  const document = parseDocument(html);
  const url = new URL(pageUrl);
  const blocks = jsonLdBlocks(document);
  const siteName =
    meta(document, 'meta[property="og:site_name"]') || meta(document, 'meta[name="application-name"]');
  const siteNames = [siteName, hostLabel(url)];
  const pageTitle =
    meta(document, 'meta[property="og:title"]') ||
    oneLine(document.querySelector('h1')?.textContent ?? '') ||
    oneLine(document.querySelector('title')?.textContent ?? '');
  const owner = [organizationName(blocks), siteName].find((name) => name && !JOB_BOARDS.test(name)) ?? '';

  const posting = findJobPosting(blocks);
  const fromJsonLd = posting !== null && posting.description.length >= MIN_DESCRIPTION;
  const description = fromJsonLd ? posting.description : mainText(html);
  if (description.length < MIN_DESCRIPTION) return null;

  let jobTitle = (fromJsonLd && posting.title) || withoutSiteSuffix(pageTitle, siteNames);
  let companyName = (fromJsonLd && posting.companyName) || owner;
  const titleAt = TITLE_AT.exec(jobTitle);
  if (
    titleAt?.[1] &&
    titleAt[2] &&
    (!companyName || companyName.toLowerCase() === titleAt[2].toLowerCase())
  ) {
    jobTitle = titleAt[1];
    companyName = titleAt[2];
  }
  // The page's own text, lines kept: "Location: Abuja" and a deadline often sit beside the advert.
  const pageText = document.body ? nodeText(document.body) : '';
  const location = LOCATION_LINE.exec(description)?.[1] ?? LOCATION_LINE.exec(pageText)?.[1] ?? '';
  return {
    jobTitle: clip(jobTitle, FIELD_MAX),
    companyName: clip(companyName, FIELD_MAX),
    companyLocation: clip((fromJsonLd && posting.location) || location, FIELD_MAX),
    jobDescription: clip(description, JOB_DESCRIPTION_MAX),
    closingDate: (fromJsonLd && posting.closingDate) || closingDate(description) || closingDate(pageText),
    source: fromJsonLd ? 'json-ld' : 'page',
  };
}
