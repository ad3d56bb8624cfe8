/**
 * An advert cut into the pieces the check quotes: sentences (a bullet or a line is a sentence of
 * its own) with their offsets, and a sentence's clauses, where "no" or "never" reach.
 */
import { WORD_NUMBERS } from '../report/figures.js';

export interface Span {
  text: string;
  start: number;
  end: number;
}

// A full stop after these is not the end of a sentence: "B.Sc. in Accounting", "e.g. ICAN".
const ABBREVIATION =
  /(?:\b(?:[A-Za-z]|e\.g|i\.e|etc|vs|no|nos|mr|mrs|ms|dr|prof|engr|st|ltd|plc|inc|co|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|approx|min|max|incl|yrs?|b\.sc|m\.sc|b\.eng|b\.tech|ph\.d|hons)|\b[A-Z]{1,3}(?:\.[A-Za-z]{1,4})+)\.$/i;
const BULLET = /^(?:[-*•·▪◦●–—>]+|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/;

/** Trims a piece to its words: whitespace and a bullet or number off the front, whitespace off the end. */
function trimmed(text: string, start: number): Span | null {
  let s = start;
  let e = start + text.length;
  const lead = /^\s*/.exec(text)?.[0].length ?? 0;
  s += lead;
  let body = text.slice(lead);
  const bullet = BULLET.exec(body);
  if (bullet) {
    s += bullet[0].length;
    body = body.slice(bullet[0].length);
  }
  e -= text.length - text.trimEnd().length;
  if (e <= s) return null;
  return { text: body.trimEnd(), start: s, end: e };
}

/**
 * The sentences of a text, in order: each line is cut at a sentence's end (". ", "! ", "? "
 * before a capital, a digit, a quote or a currency sign), never after an abbreviation.
 */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  const lineRe = /[^\n]+/g;
  for (const line of text.matchAll(lineRe)) {
    const lineStart = line.index;
    const body = line[0];
    let from = 0;
    const endRe = /[.!?]+["”’)]?\s+(?=[A-Z0-9"“(₦#$])/g;
    for (const m of body.matchAll(endRe)) {
      const stop = m.index + m[0].trimEnd().length;
      if (ABBREVIATION.test(body.slice(Math.max(from, stop - 12), stop))) continue;
      const piece = trimmed(body.slice(from, stop), lineStart + from);
      if (piece) out.push(piece);
      from = m.index + m[0].length;
    }
    const rest = trimmed(body.slice(from), lineStart + from);
    if (rest) out.push(rest);
  }
  return out;
}

// Where one clause ends and the next begins: "No hidden charges, just pay ₦5,000" is two clauses.
const CLAUSE_BREAK = /[,;()]|\s[-–—]\s|\b(?:but|however|whereas|though|although)\b/gi;

/** The clause of `sentence` that holds [start, end) (offsets in the whole text). */
export function clauseOf(sentence: Span, start: number, end: number): Span {
  let from = sentence.start;
  let to = sentence.end;
  for (const m of sentence.text.matchAll(CLAUSE_BREAK)) {
    const at = sentence.start + m.index;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return { text: sentence.text.slice(from - sentence.start, to - sentence.start), start: from, end: to };
}

/** The sentence that holds the offset (sentences in order). */
export function sentenceAt(all: readonly Span[], offset: number): Span | undefined {
  let lo = 0;
  let hi = all.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = all[mid] as Span;
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

/** Every match of a global pattern in a span, with offsets in the whole text. */
export function* matchesIn(span: Span, pattern: RegExp): Generator<Span> {
  for (const m of span.text.matchAll(pattern)) {
    if (m[0] === '') continue;
    yield { text: m[0], start: span.start + m.index, end: span.start + m.index + m[0].length };
  }
}

/** A count written in figures or in words ("five", "5"); null otherwise. */
export function countOf(word: string | undefined): number | null {
  if (!word) return null;
  const n = /^\d+$/.test(word) ? Number(word) : WORD_NUMBERS[word.toLowerCase()];
  return n ?? null;
}
/** The pattern source for a count in figures or words. */
export const COUNT = `(?:\\d{1,2}|${Object.keys(WORD_NUMBERS).join('|')})`;
