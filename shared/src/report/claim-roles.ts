/**
 * Employers and job titles the source does not give, in the sentences of a letter or a summary
 * (a resume's role lines are claim-role-lines.ts): "three years at Zenith Bank", "my time with
 * Access Bank", "joined Kuda", "as a Treasury Analyst at Oando", "I was an Associate Product
 * Manager with Interswitch", "… Nigeria Plc". Compared by meaning (meaning.ts). The job's own
 * company and title are what a letter is for, not inventions; a title beside an invented
 * employer is as invented as the employer.
 */
import { anchorWords, ClaimSink } from './claim-sink.js';
import { nameSupported } from './meaning.js';
import { isLocation, NOT_NAMES, TITLE_NOUNS, workBefore } from './names.js';
import { isTitlePart } from './role-lines.js';
import { runStartBefore } from './runs.js';
import { LEXICON, normalizeWord, phraseKey, scanTerms, tokenize } from './text.js';

// Not "I" ("At Kuda I launched"); a dot only inside a word ("B.Sc"), never into the next sentence.
// Accented letters too ("Nestlé", "Le Méridien"): a name is not cut at its first é.
const RUN_WORD = "(?!I\\b)[A-Z0-9\u00C0-\u00DE](?:[\\w\u00C0-\u024F'’&+-]|\\.(?=\\w))*";
const NAME_RUN = `${RUN_WORD}(?:[ \\t]+(?:(?:of|and|for|&)[ \\t]+)?${RUN_WORD}){0,5}`;
// Each pattern is tried only at its keywords (ClaimSink.tokensOf), never at every position.
const AT_WORDS = anchorWords(['at', 'with', 'for', 'join', 'joined', 'joining', 'by']);
const AT_RE = new RegExp(
  `([Aa]t|[Ww]ith|[Ff]or|[Jj]oin(?:ed|ing)?|[Bb]y)[ \\t]+(?:the[ \\t]+)?(${NAME_RUN})`,
  'y',
);
// Names ending in what makes them an organisation, read back from that word (runs.ts).
const SUFFIX_WORDS = anchorWords([
  'ltd',
  'limited',
  'plc',
  'inc',
  'llc',
  'llp',
  'bank',
  'holding',
  'group',
  'technology',
  'consulting',
  'brewery',
  'industry',
  'hospital',
  'co',
]);
const SUFFIX_WORD_RE =
  /(?:Ltd\b\.?|Limited\b|Plc\b|PLC\b|Inc\b\.?|LLC\b|LLP\b|Bank\b|Holdings\b|Group\b|Technologies\b|Consulting\b|Breweries\b|Industries\b|Hospitals?\b|Co\b\.?)/y;
