/**
 * A resume's role lines, however the model shapes them: `Title — Company, City (dates)`,
 * `Company | Title | dates`, `Title at Company (dates)`, `Company (dates)` or `**Company** — City`
 * on its own line with the title on the next. Each line's parts that name a role or an employer
 * (dates and places left out). Sentences are not read here: a line with lowercase words is prose.
 */
import type { DocLine } from './lines.js';
import { isLocation, NOT_NAMES, TITLE_NOUNS } from './names.js';
import { LEXICON, phraseKey, scanTerms, tokenize } from './text.js';

export interface Segment {
  kind: 'title' | 'employer';
  start: number;
  end: number;
}

const DATEISH =
  /^(?:(?:from|since)\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*)?(?:\d{1,2}[/.-])?(?:\d{4}|'\d\d|’\d\d)?\s*(?:(?:[-–—]+|to|till|until)\s*(?:present|current|date|now|till date|to date|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*\d{4}|\d{1,2}[/.-]\d{4}|\d{4}))?$|^(?:present|current|till date|to date)$/i;
const SEPARATORS = /\s+[—–|•·@/]\s+|\s*\|\s*|\s+-\s+|,\s+|\s+at\s+|\s+since\s+|\s*[()[\]]\s*|\s*[—–]\s*/g;
const CONNECTORS = new Set(
  'of and the in for at de on to since from till until present remote hybrid onsite'.split(' '),
);

/** More than two lowercase words that are not connectors: a sentence, not a role line. */
function isProse(text: string): boolean {
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 97 || c > 122 || (i > 0 && text.charCodeAt(i - 1) !== 32)) continue;
    let j = i + 1;
    while (j < text.length && text.charCodeAt(j) !== 32) j++;
    if (!CONNECTORS.has(text.slice(i, j)) && ++lower > 2) return true;
    i = j;
  }
  return false;
}
const ROLE_HEAD_RE = /^(.{3,120}?(?:\d{4}|[Pp]resent)\)?)\s*(?::|[—–]|\s-)\s/;
const LABEL = /^([A-Za-z][A-Za-z ]{0,24}):\s*/;
const EMPLOYER_LABEL = /^(?:company|employer|organi[sz]ation|client|firm|institution|hospital|school)$/i;
const TITLE_LABEL = /^(?:role|title|position|designation|job title)$/i;
const LEGAL_SUFFIX = /(?:^|\s)(?:ltd|limited|plc|inc|llc|llp|nig|group|holding|bank|mfb)$/;
// Parts that are never a name: "Full-time", "Contract", "Self-employed", "Key achievements".
const isNotName = (key: string) => key.split(' ').every((w) => NOT_NAMES.has(w));
// Departments and teams are where a role sat, not who employed the person.
const UNIT_WORDS = /\b(?:department|dept|team|unit|division|desk|office|function|committee|squad|tribe)$/i;

/** Whether a part names a role (a title word in it), as opposed to an organisation. */
export function isTitlePart(key: string): boolean {
  if (LEGAL_SUFFIX.test(key)) return false;
  const words = key.split(' ');
  return words.some((w) => TITLE_NOUNS.has(w));
}

/** Whether the part is only skills the lexicon knows ("Node.js", "PostgreSQL"). */
export function isOnlySkills(part: string): boolean {
  const tokens = tokenize(part);
  const hits = scanTerms(tokens).hits;
  const covered = hits.reduce((n, h) => n + (h.to - h.from), 0);
  return (
    tokens.length > 0 &&
    covered === tokens.length &&
    hits.every((h) => LEXICON.entries[h.id]?.kind === 'skill')
  );
}

/**
 * The parts of a role line. `titlesOnly` for a resume's top lines, where a headline may give a
 * title but its other parts ("Payments | Fintech") are not employers.
 */
export function roleLineSegments(line: DocLine, titlesOnly = false): Segment[] {
  // Prose has lowercase words; a role line has at most "at", "since", "remote"… (checked first:
  // most lines of a resume are prose).
  // A role line is short: a long line is prose, and patterns are never tried on long runs.
  if (line.text.length > 300) return [];
  let text = line.text.replace(/\*\*|__/g, '  ');
  if (isProse(text)) {
    // "Senior Engineer, Flutterwave (2021 – 2024): built payment APIs …": a role line with its
    // description after a colon or a dash. Only the head is read, and only when it is dated.
    const cut = ROLE_HEAD_RE.exec(text);
    if (!cut || !/\d{4}|present/i.test(cut[1] ?? '') || isProse(cut[1] ?? '')) return [];
    text = cut[1] ?? ''; // a prefix: offsets into the line stay as they are
  }
  let offset = 0;
  const label = LABEL.exec(text);
  let forced: Segment['kind'] | null = null;
  if (label) {
    const name = label[1] ?? '';
    if (EMPLOYER_LABEL.test(name.trim())) forced = 'employer';
    else if (TITLE_LABEL.test(name.trim())) forced = 'title';
    else return [];
    offset = label[0].length;
    text = ' '.repeat(offset) + text.slice(offset);
  }
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 16) return [];
  SEPARATORS.lastIndex = 0;
  const separated = SEPARATORS.test(text);
  if (line.bullet && !/\d{4}|present/i.test(text) && !separated) return [];
  const segments: Segment[] = [];
  let from = 0;
  const consider = (a: number, b: number) => {
    let s = a;
    let e = b;
    while (s < e && /[\s*#]/.test(text[s] as string)) s++;
    while (e > s && /[\s*.,:;]/.test(text[e - 1] as string)) e--;
    if (e <= s) return;
    const part = text.slice(s, e);
    const capitals = part.split(/\s+/).filter((w) => !/^(?:of|and|&|the|in|for|de|on)$/i.test(w));
    if (!capitals.every((w) => /^[A-Z0-9]/.test(w))) return;
    if (DATEISH.test(part) || /\d{4}/.test(part)) return;
    const key = phraseKey(part);
    if (key === '' || isLocation(key) || isNotName(key)) return;
    const kind = forced ?? (isTitlePart(key) ? 'title' : 'employer');
    if (kind === 'employer' && (titlesOnly || UNIT_WORDS.test(key))) return;
    segments.push({ kind, start: line.textStart + s, end: line.textStart + e });
  };
  SEPARATORS.lastIndex = 0;
  for (const m of text.matchAll(SEPARATORS)) {
    consider(from, m.index);
    from = m.index + m[0].length;
  }
  consider(from, text.length);
  // "Title, Company, City": a one-word name right after the employer is where it is
  // ("Dangote Cement Plc, Obajana"), not a second employer.
  for (let i = segments.length - 1; i > 0; i--) {
    const seg = segments[i] as Segment;
    const prev = segments[i - 1] as Segment;
    const part = line.text.slice(seg.start - line.textStart, seg.end - line.textStart);
    if (seg.kind === 'employer' && prev.kind === 'employer' && /^[A-Z][a-z]+$/.test(part))
      segments.splice(i, 1);
  }
  // A bullet of one plain part is a skill or an achievement, not a role line — unless it is a
  // title with its dates ("- Head of Mathematics Department since 2020").
  if (line.bullet && segments.length < 2) {
    const dated = /\d{4}|present/i.test(text);
    return dated && segments[0]?.kind === 'title' ? segments : [];
  }
  return segments;
}
