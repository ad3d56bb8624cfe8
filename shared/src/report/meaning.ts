/**
 * Whether the person's source supports a name the document gives, by meaning rather than by
 * characters: any casing or accent ("Nestlé"/"NESTLE"), with or without "Ltd", "Plc", "Nigeria"
 * ("KPMG Nigeria"/"KPMG"), written together or apart ("GT Bank"/"GTBank"), by a known alias
 * ("GTBank"/"Guaranty Trust Bank", "UNILAG"/"University of Lagos"), by its initials ("FGGC" for
 * "Federal Government Girls College"), in another order ("Engineer, Backend"), or as a common
 * abbreviation of a title ("Snr Accountant").
 */
import { findAliases, foldAccents } from './aliases.js';
import { isLocation } from './names.js';
import { type Token, tokenize } from './text.js';

/** Abbreviations of title and name words, both sides read through it. */
const ABBREVIATIONS_LIST: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  jnr: 'junior',
  mgr: 'manager',
  asst: 'assistant',
  engr: 'engineer',
  exec: 'executive',
  dept: 'department',
  dev: 'developer',
  intl: 'international',
  '&': 'and',
  corp: 'corporation',
  co: 'company',
  nig: 'nigeria',
  // An internship's intern, a housemanship's house officer: the same role.
  internship: 'intern',
  housemanship: 'intern',
  // "Certified X", "X certificate", "X certification": one claim of being certified.
  certificate: 'certified',
  certification: 'certified',
  license: 'licence',
  // Levels and grades in roman or arabic figures: "Level II" / "Level 2", "Officer II".
  ii: '2',
  iii: '3',
  iv: '4',
  programme: 'program',
  organisation: 'organization',
  centre: 'center',
};
// A Map, not an object: a word such as "constructor" must not find Object's own properties.
const ABBREVIATIONS = new Map(Object.entries(ABBREVIATIONS_LIST));
export const canonicalWord = (norm: string): string => ABBREVIATIONS.get(norm) ?? norm;

const CONNECTORS = new Set(['of', 'and', 'for', 'the', 'de', 'in', 'at', 'a', 'an', 'on']);
/** Words of an organisation's name that say what kind it is, not which one. */
const GENERIC_ORG = new Set(
  (
    'ltd limited plc inc llc llp nigeria ng company group holding international africa bank microfinance mfb ' +
    'technology tech service solution consulting consultant partner system venture enterprise global industry ' +
    'corporation incorporated associate'
  ).split(' '),
);

export interface NameWord {
  word: string;
  /** Written in capitals ("FGGC"): may be initials. */
  caps: boolean;
}

/** A phrase's words as names compare them: normalised, accent-free, abbreviations spelt out. */
export function nameWords(phrase: string): NameWord[] {
  return nameWordsOf(tokenize(phrase));
}

function nameWordsOf(tokens: readonly Token[]): NameWord[] {
  return tokens.map((t) => ({
    word: canonicalWord(foldAccents(t.norm)),
    caps: t.raw.length >= 2 && t.raw.length <= 8 && /^[A-Z]+$/.test(t.raw),
  }));
}

/**
 * What the source says, indexed for names. Built once per source; the parts only some names
 * need (positions, capitals, initials, words written together) are built on first use.
 */
export class NameIndex {
  /** ` word word … ` of the whole text. */
  readonly joined: string;
  readonly words: Set<string>;
  /** Known organisations and schools it names (aliases.ts ids). */
  readonly aliases: Set<number>;
  private readonly list: string[];
  private positionsCache: Map<string, number[]> | undefined;
  private capitalisedCache: Set<string> | undefined;
  private acronymsCache: Set<string> | undefined;
  private compactCache: Set<string> | undefined;

  constructor(private readonly tokens: readonly Token[]) {
    const folded = tokens.map((t) => foldAccents(t.norm));
    this.list = folded.map(canonicalWord);
    this.joined = ` ${this.list.join(' ')} `;
    this.words = new Set(this.list);
    this.aliases = new Set(findAliases(tokens, folded).map((h) => h.id));
  }

  /** word → its token positions, ascending */
  get positions(): Map<string, number[]> {
    if (!this.positionsCache) {
      const positions = new Map<string, number[]>();
      this.list.forEach((w, i) => {
        const list = positions.get(w);
        if (list) list.push(i);
        else positions.set(w, [i]);
      });
      this.positionsCache = positions;
    }
    return this.positionsCache;
  }

  /** Words written with a capital somewhere: a name's words, not only common ones. */
  get capitalised(): Set<string> {
    if (!this.capitalisedCache) {
      this.capitalisedCache = new Set(
        this.list.filter((_, i) => /^[A-Z]/.test((this.tokens[i] as Token).raw)),
      );
    }
    return this.capitalisedCache;
  }

  /** Initials of runs of capitalised words: "fggc" for "Federal Government Girls College". */
  get acronyms(): Set<string> {
    if (!this.acronymsCache) {
      const acronyms = new Set<string>();
      let run: string[] = [];
      const endRun = () => {
        // Every stretch of two to eight capitalised words, so "GTB" and "UCH" are found inside longer runs.
        for (let i = 0; i < run.length; i++) {
          let initials = '';
          for (let j = i; j < run.length && j - i < 8; j++) {
            initials += run[j];
            if (j > i) acronyms.add(initials);
          }
        }
        run = [];
      };
      this.tokens.forEach((t, i) => {
        const w = this.list[i] as string;
        if (t.breakBefore) endRun();
        if (/^[A-Z]/.test(t.raw)) run.push(w[0] as string);
        else if (!CONNECTORS.has(w)) endRun();
      });
      endRun();
      this.acronymsCache = acronyms;
    }
    return this.acronymsCache;
  }

