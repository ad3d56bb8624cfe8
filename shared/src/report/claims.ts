/**
 * The invented-claim guard: numbers, percentages, dates, degrees, schools, certifications,
 * employers and job titles that the document states and the person's source does not support.
 * Nothing is removed: each is listed with its sentence for the person to check.
 *
 * It leans towards silence: a claim is only flagged when a pattern clearly names one (a
 * "… Ltd", "at X", an experience line, a degree abbreviation), and it is supported by any
 * loose match in the source (case, punctuation, plural, "5"/"five", "%"/"percent", "Ltd" or not).
 */
import type { ReportClaim, ReportClaimKind, ReportDocumentKind } from './dto.js';
import type { DocLine } from './lines.js';
import {
  employerCore,
  employerTails,
  isLocation,
  NOT_NAMES,
  roleLineSegments,
  schoolSupported,
  TITLE_NOUNS,
} from './names.js';
import {
  COUNTED_WORD_NUMBER_RE,
  DATE_RE,
  DEGREE_FIELD_RE,
  DEGREE_RE,
  dateParts,
  degreeCode,
  degreeLevel,
  linkSpans,
  NUMBER_RE,
  numberKeys,
  PERCENT_RE,
  PHONE_RE,
  phoneKey,
  type SourceFacts,
  wordNumberValue,
} from './source.js';
import { LEXICON, phraseKey, type Sentence, sentenceAt, type TermHit, type Token, tokenize } from './text.js';

const MAX_CLAIMS = 50;

export interface ClaimContext {
  kind: ReportDocumentKind;
  text: string;
  tokens: readonly Token[];
  hits: readonly TermHit[];
  sentences: readonly Sentence[];
  lines: readonly DocLine[];
  source: SourceFacts;
}

const NAME_WORD = "[A-Z][\\w'’&-]*(?:\\.[\\w'’&-]+)*";
const SCHOOL_RE = new RegExp(
  `(?<![\\w'’&.-])(?:${NAME_WORD}\\s+(?:(?:of|and|&)\\s+)?){0,4}(?:University|Polytechnic|College|Institute|Academy|School)(?:\\s+of(?:\\s+(?:${NAME_WORD}|and|&))+)?`,
  'g',
);
const AT_RE = /\b(?:at|joined)\s+((?:[A-Z0-9][\w'’&.-]*)(?:\s+(?:[A-Z0-9][\w'’&.-]*|&|and|of)){0,5})/g;
const SUFFIX_RE =
  /(?<![\w'’&.-])(?:[A-Z0-9][\w'’&.-]*\s+){1,5}(?:Ltd\b\.?|Limited\b|Plc\b|PLC\b|Inc\b\.?|LLC\b|LLP\b|(?:Microfinance\s+)?Bank\b(?:\s+of\s+[A-Z][a-z]+)?|Holdings\b|& Co\b\.?)/g;
const AS_A_RE = /\bas\s+(?:an?|the)\s+([\w-]+(?:[ \t]+[\w-]+){0,4})/gi;
const CERT_PHRASE_RE =
  /\bCertified\s+(?:[A-Z][\w+-]*)(?:\s+[A-Z][\w+-]*){0,3}|(?<![\w+-])(?:[A-Z][\w+-]*\s+){1,4}(?:Certification|Certificate)\b/g;

