/**
 * Figures as a person means them: a value (₦4.2bn = ₦4,200,000,000 = 4.2 billion naira; "six" = 6),
 * whether it is money, what it counts ("120 corporate clients": customer), and whether it is
 * hedged ("over 1,000", "5+", "nearly 100"). Read the same way from the source and the document,
 * so two figures are compared by meaning, not by characters.
 */
import { normalizeWord } from './text.js';

/**
 * A figure in digits: currency (₦, N, NGN, US$), the number, a multiplier (k, m, bn, million), a
 * unit written onto it ("4.2s", "3x", "24h"), a "+", a rating's "/5" or "out of 5". Groups: 1 and
 * 2 currency, 3 digits, 4 decimals, 5 and 6 multiplier ("50m", "50-million"), 7 unit, 8 plus, 9
 * rating's scale.
 */
export const NUMBER_RE =
  /(?<![\w.,/:@#+-])(?:((?:US|NG|CA|AU)?[₦$£€])\s?|\b(NGN|USD|GBP|EUR|N)\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(k|m|mn|bn|b|million|billion|thousand|trillion)\b|-(million|billion|thousand)\b|(x|s|ms|secs?|mins?|hrs?|h|yrs?|wks?|days?)\b)?(\+)?(?:\s?(?:\/|out of)\s?(\d{1,3}(?:\.\d+)?)(?![\d/]))?(?![\w/:%]|\.\d|,\d)/gi;
/** Units written onto a number, as the word they stand for. */
const GLUED_UNITS: Record<string, string> = {
  x: 'x',
  s: 'second',
  sec: 'second',
  secs: 'second',
  ms: 'millisecond',
  min: 'minute',
  mins: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  yr: 'year',
  yrs: 'year',
  wk: 'week',
  wks: 'week',
  day: 'day',
  days: 'day',
};
export const PERCENT_RE = /(?<![\w.])(\d+(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b|pct\b)/gi;

const PERCENT_AFTER_RE = /^\s?(?:%|percent\b|per\s?cent\b|pct\b)/i;

/** Numbers written in words, as adverts and resumes write them ("five years", "a dozen"). */
export const WORD_NUMBERS: Readonly<Record<string, number>> = {
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
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
/** "five", "twenty-five", "Twenty five" (groups 1 and 2). */
// Not inside a hyphenated word: "one-to-one", "two-way", "one-off" count nothing.
export const WORD_NUMBER_RE = new RegExp(`(?<![\\w-])(${WORD_NUMBER})(?:[\\s-](${UNITS}))?(?![\\w-])`, 'gi');
const WORD_NUMBER_AT_RE = new RegExp(WORD_NUMBER_RE.source, 'iy');
/** The number words, as a text's tokens carry them. */
export const NUMBER_WORDS: readonly string[] = Object.keys(WORD_NUMBERS);
/** "eighteen percent", "twenty-five per cent". */
export const WORD_PERCENT_RE = new RegExp(
  `\\b(${WORD_NUMBER})(?:[\\s-](${UNITS}))?\\s(?:percent|per\\s?cent)\\b`,
  'gi',
);
const WORD_PERCENT_AT_RE = new RegExp(WORD_PERCENT_RE.source, 'iy');

export function wordNumberValue(tens: string, unit: string | undefined): number {
  return (WORD_NUMBERS[tens.toLowerCase()] ?? 0) + (unit ? (WORD_NUMBERS[unit.toLowerCase()] ?? 0) : 0);
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};

/** The value of a NUMBER_RE match, its multiplier applied. */
export function numberValue(digits: string, decimals: string | undefined, multiplier: string | undefined) {
  const value = Number.parseFloat(`${digits.replaceAll(',', '')}${decimals ?? ''}`);
  const scale = multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1;
  // Rounded to what a person writes: 4.2 × 1e9 is 4200000000, not 4200000000.000001.
  return Math.round(value * scale * 1000) / 1000;
}

export type Hedge = 'over' | 'under' | 'about' | null;

export interface Figure {
  start: number;
  end: number;
  value: number;
  money: boolean;
  hedge: Hedge;
  /** What it counts: up to three words after it, each in its canonical form ("client" → customer). */
  unit: string[];
  /** Up to three words before it, canonical too ("a team of 6"). */
  before: string[];
  /** The word just before is capitalised mid-sentence ("Phase 1", "Level 2", "Python 3"). */
  afterName: boolean;
}

/** Words that mean the same thing counted, as one canonical word. */
// A Map, not an object: a word such as "constructor" must not find Object's own properties.
const UNIT_SYNONYMS = new Map<string, string>();
for (const group of [
  'customer client account merchant business user subscriber consumer',
  'staff employee people person personnel worker headcount report hire',
  'engineer developer programmer',
  'year yr',
  'month mo',
  'student pupil learner child kid',
  'branch outlet store shop location',
  'distributor dealer stockist wholesaler retailer',
  'country market',
  'bank lender',
  'hospital facility clinic',
  'transaction txn payment transfer',
  'project initiative',
  'hour hr',
  'minute min',
  'day',
  'kilometre kilometer km',
  'metre meter',
  'kilogram kg',
  'tonne ton',
  'litre liter',
  'hectare ha',
  'naira ngn ₦ n',
  'dollar usd $',
]) {
  const [head = '', ...rest] = group.split(' ');
  UNIT_SYNONYMS.set(head, head);
  for (const w of rest) UNIT_SYNONYMS.set(w, head);
}
export const unitWord = (word: string): string => {
  const norm = normalizeWord(word);
  return UNIT_SYNONYMS.get(norm) ?? norm;
};

const STOP =
  /^(?:of|in|to|and|or|for|with|across|per|a|an|the|by|from|on|at|into|over|under|than|as|while|when|that|which|who|within|through|via|each|every|is|are|was|were|be|been|this|these|those|our|my|their|its|his|her|your|we|i|it|up|down|out|off|after|before|since|until|during|around|about)$/i;
const MONEY_WORD = /^(?:naira|dollars?|usd|ngn|pounds?|euros?)$/i;
const WORD_AT = /[A-Za-z][A-Za-z'’]*/y;

/** Up to three words after `end`, stopping at punctuation or a word that starts a clause. */
function wordsAfter(text: string, end: number): string[] {
  const words: string[] = [];
  let i = end;
  if (text[i] === '-') i++; // "6-person team"
  while (words.length < 3 && i < text.length) {
    let j = i;
    while (j < text.length && (text[j] === ' ' || text[j] === '\t')) j++;
    if (j === i && words.length > 0) break;
    WORD_AT.lastIndex = j;
    const m = WORD_AT.exec(text);
    if (!m) break;
    if (STOP.test(m[0])) break;
    words.push(m[0]);
    i = j + m[0].length;
    if (text[i] === '-') i++;
  }
  return words;
}

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** Up to three words before `start`, within its clause. */
function wordsBefore(text: string, start: number): string[] {
  const words: string[] = [];
  let i = start;
  while (words.length < 3 && i > 0) {
    let j = i;
    while (j > 0 && (text[j - 1] === ' ' || text[j - 1] === '\t')) j--;
    let k = j;
    let letters = false;
    for (
      let c = text.charCodeAt(k - 1);
      k > 0 && (isLetter(c) || c === 39 || c === 8217 || c === 45);
      c = text.charCodeAt(k - 1)
    ) {
      letters ||= isLetter(c);
      k--;
    }
    if (!letters) break;
    words.unshift(text.slice(k, j));
    i = k;
  }
  return words;
}

const HEDGES: Array<[RegExp, Hedge]> = [
  [/(?:over|more than|above|at least|in excess of|upwards of|north of)\s+$/i, 'over'],
  [/(?:nearly|almost|close to|up to|under|less than|below|just under)\s+$/i, 'under'],
  [/(?:about|around|approximately|approx\.?|roughly|some|circa|~)\s*$/i, 'about'],
];

function hedgeBefore(text: string, start: number): Hedge {
  const before = text.slice(Math.max(0, start - 20), start);
  for (const [re, hedge] of HEDGES) if (re.test(before)) return hedge;
  return null;
}

function figureAt(
  text: string,
  start: number,
  end: number,
  value: number,
  money: boolean,
  plus: boolean,
): Figure {
  const after = wordsAfter(text, end);
  const before = wordsBefore(text, start);
  const isMoney = money || after.some((w) => MONEY_WORD.test(w));
  const prev = before.at(-1);
  let afterName = false;
  if (prev && /^[A-Z]/.test(prev)) {
    // Capitalised because it starts the sentence ("Managed 12 banks") is not a name.
    const at = text.lastIndexOf(prev, start);
    afterName = !isClauseStart(text, at);
  } else if (before.length === 0) {
    // The end of a range after a name: the "3" of "SS 1–3", "Levels 2-4".
    const range = /([A-Za-z]+)[ \t]+\d+[ \t]*[–-][ \t]*$/.exec(text.slice(Math.max(0, start - 24), start));
    afterName =
      range !== null && /^[A-Z]/.test(range[1] ?? '') && !isClauseStart(text, start - range[0].length);
  }
  return {
    start,
    end,
    value,
    money: isMoney,
    hedge: plus ? 'over' : hedgeBefore(text, start),
    unit: after.map(unitWord).filter((w) => !MONEY_WORD.test(w)),
    before: before.map(unitWord),
    afterName,
  };
}

/** Whether `offset` starts a sentence, a line or a list item. */
export function isClauseStart(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || /[\n.!?:;•*#|(—–-]/.test(text[i] as string);
}

/**
 * Every figure of a text written in digits or words (percentages and phone numbers aside). What
 * each counts is read only for the spans `wanted` keeps (a year already read as a date is not).
 */
export function readFigures(
  text: string,
  wanted: (start: number, end: number) => boolean = () => true,
  /** Where number words start, when the caller knows (its tokens): then only those are read. */
  wordStarts?: readonly number[],
): Figure[] {
  const figures: Figure[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!wanted(start, end)) continue;
    // "25 percent" is a percentage, read by readPercents.
    if (PERCENT_AFTER_RE.test(text.slice(end, end + 10))) continue;
    const value = numberValue(m[3] ?? '', m[4], m[5] ?? m[6]);
    if (!Number.isFinite(value)) continue;
    const figure = figureAt(text, start, end, value, Boolean(m[1] || m[2]), Boolean(m[8]));
    if (m[7]) figure.unit = [GLUED_UNITS[m[7].toLowerCase()] ?? m[7].toLowerCase(), ...figure.unit];
    // "4.6/5" and "4.6 out of 5" are one rating.
    if (m[9]) figure.unit = ['rating', ...figure.unit];
    figures.push(figure);
  }
  const words = wordStarts
    ? wordStarts.flatMap((at) => {
        WORD_NUMBER_AT_RE.lastIndex = at;
        const m = WORD_NUMBER_AT_RE.exec(text);
        return m ? [m] : [];
      })
    : text.matchAll(WORD_NUMBER_RE);
  for (const m of words) {
    const start = m.index;
    const end = start + m[0].length;
    if (!wanted(start, end)) continue;
    const figure = figureAt(text, start, end, wordNumberValue(m[1] ?? '', m[2]), false, false);
    // "one of the", "ten" alone: a number word counts only with what it counts.
    if (figure.unit.length === 0) continue;
    figures.push(figure);
  }
  figures.sort((a, b) => a.start - b.start);
  return figures;
}

export interface PercentFigure {
  start: number;
  end: number;
  value: number;
}

/** Percentages in digits ("25%", "25 per cent") or words ("eighteen percent"; `wordStarts` as in readFigures). */
export function readPercents(text: string, wordStarts?: readonly number[]): PercentFigure[] {
  const found: PercentFigure[] = [];
  for (const m of text.matchAll(PERCENT_RE)) {
    found.push({ start: m.index, end: m.index + m[0].length, value: Number.parseFloat(m[1] ?? '') });
  }
  const words = wordStarts
    ? wordStarts.flatMap((at) => {
        WORD_PERCENT_AT_RE.lastIndex = at;
        const m = WORD_PERCENT_AT_RE.exec(text);
        return m ? [m] : [];
      })
    : text.matchAll(WORD_PERCENT_RE);
  for (const m of words) {
    found.push({ start: m.index, end: m.index + m[0].length, value: wordNumberValue(m[1] ?? '', m[2]) });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Whether a document's figure and one of the source's count the same thing. `strict` (for a
 * hedged or different value) needs a word in common: a bare number proves nothing.
 */
export function sameThing(claim: Figure, source: Figure, strict = false): boolean {
  if (claim.money && source.money) return true;
  const mine = claim.unit.length > 0 ? claim.unit : claim.before;
  if (mine.length === 0) return !strict;
  if (source.unit.length === 0 && source.before.length === 0) return !strict;
  // Money in one and a bare amount in the other ("₦1.5bn" / "1.5 billion in deposits").
  if ((claim.money && source.unit.length === 0) || (source.money && claim.unit.length === 0)) return true;
  // Both say what they count: those words decide ("2.4 km" is not "2.4 tonnes", whatever verb).
  if (claim.unit.length > 0 && source.unit.length > 0) {
    const theirs = new Set([...source.unit, ...source.before]);
    return claim.unit.some((w) => theirs.has(w)) || source.unit.some((w) => claim.before.includes(w));
  }
  const theirs = new Set([...source.unit, ...source.before]);
  return [...claim.unit, ...claim.before].some((w) => theirs.has(w) && !STOP.test(w));
}

/** Whether the source's value makes the document's (hedged) figure true. */
export function valueFits(claim: Figure, value: number): boolean {
  const n = claim.value;
  if (value === n) return true;
  switch (claim.hedge) {
    case 'over':
      return value > n && value <= n * 3;
    case 'under':
      return value < n && value >= n * 0.75;
    case 'about':
      return Math.abs(value - n) <= n * 0.15;
    default:
      return false;
  }
}