  /** Two or three words written together: "gtbank" for "GT Bank". */
  get compact(): Set<string> {
    if (!this.compactCache) {
      const compact = new Set<string>();
      const { tokens, list } = this;
      for (let i = 0; i + 1 < tokens.length; i++) {
        if ((tokens[i + 1] as Token).breakBefore) continue;
        const two = (list[i] as string) + (list[i + 1] as string);
        compact.add(two);
        if (i + 2 < tokens.length && !(tokens[i + 2] as Token).breakBefore)
          compact.add(two + (list[i + 2] as string));
      }
      this.compactCache = compact;
    }
    return this.compactCache;
  }
}

export function buildNameIndex(tokens: readonly Token[]): NameIndex {
  return new NameIndex(tokens);
}

/** Whether every word occurs within `window` tokens of one occurrence of the rarest. */
export function wordsNear(index: NameIndex, words: readonly string[], window: number): boolean {
  const lists: number[][] = [];
  for (const w of words) {
    const list = index.positions.get(w);
    if (!list) return false;
    lists.push(list);
  }
  if (lists.length <= 1) return lists.length === 1;
  lists.sort((a, b) => a.length - b.length);
  const [anchors = [], ...others] = lists;
  return anchors.some((p) => others.every((list) => hasWithin(list, p - window, p + window)));
}

function hasWithin(sorted: readonly number[], lo: number, hi: number): boolean {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if ((sorted[mid] as number) < lo) a = mid + 1;
    else b = mid;
  }
  return a < sorted.length && (sorted[a] as number) <= hi;
}

export type NameKind = 'org' | 'school' | 'award' | 'title';

/**
 * Whether the source names the same organisation, school, award or title as `name`. Leans to
 * "supported" only where the meaning is the same; a name the source never gives is not.
 */
export function nameSupported(name: string, index: NameIndex, kind: NameKind): boolean {
  const tokens = tokenize(name);
  let lead = 0;
  while (tokens[lead]?.norm === 'the') lead++;
  const all = nameWordsOf(tokens.slice(lead));
  if (all.length === 0) return true;
  const words = all.map((w) => w.word);
  if (index.joined.includes(` ${words.join(' ')} `)) return true;
  if (kind === 'title') return titleWordsSupported(words, index);

  // A known organisation or school is decided by its alias: "Guaranty Trust" is GTBank, and
  // "First Bank" is never supported by the word "first".
  const hits = findAliases(tokens);
  if (hits.length > 0) {
    if (!hits.every((h) => index.aliases.has(h.id))) return false;
    const covered = new Set<number>();
    for (const h of hits) for (let i = h.from; i < h.to; i++) covered.add(i - lead);
    return all.every((w, i) => covered.has(i) || isFiller(w.word, kind) || index.words.has(w.word));
  }
  // Spelt out where the source gives the initials: "Medical Laboratory Science Council of
  // Nigeria" / "MLSCN".
  const capitals = tokens.slice(lead).filter((t) => /^[A-Z]/.test(t.raw) && !CONNECTORS.has(t.norm));
  if (capitals.length >= 3 && index.words.has(capitals.map((t) => t.norm[0]).join(''))) return true;
  // Written together or apart: "GT Bank" / "GTBank".
  if (words.length > 1 && index.words.has(words.join(''))) return true;
  if (words.length === 1 && index.compact.has(words[0] as string)) return true;

  // Initials stand for words the source spells out: "FGGC Ikot Obio Itong".
  const rest: string[] = [];
  let initials = 0;
  for (const w of all) {
    if (CONNECTORS.has(w.word)) continue;
    if (w.caps && index.acronyms.has(w.word)) initials++;
    else rest.push(w.word);
  }
  // An organisation's "Ltd", "Bank", "Nigeria" and a trailing city do not tell it apart.
  let core = rest;
  if (kind === 'org') {
    core = rest.filter((w) => !GENERIC_ORG.has(w));
    while (core.length > 1 && isLocation(core[core.length - 1] as string)) core = core.slice(0, -1);
    if (core.length === 0) core = rest;
  }
  if (core.length === 0) return initials > 0;
  if (kind === 'org' && !core.every((w) => index.capitalised.has(w))) return false;
  if (index.joined.includes(` ${core.join(' ')} `)) return true;
  return wordsNear(index, core, core.length + 3);
}

const isFiller = (word: string, kind: NameKind) =>
  CONNECTORS.has(word) || (kind === 'org' && (GENERIC_ORG.has(word) || isLocation(word)));

/**
 * A title is supported when its words stand together in the source in any order ("Engineer,
 * Backend"); "Senior Accountant" is not supported by "Accountant": a promotion is a claim.
 */
function titleWordsSupported(words: readonly string[], index: NameIndex): boolean {
  const core = words.filter((w) => !CONNECTORS.has(w));
  if (core.length === 0) return true;
  if (index.joined.includes(` ${core.join(' ')} `)) return true;
  return wordsNear(index, core, core.length + 2);
}