/** Finds what the document claims that the source does not support. */
export function findClaims(ctx: ClaimContext): ReportClaim[] {
  const { text, source } = ctx;
  const claims: ReportClaim[] = [];
  const mask = new Uint8Array(text.length + 1);
  const isFree = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (mask[i]) return false;
    return true;
  };
  const take = (start: number, end: number) => mask.fill(1, start, end);
  const flag = (kind: ReportClaimKind, start: number, end: number) => {
    if (claims.length >= MAX_CLAIMS) return;
    const sentence = sentenceAt(ctx.sentences, start);
    claims.push({
      kind,
      value: text.slice(start, end),
      sentence: sentence ? text.slice(sentence.start, sentence.end) : text.slice(start, end),
      start,
      end,
    });
  };
  const supportedPhrase = (phrase: string) => phrase !== '' && source.joined.includes(` ${phrase} `);

  // Never claims in themselves, and their digits are not figures.
  for (const [start, end] of linkSpans(text)) take(start, end);

  for (const m of text.matchAll(PHONE_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isFree(start, end) || m[0].replace(/\D/g, '').length < 10) continue;
    take(start, end);
    if (!source.phones.has(phoneKey(m[0]))) flag('number', start, end);
  }

  for (const m of text.matchAll(DATE_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isFree(start, end)) continue;
    take(start, end);
    const { month, year } = dateParts(m);
    // A month the source does not give for that year is as invented as the year.
    const ok = month > 0 ? source.monthYears.has(`${month}-${year}`) : source.years.has(year);
    if (!ok) flag('date', start, end);
  }

  for (const m of text.matchAll(PERCENT_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isFree(start, end)) continue;
    take(start, end);
    if (!source.percents.has(String(Number.parseFloat(m[1] ?? '')))) flag('percentage', start, end);
  }

  // Certifications the lexicon knows, then "Certified …" / "… Certificate" phrases.
  for (const hit of ctx.hits) {
    const entry = LEXICON.entries[hit.id];
    if (entry?.kind !== 'certification') continue;
    const start = (ctx.tokens[hit.from] as Token).start;
    const end = (ctx.tokens[hit.to - 1] as Token).end;
    if (!isFree(start, end)) continue;
    take(start, end);
    if (!source.terms.has(hit.id)) flag('certification', start, end);
  }
  for (const m of text.matchAll(CERT_PHRASE_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isFree(start, end)) continue;
    take(start, end);
    if (!supportedPhrase(phraseKey(m[0]))) flag('certification', start, end);
  }

  for (const m of text.matchAll(DEGREE_RE)) {
    const start = m.index;
    if (!isFree(start, start + m[0].length)) continue;
    const code = degreeCode(m);
    const field = DEGREE_FIELD_RE.exec(text.slice(start + m[0].length, start + m[0].length + 80));
    const fieldWords =
      field?.[1] && !/^From\b|\b(?:University|Polytechnic|College|Institute|School|Academy)\b/.test(field[1])
        ? field[1]
        : '';
    const end = fieldWords
      ? start + m[0].length + (field?.index ?? 0) + (field?.[0].length ?? 0)
      : start + m[0].length;
    take(start, end);
    const generic = code === 'bachelor' || code === 'master';
    let ok = generic ? source.degreeLevels.has(code) : source.degrees.has(code);
    // A specific degree where the source only says "Bachelor's degree" (or the reverse) is the same claim.
    if (!ok) ok = source.degrees.has(degreeLevel(code)) || (generic && source.degreeLevels.has(code));
    if (ok && fieldWords) {
      ok = tokenize(fieldWords).every(
        (t) => source.words.has(t.norm) || /^(?:and|of|in|the|hons)$/.test(t.norm),
      );
    }
    if (!ok) flag('degree', start, end);
  }

  for (const m of text.matchAll(SCHOOL_RE)) {
    let start = m.index;
    let value = m[0].replace(/[\s.]+$/, '');
    // "Graduated University of Lagos": drop leading capitalised words that only start a sentence.
    const lead = /^((?:Graduated|Studied|Attended|Education|Degree|From|At|In)\s+)/.exec(value);
    if (lead) {
      start += lead[0].length;
      value = value.slice(lead[0].length);
    }
    const end = start + value.length;
    if (!isFree(start, end) || !/\s/.test(value)) continue;
    take(start, end);
    if (!schoolSupported(value, source)) flag('school', start, end);
  }

  const claimEmployer = (start: number, end: number) => {
    while (end > start && /[\s.,]/.test(text[end - 1] as string)) end--;
    if (end <= start || !isFree(start, end)) return;
    const value = text.slice(start, end);
    const core = employerCore(value);
    if (core === '' || isLocation(core) || NOT_NAMES.has(core)) return;
    if (/^[\d\s]+$/.test(core)) return;
    take(start, end);
    if (!supportedPhrase(core)) flag('employer', start, end);
  };
  const claimTitle = (start: number, end: number) => {
    if (end <= start || !isFree(start, end)) return;
    const key = phraseKey(text.slice(start, end));
    take(start, end);
    if (!supportedPhrase(key)) flag('job_title', start, end);
  };

  for (const line of ctx.lines) {
    if (line.section !== 'experience' || line.heading) continue;
    for (const seg of roleLineSegments(line)) {
      if (seg.kind === 'title') claimTitle(seg.start, seg.end);
      else claimEmployer(seg.start, seg.end);
    }
  }
  for (const m of text.matchAll(SUFFIX_RE)) {
    const start = m.index;
    let s = start;
    // Capitalised words that only start the sentence ("Joined Access Bank") are not the name.
    const firstWord = /^\S+\s+/.exec(m[0])?.[0] ?? '';
    if (
      isSentenceStart(text, start) &&
      firstWord &&
      /^(?:[A-Z][a-z]+ed|Joined|At|As|With|For|Dear|In|The)\s/.test(firstWord)
    ) {
      s += firstWord.length;
    }
    const tails = employerTails(text.slice(s, start + m[0].length));
    if (tails.some((t) => supportedPhrase(employerCore(t)))) {
      take(s, start + m[0].length);
      continue;
    }
    claimEmployer(s, start + m[0].length);
  }
  for (const m of text.matchAll(AT_RE)) {
    const name = (m[1] ?? '').replace(/\s+(?:of|and|&)$/, '');
    const start = m.index + m[0].length - (m[1] ?? '').length;
    // "at MTN Nigeria and Shoprite": two employers, unless the source names the whole.
    const pieces = name.split(/(\s+(?:and|&)\s+)/);
    if (pieces.length > 1 && !supportedPhrase(employerCore(name))) {
      let at = start;
      pieces.forEach((piece, i) => {
        if (i % 2 === 0) claimEmployer(at, at + piece.length);
        at += piece.length;
      });
    } else {
      claimEmployer(start, start + name.length);
    }
  }
  for (const m of text.matchAll(AS_A_RE)) {
    // "as a Treasury Analyst at…": the words up to the first one that names a role.
    const words = (m[1] ?? '').split(/[ \t]+/);
    const upTo = words.findIndex((w) => TITLE_NOUNS.has(w.toLowerCase()));
    // One lowercase word ("as the lead") is a manner of speaking more often than a role.
    if (upTo < 0 || (upTo === 0 && !/^[A-Z]/.test(words[0] ?? ''))) continue;
    const start = m.index + m[0].length - (m[1] ?? '').length;
    claimTitle(start, start + words.slice(0, upTo + 1).join(' ').length);
  }

  // Term spans (Office 365, ISO 9001, Python 3) are not figures.
  for (const hit of ctx.hits)
    take((ctx.tokens[hit.from] as Token).start, (ctx.tokens[hit.to - 1] as Token).end);
  for (const m of text.matchAll(NUMBER_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isFree(start, end)) continue;
    if (isListNumber(text, start, end)) continue;
    const keys = numberKeys(m[1] ?? '', m[2], m[3]);
    if (!keys.some((k) => source.numbers.has(k))) flag('number', start, end);
  }
  for (const m of text.matchAll(COUNTED_WORD_NUMBER_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isFree(start, end)) continue;
    if (!source.numbers.has(String(wordNumberValue(m[1] ?? '', m[2])))) flag('number', start, end);
  }

  claims.sort((a, b) => a.start - b.start);
  return claims;
}

function isSentenceStart(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || /[\n.!?:•*#-]/.test(text[i] as string);
}

function isListNumber(text: string, start: number, end: number): boolean {
  return /[.)]/.test(text[end] ?? '') && isSentenceStart(text, start) && end - start <= 2;
}
