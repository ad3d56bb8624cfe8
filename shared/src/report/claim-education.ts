/**
 * Degrees, classes of degree and schools the source does not give. "B.Sc." is "Bachelor of
 * Science"; a specific degree and "Bachelor's degree" are the same level; "2:1" is "Second Class
 * Upper"; "UNILAG" is "University of Lagos", and a school is found by its words in any casing.
 */
import { ALIASES, type AliasHit, findAliases, isSchoolAlias } from './aliases.js';
import { anchorWords, type ClaimSink } from './claim-sink.js';
import {
  DEGREE_AT_RE,
  DEGREE_CLASS_WORDS,
  DEGREE_FIELD_RE,
  DEGREE_WORDS,
  degreeCode,
  degreeLevel,
  readDegreeClasses,
} from './degrees.js';
import type { DocLine } from './lines.js';
import { nameSupported, nameWords } from './meaning.js';
import { workBefore } from './names.js';
import { runEndAfter, runStartBefore } from './runs.js';
import { normalizeWord, type Token } from './text.js';

// A school is found from its keyword: the capitalised words before it ("Yaba College …",
// "Lagos Business School") and an "of …" after it ("University of Lagos"), read by runs.ts.
const DEGREE_ANCHORS = anchorWords(DEGREE_WORDS);
const CLASS_ANCHORS = anchorWords(DEGREE_CLASS_WORDS);
// The first words of the schools' abbreviations and names the alias list knows ("unilag", "lago").
const SCHOOL_ALIAS_ANCHORS = anchorWords([
  ...ALIASES.longest.keys(),
  ...[...ALIASES.byExact.keys()].map((k) => normalizeWord(k)),
]);
const SCHOOL_WORDS = anchorWords([
  'university',
  'polytechnic',
  'college',
  'institute',
  'academy',
  'school',
  'seminary',
]);
const SCHOOL_OF_RE = /[ \t]+of[ \t]+(?=[A-Z])/y;
// Capitalised only because they start the sentence: "Graduated University of Lagos".
const LEAD_VERB =
  /^((?:Graduated|Studied|Attended|Completed|Earned|Holds?|Education|Degree|From|At|In|The)\s+)/;
// "Lagos University Teaching Hospital" is an employer, left for the employer finders.
const HOSPITAL_AFTER = /^\s+(?:Teaching\s+)?(?:Hospital|Medical|Clinic)/;

export function findDegreeClaims(sink: ClaimSink): void {
  const { text, source } = sink.ctx;
  for (const t of sink.tokensOf(DEGREE_ANCHORS)) {
    DEGREE_AT_RE.lastIndex = t.start;
    const m = DEGREE_AT_RE.exec(text);
    if (!m) continue;
    const start = m.index;
    const after = start + m[0].length;
    if (!sink.isFree(start, after)) continue;
    const code = degreeCode(m);
    const field = DEGREE_FIELD_RE.exec(text.slice(after, after + 80));
    const fieldWords =
      field?.[1] && !/^From\b|\b(?:University|Polytechnic|College|Institute|School|Academy)\b/.test(field[1])
        ? field[1]
        : '';
    const end = fieldWords ? after + (field?.index ?? 0) + (field?.[0].length ?? 0) : after;
    const generic = code === 'bachelor' || code === 'master' || code === 'diploma';
    let ok = generic ? source.degreeLevels.has(code) : source.degrees.has(code);
    // A specific degree where the source only says "Bachelor's degree" (or the reverse) is the same claim.
    if (!ok) ok = source.degrees.has(degreeLevel(code)) || (generic && source.degreeLevels.has(code));
    if (ok && fieldWords) {
      ok = nameWords(fieldWords).every(
        (w) => source.names.words.has(w.word) || /^(?:and|of|in|the|hons)$/.test(w.word),
      );
    }
    sink.judge('degree', start, end, ok);
  }
  for (const c of readDegreeClasses(
    text,
    sink.tokensOf(CLASS_ANCHORS).map((t) => t.start),
  )) {
    // "first-class service" is not a degree: a class counts beside a degree or in the education section.
    if (
      !inEducation(sink, c.start) &&
      !/graduat|degree|b\.?\s?sc|honours|hons/i.test(sentenceOf(sink, c.start))
    )
      continue;
    sink.judge('degree', c.start, c.end, source.degreeClasses.has(c.key));
  }
}

export function findSchoolClaims(sink: ClaimSink): void {
  const { text, source, tokens } = sink.ctx;
  let covered = 0;
  for (const t of sink.tokensOf(SCHOOL_WORDS)) {
    // "University College Hospital": one name, read from its first keyword.
    if (t.start < covered || !/^[A-Z]/.test(t.raw)) continue;
    let start = runStartBefore(text, t.start, 4);
    let end = t.end;
    SCHOOL_OF_RE.lastIndex = end;
    if (SCHOOL_OF_RE.exec(text)) end = runEndAfter(text, SCHOOL_OF_RE.lastIndex, 5);
    covered = end;
    let value = text.slice(start, end);
    const lead = LEAD_VERB.exec(value);
    if (lead) {
      start += lead[0].length;
      value = value.slice(lead[0].length);
    }
    if (!/\s/.test(value) || HOSPITAL_AFTER.test(text.slice(end, end + 30))) continue;
    // "taught at Greensprings School": a school that employed the person is an employer.
    const kind = workBefore(text, start) ? 'employer' : 'school';
    sink.judgeName(
      kind,
      start,
      end,
      (v) => nameSupported(v, source.names, 'school') || nameSupported(v, source.target, 'org'),
    );
  }
  // Abbreviations: "UNILAG", "ABU Zaria". Two letters ("UI") only where the line is about studies.
  let next = 0;
  for (const t of sink.tokensOf(SCHOOL_ALIAS_ANCHORS)) {
    const i = tokenIndex(tokens, t.start);
    const hit = i < next ? undefined : schoolAbbreviationAt(tokens, i);
    if (!hit) continue;
    const first = tokens[i] as Token;
    const last = tokens[hit.to - 1] as Token;
    next = hit.to;
    if (first.raw.length < 3 && hit.to - hit.from === 1 && !inEducation(sink, first.start)) continue;
    const supported =
      source.names.aliases.has(hit.id) ||
      nameSupported(ALIASES.canonical[hit.id] ?? '', source.names, 'school');
    sink.judge('school', first.start, last.end, supported);
  }
}

/** The index of the token starting at `start` (tokens are in text order). */
function tokenIndex(tokens: readonly Token[], start: number): number {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((tokens[mid] as Token).start < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A school's abbreviation starting at token `i` (written in capitals, or as the alias list spells it). */
function schoolAbbreviationAt(tokens: readonly Token[], i: number): AliasHit | undefined {
  const hit = findAliases(tokens.slice(i, i + 8))[0];
  return hit && hit.from === 0 && isSchoolAlias(hit.id) ? { id: hit.id, from: i, to: i + hit.to } : undefined;
}

function lineAt(lines: readonly DocLine[], offset: number): DocLine | undefined {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const line = lines[mid] as DocLine;
    if (offset < line.start) hi = mid - 1;
    else if (offset > line.end) lo = mid + 1;
    else return line;
  }
  return undefined;
}

export const inEducation = (sink: ClaimSink, offset: number): boolean =>
  lineAt(sink.ctx.lines, offset)?.section === 'education';

export { lineAt };

function sentenceOf(sink: ClaimSink, offset: number): string {
  const { text } = sink.ctx;
  const line = lineAt(sink.ctx.lines, offset);
  return line ? text.slice(line.start, line.end) : '';
}