const BANK_OF_RE = /[ \t]+of[ \t]+[A-Z][a-z]+/y;
const AS_A_RE = /as\s+(?:an?|the|our|their)\s+([\w-]+(?:[ \t]+[\w-]+){0,4})/iy;
const AS_WORDS = anchorWords(['as']);
const TITLE_LEAD_WORDS = anchorWords([
  'was',
  'am',
  'been',
  'became',
  'worked',
  'work',
  'served',
  'serving',
  'promoted',
  'appointed',
  'hired',
  'role',
  'position',
  'post',
]);
const TITLE_LEAD_RE =
  /(?:was|am|been|became|worked as|work as|served as|serving as|promoted to|appointed(?: as)?|hired as|role of|position of|post of)[ \t]+(?:(?:an?|the|our)[ \t]+)?((?:[A-Z][\w\u00C0-\u024F'’&-]*[ \t]+(?:of[ \t]+|and[ \t]+|&[ \t]+)?){0,4}[A-Z][\w\u00C0-\u024F'’&-]*)/y;
// Capitalised words that only start the sentence: "Joined Access Bank", "At Kuda, I …".
const LEAD_WORD =
  /^(?:[A-Z][a-z]+ed|Joined|At|As|With|For|Dear|In|The|Before|After|While|During|Since|From|My|Our|I)\s/;
const SCHOOL_WORD = /\b(?:University|Polytechnic|College|Institute|Academy|School)s?\b/;
// Departments and teams are where a role sat, not who employed the person.
const UNIT_END =
  /\b(?:department|dept|team|unit|division|desk|office|function|committee|squad|tribe|programme|program|project)$/;

/** An employer named in a sentence, and whether the source gives it. */
interface Named {
  start: number;
  end: number;
  ok: boolean;
}

export function findSentenceRoleClaims(sink: ClaimSink): void {
  const { text } = sink.ctx;
  const named: Named[] = [];
  const titleStarts: number[] = [];
  for (const t of sink.tokensOf(AT_WORDS)) {
    const m = ClaimSink.matchAt(AT_RE, text, t.start);
    if (!m) continue;
    const prep = (m[1] ?? '').toLowerCase();
    const raw = m[2] ?? '';
    const start = m.index + m[0].length - raw.length;
    const work = workBefore(text, start) || prep.startsWith('join');
    if (/^[A-Z]/.test(raw)) titleStarts.push(m.index);
    // "with Python", "for Christmas": only "at" and "joined" name a place of work on their own.
    if ((prep === 'with' || prep === 'for' || prep === 'by') && !work && !looksLikeOrg(raw)) continue;
    // "graduated at University of Lagos" is a school, read as one below.
    if (SCHOOL_WORD.test(raw) && !work) continue;
    claimEmployers(sink, start, raw, named);
  }
  for (const t of sink.tokensOf(SUFFIX_WORDS)) {
    const m = ClaimSink.matchAt(SUFFIX_WORD_RE, text, t.start);
    // "& Co": the "&" is part of the suffix.
    if (!m || (t.norm === 'co' && !/&[ \t]*$/.test(text.slice(Math.max(0, t.start - 3), t.start)))) continue;
    let start = runStartBefore(text, m.index, 5);
    if (start === m.index) continue;
    let end = m.index + m[0].length;
    BANK_OF_RE.lastIndex = end;
    if (m[0] === 'Bank' && BANK_OF_RE.exec(text)) end = BANK_OF_RE.lastIndex;
    let value = text.slice(start, end);
    const lead = LEAD_WORD.exec(value);
    if (lead && isSentenceStart(text, start)) {
      start += lead[0].length;
      value = value.slice(lead[0].length);
    }
    claimEmployers(sink, start, value, named);
  }
  // Titles after the employers, so a title is judged with the employer it sits beside.
  for (const at of titleStarts) titleBefore(sink, at, named);
  for (const t of sink.tokensOf(AS_WORDS)) {
    const m = ClaimSink.matchAt(AS_A_RE, text, t.start);
    if (!m) continue;
    // "as a Treasury Analyst at…": the words up to the one that names a role ("Head of …" on).
    const words = (m[1] ?? '').split(/[ \t]+/);
    const upTo = words.findIndex((w) => TITLE_NOUNS.has(normalizeWord(w)));
    // One lowercase word ("as the lead") is a manner of speaking more often than a role.
    if (upTo < 0 || (upTo === 0 && !/^[A-Z]/.test(words[0] ?? ''))) continue;
    const start = m.index + m[0].length - (m[1] ?? '').length;
    claimTitle(sink, start, start + titleWords(words, upTo).join(' ').length, named);
  }
  for (const t of sink.tokensOf(TITLE_LEAD_WORDS)) {
    const m = ClaimSink.matchAt(TITLE_LEAD_RE, text, t.start);
    if (!m) continue;
    const words = (m[1] ?? '').split(/\s+/);
    let upTo = -1;
    words.forEach((w, i) => {
      if (upTo < 0 && TITLE_NOUNS.has(normalizeWord(w))) upTo = i;
    });
    if (upTo < 0) continue;
    const start = m.index + m[0].length - (m[1] ?? '').length;
    claimTitle(sink, start, start + titleWords(words, upTo).join(' ').length, named);
  }
}

/** A title's words up to its role word, and an "of …" after it: "Head of Mathematics Department". */
function titleWords(words: readonly string[], noun: number): string[] {
  let end = noun + 1;
  if (words[end] === 'of') {
    let k = end + 1;
    while (k < words.length && (/^[A-Z]/.test(words[k] as string) || /^(?:and|&)$/.test(words[k] as string)))
      k++;
    if (k > end + 1) end = k;
  }
  while (end > noun + 1 && /^(?:and|&|of)$/.test(words[end - 1] as string)) end--;
  return words.slice(0, end);
}

/** "… Associate Product Manager with Interswitch": the title just before the preposition. */
function titleBefore(sink: ClaimSink, at: number, named: readonly Named[]): void {
  const { text } = sink.ctx;
  const before = text.slice(Math.max(0, at - 60), at);
  const m =
    /((?:[A-Z][\w\u00C0-\u024F'’&-]*[ \t]+(?:(?:of|and|&)[ \t]+)?){0,4}[A-Z][\w\u00C0-\u024F'’&-]*)[ \t]*$/.exec(
      before,
    );
  if (!m?.[1]) return;
  let value = m[1];
  let start = at - before.length + m.index;
  const lead = LEAD_WORD.exec(value);
  if (lead && isSentenceStart(text, start)) {
    start += lead[0].length;
    value = value.slice(lead[0].length);
  }
  const last = normalizeWord(value.split(/\s+/).at(-1) ?? '');
  if (!TITLE_NOUNS.has(last)) return;
  claimTitle(sink, start, start + value.length, named);
}

function claimTitle(sink: ClaimSink, start: number, end: number, named: readonly Named[]): void {
  const { text, source } = sink.ctx;
  const value = text.slice(start, end);
  // "as a senior engineer at Flutterwave": a title beside an invented employer is invented too.
  const ok =
    !besideInvented(text, start, end, named) &&
    (nameSupported(value, source.names, 'title') || nameSupported(value, source.target, 'title'));
  sink.judge('job_title', start, end, ok);
}

/** Whether the nearest employer in the title's clause (within a few words) is one the source lacks. */
function besideInvented(text: string, start: number, end: number, named: readonly Named[]): boolean {
  let nearest: Named | undefined;
  let gap = 45;
  for (const n of named) {
    const d = n.start >= end ? n.start - end : start >= n.end ? start - n.end : 0;
    const between = n.start >= end ? text.slice(end, n.start) : text.slice(n.end, start);
    if (d < gap && !/[.!?;\n]/.test(between)) {
      gap = d;
      nearest = n;
    }
  }
  return nearest !== undefined && !nearest.ok;
}

/** An employer's name, or two ("at MTN and Shoprite"), unless the source names the whole. */
function claimEmployers(sink: ClaimSink, start: number, raw: string, named: Named[]): void {
  const { source } = sink.ctx;
  const name = raw.replace(/['’]s$/, '').replace(/[\s.,]+$/, '');
  const pieces = name.split(/(\s+(?:and|&)\s+)/);
  if (pieces.length > 1 && !nameSupported(name, source.names, 'org') && !/&/.test(name)) {
    let at = start;
    pieces.forEach((piece, i) => {
      if (i % 2 === 0) claimEmployer(sink, at, piece, named);
      at += piece.length;
    });
    return;
  }
  claimEmployer(sink, start, name, named);
}

function claimEmployer(sink: ClaimSink, start: number, name: string, named: Named[]): void {
  const { source } = sink.ctx;
  const value = name.replace(/['’]s$/, '').replace(/[\s.,]+$/, '');
  const key = phraseKey(value);
  if (!/[a-z]/.test(key) || isLocation(key)) return;
  if (key.split(' ').every((w) => NOT_NAMES.has(w)) || UNIT_END.test(key)) return;
  const end = start + value.length;
  const ok = nameSupported(value, source.names, 'org') || nameSupported(value, source.target, 'org');
  // Only a name the source lacks needs a closer look (cheaper that way round): "with Python" is
  // a skill, and "as a Business Analyst at…" put a title, not an employer, in the name's place.
  if (!ok && (isOnlySkills(value) || (isTitlePart(key) && !looksLikeOrg(value)))) return;
  if (sink.judge('employer', start, end, ok)) named.push({ start, end, ok });
  else if (!sink.isFree(start, end)) {
    // Already judged (a role line, a suffix name): still the employer its titles sit beside.
    const prior = sink.claims.find((c) => c.kind === 'employer' && c.start <= start && end <= c.end);
    named.push({ start, end, ok: prior === undefined });
  }
}

const ORG_MARK =
  /\b(?:Ltd|Limited|Plc|PLC|Inc|LLC|LLP|Bank|Group|Holdings|Technologies|Consulting|Partners|Nigeria|Africa|Hospitals?)\b/;
const looksLikeOrg = (name: string) => ORG_MARK.test(name);

function isOnlySkills(part: string): boolean {
  const tokens = tokenize(part);
  const hits = scanTerms(tokens).hits;
  let covered = 0;
  for (const h of hits) {
    if (LEXICON.entries[h.id]?.kind !== 'skill') return false;
    covered += h.to - h.from;
  }
  return tokens.length > 0 && covered === tokens.length;
}

function isSentenceStart(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || /[\n.!?:•*#-]/.test(text[i] as string);
}
