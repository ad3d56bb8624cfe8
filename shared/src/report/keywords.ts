/**
 * The keywords of a job description, weighted: lexicon terms plus acronyms the lexicon does not
 * know (KYC-like), each weighted by the part of the posting it is in (requirements count more than
 * "nice to have") and by how often it is repeated.
 */
import {
  findTerms,
  LEXICON,
  normalizeWord,
  type Sentence,
  sentenceAt,
  splitSentences,
  type Token,
  tokenize,
} from './text.js';

export interface JobKeyword {
  term: string;
  weight: number;
  /** A lexicon entry id, or -1 for an acronym outside the lexicon (matched by `key`). */
  id: number;
  key: string;
  snippets: string[];
  /** Order of first appearance, to break ties. */
  first: number;
}

/** Weight of a term by the part of the posting it is in; `ignored` parts (benefits, how to apply) add none. */
export const WEIGHTS = { required: 2, normal: 1, optional: 0.5, about: 0.5, ignored: 0, title: 2 } as const;
const MAX_KEYWORDS = 60;
const MAX_SNIPPETS = 3;

const OPTIONAL_HEADING =
  /nice[\s-]to[\s-]have|bonus|preferred|desirable|advantage|good[\s-]to[\s-]have|\bplus\b|optional|extra/i;
const IGNORED_HEADING =
  /benefits|what we offer|perks|compensation|salary|remuneration|how to apply|application|method of application|why join|equal opportunit|deadline/i;
const ABOUT_HEADING =
  /about (?:us|the company|the team|[A-Z])|who we are|how we work|our (?:values|mission|culture|team)|company/i;
const REQUIRED_HEADING =
  /requirement|qualification|must[\s-]have|need|looking for|you have|who you are|essential|minimum|required|skills|competenc|you bring|about you|eligib|experience|profile|criteria/i;
// An unformatted short line is a heading only when it starts like one ("Requirements", "What you
// will do", "Nice to have"), so "Strong SQL skills" on its own line stays a requirement.
const PLAIN_HEADING_START =
  /^(?:key|core|job|main|minimum|basic|preferred|desired|additional|technical|your|our|the|what|who|how|about|nice|good|must|bonus|benefits?|perks|requirements?|qualifications?|responsibilit|duties|skills|experience|competenc|education|eligib|remuneration|compensation|salary|overview|summary|desirable|role)\b/i;
const OPTIONAL_INLINE =
  /\b(?:nice[\s-]to[\s-]have|(?:is |are |a |an )?(?:big |huge )?plus|bonus|preferred|desirable|added advantage|an advantage|good[\s-]to[\s-]have|ideally|optional)\b/i;
const REQUIRED_INLINE = /\b(?:must|required|essential|mandatory|minimum of|at least|proven|strong)\b/i;

