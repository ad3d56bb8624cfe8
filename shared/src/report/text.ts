/**
 * Tokens and the compiled lexicon: the one pass over a text that every part of the report shares.
 * A text is tokenised once; lexicon terms are found by looking its normalised n-grams up in a Map
 * (never one regular expression per keyword), so the cost grows with the text, not the lexicon.
 */
import { CERTIFICATION_TERMS, LEXICON_GROUPS, type LexiconKind } from './lexicon.js';

export interface Token {
  /** The token as written. */
  raw: string;
  /** Lower case, possessive and plural removed: what matching compares. */
  norm: string;
  start: number;
  end: number;
  /** A sentence or list boundary (. , ; : brackets, a line break…) lies between this token and the previous one. */
  breakBefore: boolean;
  /** The first token of a sentence or line. */
  sentenceStart: boolean;
  /** Only a comma lies between this token and the previous one (then breakBefore is true too). */
  commaBefore: boolean;
}

const WORD_CHAR_RE = /[\p{L}\p{N}]/u;

/** A letter or digit (ASCII fast, the rest of Unicode through one precompiled test). */
function isWordChar(code: number): boolean {
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return WORD_CHAR_RE.test(String.fromCharCode(code));
}

// Between two tokens, these end a clause (no multi-word term spans them)…
const BREAK_CHARS = new Set('.,;:!?()[]{}|•·—–"“”\n'.split('').map((c) => c.charCodeAt(0)));
// …and these a sentence or a line.
const SENTENCE_CHARS = new Set('.!?\n•'.split('').map((c) => c.charCodeAt(0)));
const JOINERS = new Set(".&'’".split('').map((c) => c.charCodeAt(0)));
const PLUS = 43;
const HASH = 35;

const normCache = new Map<string, string>();

/** Lower case without a possessive or an English plural ending; both sides of a match use it. */
export function normalizeWord(word: string): string {
  let norm = normCache.get(word);
  if (norm === undefined) {
    norm = normalizeUncached(word);
    // Bounded: a hostile text of endless distinct words must not grow it forever.
    if (normCache.size > 50_000) normCache.clear();
    normCache.set(word, norm);
  }
  return norm;
}

