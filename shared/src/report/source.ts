/**
 * What the person's own source (their resume's text, or the details they typed) supports: the
 * facts the claim guard compares a generated document with. Built once per source text.
 */
import { type TermHit, type Token, tokenize } from './text.js';

export interface SourceFacts {
  /** ` word word … ` — normalised words of the source (and of the target job and company), for phrase look-ups. */
  joined: string;
  words: Set<string>;
  numbers: Set<string>;
  percents: Set<string>;
  years: Set<string>;
  /** `month-year` pairs, month 1..12. */
  monthYears: Set<string>;
  yearsWithMonth: Set<string>;
  /** Last ten digits of each phone number. */
  phones: Set<string>;
  degrees: Set<string>;
  degreeLevels: Set<string>;
  /** Lexicon ids of the terms the source names (certifications among them). */
  terms: Set<number>;
}

export const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH_INDEX = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const monthNumber = (name: string): number => MONTH_INDEX.indexOf(name.slice(0, 3).toLowerCase()) + 1;

// Month-year, numeric month/year, full numeric date, year-month (ISO), or a bare year: groups
// 1+2, 3+4, 5, 6+7, 8.
export const DATE_RE = new RegExp(
  `\\b(${MONTHS})\\.?,?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?((?:19|20)\\d{2})\\b|\\b(0?[1-9]|1[0-2])[/.-]((?:19|20)\\d{2})\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]((?:19|20)\\d{2})\\b|\\b((?:19|20)\\d{2})-(0[1-9]|1[0-2])\\b|\\b((?:19[5-9]|20[0-4])\\d)\\b`,
  'gi',
);
export const PERCENT_RE = /(?<![\w.])(\d+(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b|pct\b)/gi;
export const NUMBER_RE =
  /(?<![\w.,/:@#+-])(?:[₦$£€]\s?|\b(?:NGN|USD|N)\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(k|m|mn|bn|million|billion|thousand|trillion)\b)?\+?(?![\w/:%]|\.\d|,\d)/gi;
export const PHONE_RE = /(?:\+\d{1,3}[\s-]?)?\(?0?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}\b|\+\d[\d\s-]{8,14}\d/g;
/** Whether a text has an e-mail address (anchored on the "@", so a long word cannot make it slow). */
export const EMAIL_RE = /[\w.+-]@[\w-]+\.[\w-]/;
// Anchored on what makes a link, so the scan only starts work at an "@", a "www." or a ".com".
const LINK_ANCHOR_RE = /@[\w-]+\.|https?:\/\/|www\.|\.(?:com|ng|org|io|dev|net|co|me|app)\b/gi;

/** Spans of e-mail addresses and web links: the whitespace-delimited runs around each anchor. */
export function linkSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let covered = 0;
  for (const m of text.matchAll(LINK_ANCHOR_RE)) {
    // Each character is looked at once: a new span never re-reads the one before it.
    if (m.index < covered) continue;
    let start = m.index;
    while (start > covered && !LINK_STOP.test(text[start - 1] as string)) start--;
    let end = m.index + m[0].length;
    while (end < text.length && !LINK_STOP.test(text[end] as string)) end++;
    covered = end;
    while (end > start && /[.!?:]/.test(text[end - 1] as string)) end--;
    spans.push([start, end]);
  }
  return spans;
}
const LINK_STOP = /[\s,;()<>|"]/;

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};
const WORD_NUMBER = Object.keys(WORD_NUMBERS).join('|');
export const WORD_NUMBER_RE = new RegExp(
  `\\b(${WORD_NUMBER})(?:[\\s-](one|two|three|four|five|six|seven|eight|nine))?\\b`,
  'gi',
);
/** A number word followed by what it counts: "five years", "three major clients". */
export const COUNTED_WORD_NUMBER_RE = new RegExp(
  `\\b(${WORD_NUMBER})(?:[\\s-](one|two|three|four|five|six|seven|eight|nine))?(?=\\s+(?:[a-z-]+\\s+)?(?:years?|months?|people|persons|staff|employees|engineers|developers|designers|analysts|agents|clients|customers|countries|states|branches|projects|products|teams?|members|direct reports|reports|interns|students|languages|markets|cities|stores|outlets|hospitals|schools|awards|companies|banks|partners|regions|units|sites)\\b)`,
  'gi',
);

export function wordNumberValue(tens: string, unit: string | undefined): number {
  return (WORD_NUMBERS[tens.toLowerCase()] ?? 0) + (unit ? (WORD_NUMBERS[unit.toLowerCase()] ?? 0) : 0);
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};

/** The ways a number can be compared: as written (1.2) and scaled (1200000 for "1.2m"). */
export function numberKeys(
  digits: string,
  decimals: string | undefined,
  multiplier: string | undefined,
): string[] {
  const value = Number.parseFloat(`${digits.replaceAll(',', '')}${decimals ?? ''}`);
  if (!Number.isFinite(value)) return [];
  const keys = [String(value)];
  const scale = multiplier ? MULTIPLIERS[multiplier.toLowerCase()] : undefined;
  if (scale) keys.push(String(Math.round(value * scale)));
  return keys;
}

export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

// Degrees: [pattern, code]. Codes of the same level are interchangeable with a generic mention.
const DEGREE_PATTERNS: Array<[string, string]> = [
  ['B\\.?\\s?Sc\\b\\.?|BSc\\b', 'bsc'],
  ['B\\.?\\s?N\\.?\\s?Sc\\b\\.?', 'bnsc'],
  ['B\\.A\\.|BA(?=\\s+(?:\\(Hons\\)|Hons|in\\b))', 'ba'],
  ['B\\.?\\s?Eng\\b\\.?', 'beng'],
  ['B\\.?\\s?Tech\\b\\.?', 'btech'],
  ['B\\.?\\s?Ed\\b\\.?', 'bed'],
  ['B\\.?\\s?Pharm\\b\\.?', 'bpharm'],
  ['LL\\.?\\s?B\\b\\.?', 'llb'],
  ['LL\\.?\\s?M\\b\\.?', 'llm'],
  ['MBBS\\b|M\\.B\\.B\\.S\\.?', 'mbbs'],
  ['M\\.?\\s?Sc\\b\\.?', 'msc'],
  ['M\\.A\\.|MA(?=\\s+(?:in\\b|\\(Hons\\)))', 'ma'],
  ['M\\.?\\s?Eng\\b\\.?', 'meng'],
  ['MBA\\b|M\\.B\\.A\\.?', 'mba'],
  ['MPH\\b', 'mph'],
  ['M\\.?\\s?Phil\\b\\.?', 'mphil'],
  ['Ph\\.?\\s?D\\b\\.?', 'phd'],
  ['Pharm\\.?\\s?D\\b\\.?', 'pharmd'],
  ['HND\\b', 'hnd'],
  ['OND\\b', 'ond'],
  ['NCE\\b', 'nce'],
  ['PGDE?\\b|Post-?\\s?graduate Diploma', 'pgd'],
  ['Higher National Diploma', 'hnd'],
  ['Ordinary National Diploma|National Diploma', 'ond'],
  ['Doctor(?:ate)? of Philosophy|Doctorate', 'phd'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Business Administration", 'mba'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Science", 'msc'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Arts", 'ma'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Engineering", 'meng'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Public Health", 'mph'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?", 'master'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Science", 'bsc'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Arts", 'ba'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Engineering", 'beng'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Technology", 'btech'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Laws", 'llb'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Education", 'bed'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Pharmacy", 'bpharm'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?", 'bachelor'],
];
export const DEGREE_RE = new RegExp(DEGREE_PATTERNS.map(([p]) => `(${p})`).join('|'), 'g');
/** After a degree: "(Hons)", "in"/"of", then up to four capitalised words — the field of study. */
export const DEGREE_FIELD_RE =
  /^[ \t]*(?:\(Hons\.?\)[ \t]*|Hons\.?[ \t]*)?(?:(?:in|of)[ \t]+)?((?:[A-Z][\w&’'-]*)(?:[ \t]+(?:and[ \t]+|&[ \t]+)?[A-Z][\w&’'-]*){0,3})/;

const LEVELS: Record<string, string> = {
  bsc: 'bachelor',
  bnsc: 'bachelor',
  ba: 'bachelor',
  beng: 'bachelor',
  btech: 'bachelor',
  bed: 'bachelor',
  bpharm: 'bachelor',
  llb: 'bachelor',
  mbbs: 'bachelor',
  bachelor: 'bachelor',
  msc: 'master',
  ma: 'master',
  meng: 'master',
  mba: 'master',
  mph: 'master',
  mphil: 'master',
  llm: 'master',
  master: 'master',
  phd: 'doctor',
  pharmd: 'doctor',
  hnd: 'diploma',
  ond: 'diploma',
  nce: 'diploma',
  pgd: 'diploma',
};
export const degreeLevel = (code: string): string => LEVELS[code] ?? code;

/** Which alternative of DEGREE_RE matched: its code. */
export function degreeCode(match: RegExpExecArray): string {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return DEGREE_PATTERNS[i - 1]?.[1] ?? '';
  return '';
}

export function joinWords(tokens: readonly Token[]): string {
  let s = ' ';
  for (const t of tokens) s += `${t.norm} `;
  return s;
}

/** Everything the claim guard needs to know about the source, from one pass per pattern. */
export function buildSourceFacts(
  sourceText: string,
  tokens: readonly Token[],
  hits: readonly TermHit[],
  allowed: readonly string[],
): SourceFacts {
  const extra = allowed.map((a) => joinWords(tokenize(a))).join('|');
  const facts: SourceFacts = {
    joined: `${joinWords(tokens)}|${extra}`,
    words: new Set(tokens.map((t) => t.norm)),
    numbers: new Set(),
    percents: new Set(),
    years: new Set(),
    monthYears: new Set(),
    yearsWithMonth: new Set(),
    phones: new Set(),
    degrees: new Set(),
    degreeLevels: new Set(),
    terms: new Set(hits.map((h) => h.id)),
  };
  for (const m of sourceText.matchAll(NUMBER_RE)) {
    for (const k of numberKeys(m[1] ?? '', m[2], m[3])) facts.numbers.add(k);
  }
  for (const m of sourceText.matchAll(WORD_NUMBER_RE)) {
    facts.numbers.add(String(wordNumberValue(m[1] ?? '', m[2])));
  }
  for (const m of sourceText.matchAll(PERCENT_RE)) {
    const k = String(Number.parseFloat(m[1] ?? ''));
    facts.percents.add(k);
    facts.numbers.add(k);
  }
  for (const m of sourceText.matchAll(PHONE_RE)) facts.phones.add(phoneKey(m[0]));
  for (const m of sourceText.matchAll(DATE_RE)) {
    const { month, year } = dateParts(m);
    if (month > 0) addMonthYear(facts, month, year);
    else if (year) facts.years.add(year);
  }
  for (const m of sourceText.matchAll(DEGREE_RE)) {
    const code = degreeCode(m);
    facts.degrees.add(code);
    facts.degreeLevels.add(degreeLevel(code));
  }
  return facts;
}

/** Month (0 when none) and year of a DATE_RE match. */
export function dateParts(m: RegExpMatchArray): { month: number; year: string } {
  if (m[1] && m[2]) return { month: monthNumber(m[1]), year: m[2] };
  if (m[3] && m[4]) return { month: Number(m[3]), year: m[4] };
  if (m[6] && m[7]) return { month: Number(m[7]), year: m[6] };
  return { month: 0, year: m[5] ?? m[8] ?? '' };
}

function addMonthYear(facts: SourceFacts, month: number, year: string) {
  facts.years.add(year);
  facts.yearsWithMonth.add(year);
  facts.monthYears.add(`${month}-${year}`);
}