/** A line that names a part of the posting rather than saying something in it: its weight. */
function headingWeight(line: string): number | null {
  const trimmed = line.trim();
  const text = trimmed.replace(/^#+\s*|^\*\*|\*\*$|\*\*(?=:$)/g, '').trim();
  if (text === '' || text.length > 60 || /^[-*•]\s/.test(trimmed)) return null;
  const words = text.split(/\s+/).length;
  const formatted =
    trimmed.startsWith('#') ||
    text.endsWith(':') ||
    (text === text.toUpperCase() && /[A-Z]/.test(text)) ||
    /^\*\*.*\*\*:?$/.test(trimmed);
  const plain = words <= 6 && !/[.,;!?\d]/.test(text) && PLAIN_HEADING_START.test(text);
  if (words > 8 || !(formatted || plain)) return null;
  let weight: number | null = null;
  if (OPTIONAL_HEADING.test(text)) weight = WEIGHTS.optional;
  else if (/\babout you\b/i.test(text)) weight = WEIGHTS.required;
  else if (IGNORED_HEADING.test(text)) weight = WEIGHTS.ignored;
  else if (ABOUT_HEADING.test(text)) weight = WEIGHTS.about;
  else if (REQUIRED_HEADING.test(text)) weight = WEIGHTS.required;
  if (weight === null && !formatted)
    return /^(?:the role|role|what|job|overview|summary|key|main|core)/i.test(text) ? WEIGHTS.normal : null;
  return weight ?? WEIGHTS.normal;
}

// Acronyms that are not skills: pronouns, titles, places, currencies, posting jargon.
const NOT_KEYWORDS = new Set(
  (
    'I A AN OR AND THE TO OF IN ON AT BY FOR WITH WE YOU OUR US UK USA EU UAE NG CV JD OK NB PS FAQ ' +
    'ASAP TBD NA N/A CEO CFO CTO COO CMO CIO CHRO MD GM VP HOD ED EVP SVP LTD PLC INC LLC LLP NGN USD GBP ' +
    'EUR KM AM PM ID IT FCT LGA HQ NO IS BE AS IF ALL ANY ITS AM HR2 OF ABOUT JOB ROLE NEW TEAM LAGOS ' +
    'ABUJA WORK FULL TIME PART YEARS DEGREE MUST HAVE NOT REQUIREMENTS NOTE APPLY'
  ).split(' '),
);

interface Occurrence {
  weight: number;
  snippet: Sentence;
}

/** Keywords of the job (title and description), heaviest first. */
export function extractJobKeywords(jobTitle: string, jobDescription: string): JobKeyword[] {
  const byId = new Map<string, { term: string; id: number; key: string; occ: Occurrence[]; first: number }>();
  let order = 0;
  const add = (term: string, id: number, key: string, occurrence: Occurrence) => {
    const mapKey = id >= 0 ? `#${id}` : key;
    if (occurrence.weight === WEIGHTS.ignored) return;
    let entry = byId.get(mapKey);
    if (!entry) {
      entry = { term, id, key, occ: [], first: order++ };
      byId.set(mapKey, entry);
    }
    entry.occ.push(occurrence);
  };

  const text = jobDescription;
  const tokens = tokenize(text);
  const sentences = splitSentences(text);
  const lineWeights = weighLines(text);
  const snippetOf = (t: Token): Sentence => sentenceAt(sentences, t.start) ?? { start: t.start, end: t.end };
  // The clause (between semicolons) decides "nice to have" or "must": one per clause, kept.
  const clauseWeights = new Map<number, number>();
  const weightOf = (t: Token, sentence: Sentence): number => {
    const line = lineAt(lineWeights, t.start);
    const base: number = line?.weight ?? WEIGHTS.normal;
    if (base === WEIGHTS.ignored) return base;
    let from = text.lastIndexOf(';', t.start);
    if (from < sentence.start) from = sentence.start;
    let to = text.indexOf(';', t.start);
    if (to < 0 || to > sentence.end) to = sentence.end;
    let inline = clauseWeights.get(from);
    if (inline === undefined) {
      const said = text.slice(from, to);
      inline = OPTIONAL_INLINE.test(said) ? -1 : REQUIRED_INLINE.test(said) ? 1 : 0;
      clauseWeights.set(from, inline);
    }
    if (inline < 0) return Math.min(base, WEIGHTS.optional);
    if (inline > 0) return Math.max(base, WEIGHTS.required);
    return base;
  };

  const covered = new Uint8Array(tokens.length);
  for (const hit of findTerms(tokens)) {
    const first = tokens[hit.from] as Token;
    const entry = LEXICON.entries[hit.id];
    if (!entry) continue;
    for (let k = hit.from; k < hit.to; k++) covered[k] = 1;
    const snippet = snippetOf(first);
    add(entry.term, hit.id, '', { weight: weightOf(first, snippet), snippet });
  }
  tokens.forEach((t, i) => {
    if (covered[i] || !isAcronym(t.raw)) return;
    const line = lineAt(lineWeights, t.start);
    if (line?.shouting) return;
    const term = t.raw.replace(/s$/, '');
    if (NOT_KEYWORDS.has(term)) return;
    const snippet = snippetOf(t);
    add(term, -1, normalizeWord(t.raw), { weight: weightOf(t, snippet), snippet });
  });
  // The job title's own terms are what the posting is about.
  for (const hit of findTerms(tokenize(jobTitle))) {
    const entry = LEXICON.entries[hit.id];
    if (entry) add(entry.term, hit.id, '', { weight: WEIGHTS.title, snippet: { start: 0, end: 0 } });
  }

  const keywords: JobKeyword[] = [];
  for (const e of byId.values()) {
    const max = Math.max(...e.occ.map((o) => o.weight));
    const repeats = Math.min(e.occ.length - 1, 4);
    const weight = Math.round(max * (1 + 0.25 * repeats) * 100) / 100;
    const snippets: string[] = [];
    for (const o of e.occ) {
      if (o.snippet.end <= o.snippet.start) continue;
      // At most 2,000 characters: a "sentence" with no full stop can be the whole posting, and
      // read once per occurrence it made this quadratic.
      const s = clip(text.slice(o.snippet.start, Math.min(o.snippet.end, o.snippet.start + 2_000)));
      if (!snippets.includes(s)) snippets.push(s);
      if (snippets.length >= MAX_SNIPPETS) break;
    }
    keywords.push({ term: e.term, weight, id: e.id, key: e.key, snippets, first: e.first });
  }
  keywords.sort((a, b) => b.weight - a.weight || a.first - b.first);
  return keywords.slice(0, MAX_KEYWORDS);
}

function isAcronym(raw: string): boolean {
  return /^[A-Z][A-Z0-9&]{1,5}s?$/.test(raw) && /[A-Z].*[A-Z]/.test(raw);
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 240 ? `${one.slice(0, 237)}…` : one;
}

interface LineWeight {
  start: number;
  end: number;
  weight: number;
  /** A line in capitals (a heading or a shouted line): its words are not acronyms. */
  shouting: boolean;
}

function weighLines(text: string): LineWeight[] {
  const lines: LineWeight[] = [];
  let section: number = WEIGHTS.normal;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    const heading = headingWeight(line);
    if (heading !== null) section = heading;
    const letters = line.replace(/[^A-Za-z]/g, '');
    const shouting = letters.length >= 12 && letters === letters.toUpperCase();
    lines.push({ start, end, weight: section, shouting });
    start = end + 1;
  }
  return lines;
}

function lineAt(lines: readonly LineWeight[], offset: number): LineWeight | undefined {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const l = lines[mid] as LineWeight;
    if (offset < l.start) hi = mid - 1;
    else if (offset > l.end) lo = mid + 1;
    else return l;
  }
  return undefined;
}
