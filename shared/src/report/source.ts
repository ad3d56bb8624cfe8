/**
 * What the person's own source (their resume's text, or the details they typed) supports: the
 * facts the claim guard compares a generated document with, each read by meaning (figures.ts,
 * dates.ts, degrees.ts, meaning.ts). Built once per source, job and company (analyze.ts keeps it).
 */
import { nonClaimSpans } from './contact.js';
import { type Duration, rangeDuration, readDates, readRanges, yearIsCount } from './dates.js';
import { DEGREE_AT_RE, DEGREE_WORDS, degreeCode, degreeLevel, readDegreeClasses } from './degrees.js';
import { type Figure, NUMBER_WORDS, readFigures, readPercents } from './figures.js';
import { type DocLine, splitLines } from './lines.js';
import { buildNameIndex, type NameIndex } from './meaning.js';
import { type TermHit, type Token, tokenize } from './text.js';

export { EMAIL_RE, PHONE_RE } from './contact.js';

export interface SourceFacts {
  /** The person's source, indexed for names (employers, titles, schools, awards). */
  names: NameIndex;
  /** The job's company and title: what the document is for, never invented. */
  target: NameIndex;
  /** The job description's figures, read on first use: what it says of the employer ("200,000 businesses"). */
  job: { readonly figures: Map<number, Figure[]> };
  /** Lexicon ids of the terms the source names (certifications and professional bodies among them). */
  terms: Set<number>;
  /** The source's figures by value. */
  figures: Map<number, Figure[]>;
  percents: Set<number>;
  years: Set<number>;
  /** `month-year` pairs, month 1..12. */
  monthYears: Set<string>;
  /** How long the source's jobs, and the career they span, lasted ("5 years"). */
  durations: Duration[];
  degrees: Set<string>;
  degreeLevels: Set<string>;
  degreeClasses: Set<string>;
}

const NUMBER_WORD_SET = new Set(NUMBER_WORDS);
const DEGREE_WORD_SET = new Set(DEGREE_WORDS);

export interface SourceTarget {
  companyName: string;
  jobTitle: string;
  jobDescription: string;
}

function byValue(figures: readonly Figure[]): Map<number, Figure[]> {
  const map = new Map<number, Figure[]>();
  for (const f of figures) {
    const list = map.get(f.value);
    if (list) list.push(f);
    else map.set(f.value, [f]);
  }
  return map;
}

function lazyJobFigures(jobDescription: string): SourceFacts['job'] {
  let figures: Map<number, Figure[]> | undefined;
  return {
    get figures() {
      figures ??= byValue(readFigures(jobDescription));
      return figures;
    },
  };
}

/** Everything the claim guard needs to know about the source, from one pass per pattern. */
export function buildSourceFacts(
  sourceText: string,
  tokens: readonly Token[],
  hits: readonly TermHit[],
  target: SourceTarget,
  now: Date = new Date(),
): SourceFacts {
  const dates = readDates(sourceText);
  const lines = splitLines(sourceText);
  // An address's "14", a phone's digits and the years of its dates support no figure.
  const years = dates
    .filter((d) => !yearIsCount(sourceText, d))
    .map((d): [number, number] => [d.start, d.end]);
  const skip = [...nonClaimSpans(sourceText, lines, false), ...years];
  const numberWords = tokens.filter((t) => NUMBER_WORD_SET.has(t.norm)).map((t) => t.start);
  const figures = readFigures(
    sourceText,
    (start, end) => !skip.some(([a, b]) => start < b && a < end),
    numberWords,
  );
  const facts: SourceFacts = {
    names: buildNameIndex(tokens),
    target: buildNameIndex(tokenize(`${target.companyName}\n${target.jobTitle}`)),
    job: lazyJobFigures(target.jobDescription),
    terms: new Set(hits.map((h) => h.id)),
    figures: byValue(figures),
    percents: new Set(readPercents(sourceText).map((p) => p.value)),
    years: new Set(),
    monthYears: new Set(),
    durations: careerDurations(sourceText, lines, dates, now),
    degrees: new Set(),
    degreeLevels: new Set(),
    degreeClasses: new Set(),
  };
  for (const d of dates) {
    facts.years.add(d.year);
    if (d.month > 0) facts.monthYears.add(`${d.month}-${d.year}`);
  }
  for (const t of tokens) {
    if (!DEGREE_WORD_SET.has(t.norm)) continue;
    DEGREE_AT_RE.lastIndex = t.start;
    const m = DEGREE_AT_RE.exec(sourceText);
    if (!m) continue;
    const code = degreeCode(m);
    facts.degrees.add(code);
    facts.degreeLevels.add(degreeLevel(code));
  }
  for (const c of readDegreeClasses(sourceText)) facts.degreeClasses.add(c.key);
  return facts;
}

/**
 * The years of work the source's ranges support: each job's length and the whole career's (from
 * the first job's start to the last one's end). Ranges in an education section are studies.
 */
function careerDurations(
  text: string,
  lines: readonly DocLine[],
  dates: ReturnType<typeof readDates>,
  now: Date,
): Duration[] {
  let line = 0;
  const studies = (at: number) => {
    while (line < lines.length - 1 && (lines[line] as { end: number }).end < at) line++;
    return lines[line]?.section === 'education';
  };
  const ranges = readRanges(text, dates, now).filter((r) => !studies(r.at));
  const durations = ranges.map(rangeDuration);
  if (ranges.length > 1) {
    const from = Math.min(...ranges.map((r) => r.from));
    const to = Math.max(...ranges.map((r) => r.to));
    durations.push(rangeDuration({ from, to, precise: ranges.every((r) => r.precise), at: 0 }));
  }
  return durations;
}