function normalizeUncached(word: string): string {
  // An acronym's plural (APIs, KPIs, SOPs) would otherwise keep its s after "is"/"ss" endings.
  if (/^[A-Z0-9]{2,}s$/.test(word)) return word.slice(0, -1).toLowerCase();
  let w = word.toLowerCase();
  if (w.endsWith("'s") || w.endsWith('’s')) w = w.slice(0, -2);
  if (w.length < 4 || /[^a-z]/.test(w.slice(-3))) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (/(?:sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/**
 * Words, with joined forms kept whole (node.js, b.sc, r&d, don't, c++, c#, .net), each with what
 * lies between it and the previous one: a clause break, a sentence start.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let broke = true;
  let commas = 0;
  let others = false;
  let sentence = true;
  let dashAtLineStart = false;
  let lineStart = true;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    let start = -1;
    if (isWordChar(c)) start = i;
    else if (c === 46 && /^\.net\b/i.test(text.slice(i, i + 5))) start = i;
    if (start < 0) {
      if (BREAK_CHARS.has(c)) {
        broke = true;
        if (c === 44) commas++;
        else others = true;
      }
      if (SENTENCE_CHARS.has(c)) sentence = true;
      if (c === 10) lineStart = true;
      else if (c === 45 && lineStart) dashAtLineStart = true;
      else if (c !== 32 && c !== 9) lineStart = false;
      i++;
      continue;
    }
    let j = start + 1;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (isWordChar(d)) j++;
      else if (JOINERS.has(d) && j + 1 < n && isWordChar(text.charCodeAt(j + 1))) j += 2;
      else break;
    }
    if (text.charCodeAt(j) === PLUS) j += text.charCodeAt(j + 1) === PLUS ? 2 : 1;
    else if (text.charCodeAt(j) === HASH) j++;
    const raw = text.slice(start, j);
    tokens.push({
      raw,
      norm: normalizeWord(raw),
      start,
      end: j,
      breakBefore: broke,
      commaBefore: broke && commas === 1 && !others && tokens.length > 0,
      sentenceStart: sentence || dashAtLineStart,
    });
    broke = false;
    commas = 0;
    others = false;
    sentence = false;
    dashAtLineStart = false;
    lineStart = false;
    i = j;
  }
  return tokens;
}

/** Normalised words of a phrase joined by one space: the key of the n-gram Map. */
export function phraseKey(phrase: string): string {
  let key = '';
  for (const t of tokenize(phrase)) key += key === '' ? t.norm : ` ${t.norm}`;
  return key;
}

export interface LexiconEntry {
  id: number;
  term: string;
  kind: LexiconKind;
}

interface CompiledLexicon {
  entries: LexiconEntry[];
  /** normalised n-gram → entry id */
  byKey: Map<string, number>;
  /** exact spelling (one word) → entry id, for the case-sensitive parts (`=Go`) */
  byExact: Map<string, number>;
  /** first normalised word → longest n-gram starting with it, to skip hopeless lookups */
  longest: Map<string, number>;
  /** keys of the parts spelt with a comma, which may span one in a text */
  commaKeys: Set<string>;
}

function compile(): CompiledLexicon {
  const entries: LexiconEntry[] = [];
  const byKey = new Map<string, number>();
  const byExact = new Map<string, number>();
  const longest = new Map<string, number>();
  const commaKeys = new Set<string>();
  for (const group of LEXICON_GROUPS) {
    for (const line of group.entries) {
      const parts = line.split('|');
      const id = entries.length;
      const term = (parts[0] ?? '').replace(/^=/, '');
      const kind = CERTIFICATION_TERMS.has(term) ? 'certification' : group.kind;
      entries.push({ id, term, kind });
      for (const part of parts) {
        if (part.startsWith('=')) {
          const exact = part.slice(1);
          if (!byExact.has(exact)) byExact.set(exact, id);
          continue;
        }
        const key = phraseKey(part);
        if (part.includes(',')) commaKeys.add(key);
        if (key === '' || byKey.has(key)) continue;
        byKey.set(key, id);
        const words = key.split(' ');
        const first = words[0] ?? '';
        longest.set(first, Math.max(longest.get(first) ?? 0, words.length));
      }
    }
  }
  return { entries, byKey, byExact, longest, commaKeys };
}

export const LEXICON = compile();

/** Where a lexicon term occurs in a tokenised text. */
export interface TermHit {
  id: number;
  /** Index of the first token and one past the last. */
  from: number;
  to: number;
}

export interface TermScan {
  /** Longest match first, left to right, never overlapping: "payment APIs", not "APIs". */
  hits: TermHit[];
  /** Every term the text names, also inside a longer one ("sales" in "sales targets"). */
  ids: Set<number>;
}

/**
 * The lexicon terms of a tokenised text. A multi-word term never spans a sentence or list
 * boundary, nor a comma unless it is spelt with one ("health, safety and environment").
 */
export function scanTerms(tokens: readonly Token[]): TermScan {
  const hits: TermHit[] = [];
  const ids = new Set<number>();
  const { byKey, byExact, longest, commaKeys } = LEXICON;
  let free = 0;
  const keys: string[] = [];
  const commas: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const maxLen = longest.get(token.norm) ?? 0;
    let longestHit = 0;
    if (maxLen > 0) {
      keys.length = 0;
      commas.length = 0;
      keys.push(token.norm);
      commas.push(false);
      for (let k = i + 1; k < tokens.length && k - i < maxLen; k++) {
        const next = tokens[k] as Token;
        if (next.breakBefore && !next.commaBefore) break;
        keys.push(`${keys[keys.length - 1]} ${next.norm}`);
        commas.push((commas[commas.length - 1] as boolean) || next.commaBefore);
      }
      for (let n = keys.length; n >= 1; n--) {
        const key = keys[n - 1] as string;
        const id = byKey.get(key);
        if (id === undefined || (commas[n - 1] && !commaKeys.has(key))) continue;
        ids.add(id);
        if (longestHit === 0 && i >= free) {
          hits.push({ id, from: i, to: i + n });
          longestHit = n;
        }
      }
    }
    if (longestHit > 0) {
      free = i + longestHit;
      continue;
    }
    const exact = byExact.get(token.raw);
    if (exact !== undefined) {
      const next = tokens[i + 1];
      const endsClause = next === undefined || next.breakBefore || next.raw === 'or' || next.raw === 'and';
      if (!token.sentenceStart || endsClause) {
        ids.add(exact);
        if (i >= free) {
          hits.push({ id: exact, from: i, to: i + 1 });
          free = i + 1;
        }
      }
    }
  }
  return { hits, ids };
}

/** The longest-first, non-overlapping lexicon terms of a tokenised text (see scanTerms). */
export function findTerms(tokens: readonly Token[]): TermHit[] {
  return scanTerms(tokens).hits;
}

/** A sentence (or list item, or line) of a text, with its offsets. */
export interface Sentence {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'b.sc',
  'm.sc',
  'bsc',
  'msc',
  'ltd',
  'co',
  'inc',
  'dr',
  'mr',
  'mrs',
  'ms',
  'no',
  'st',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'jr',
  'sr',
  'prof',
  'engr',
  'ph.d',
  'b.a',
  'm.a',
  'b.eng',
  'b.tech',
  'approx',
]);

/**
 * Splits a text into sentences: at line breaks, and after . ! ? followed by a space, unless the
 * dot ends an abbreviation (B.Sc., Ltd., e.g.).
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && TRIM_START.has(text.charCodeAt(s))) s++;
    while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
    if (e > s) sentences.push({ start: s, end: e });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      push(i);
      start = i + 1;
    } else if (
      (c === 46 || c === 33 || c === 63) &&
      (i + 1 >= text.length || isSpace(text.charCodeAt(i + 1)))
    ) {
      if (c === 46) {
        let w = i;
        while (w > start && (isWordChar(text.charCodeAt(w - 1)) || text.charCodeAt(w - 1) === 46)) w--;
        const word = text.slice(w, i).toLowerCase();
        if (ABBREVIATIONS.has(word) || (word.length === 1 && /\p{L}/u.test(word))) continue;
      }
      push(i + 1);
      start = i + 1;
    }
  }
  push(text.length);
  return sentences;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 160;
const TRIM_START = new Set(' \t\r\n#*-•>'.split('').map((c) => c.charCodeAt(0)));

/** The sentence containing `offset` (sentences sorted, as splitSentences gives them). */
export function sentenceAt(sentences: readonly Sentence[], offset: number): Sentence | undefined {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sentences[mid] as Sentence;
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}
