/**
 * Degrees as a person means them: "B.Sc.", "BSc", "Bachelor of Science" are one degree; a
 * specific degree and a generic "Bachelor's degree" are the same level; "2:1", "Second Class
 * Upper" and "Upper Second" are one class of degree.
 */

// Degrees: [pattern, code]. Codes of the same level are interchangeable with a generic mention.
const DEGREE_PATTERNS: Array<[string, string]> = [
  // Education degrees first: "B.A. Ed." is one degree, not a B.A.
  ['B\\.?\\s?A\\.?\\s?\\(?Ed\\b\\.?\\)?|Bachelor of Arts(?:\\s+in)?\\s+Education', 'baed'],
  ['B\\.?\\s?Sc\\.?\\s?\\(?Ed\\b\\.?\\)?|Bachelor of Science(?:\\s+in)?\\s+Education', 'bsced'],
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
  ['Post[- ]?[Bb]asic(?:\\s+(?:Diploma|Certificate|Programme|Course))?', 'postbasic'],
  ['Ordinary National Diploma|National Diploma', 'ond'],
  ['Doctor(?:ate)? of Philosophy|Doctorate', 'phd'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Business Administration", 'mba'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Science", 'msc'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Arts", 'ma'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Engineering", 'meng'],
  ["Master(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Public Health", 'mph'],
  // Generic only with a degree's words after it: "Scrum Master" is a certification, "Master Baker" a title.
  ["Master(?:'s|’s|s)?\\s+[Dd]egree|Master(?:'s|’s)|Master(?:s|'s|’s)?(?=\\s+(?:in|of)\\s+[A-Z])", 'master'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Nursing(?:\\s+Science)?", 'bnsc'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Science", 'bsc'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Arts", 'ba'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Engineering", 'beng'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Technology", 'btech'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Laws", 'llb'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Education", 'bed'],
  ["Bachelor(?:'s|’s|s)?(?:\\s+[Dd]egree)?(?:\\s+(?:of|in))?\\s+Pharmacy", 'bpharm'],
  ['(?:Advanced\\s+|Professional\\s+|Graduate\\s+)?Diploma(?=\\s+(?:in|of)\\s+[A-Z])', 'diploma'],
  [
    "Bachelor(?:'s|’s|s)?\\s+[Dd]egree|Bachelor(?:'s|’s)|Bachelor(?:s|'s|’s)?(?=\\s+(?:in|of)\\s+[A-Z])",
    'bachelor',
  ],
];
export const DEGREE_RE = new RegExp(
  `(?=[BMLPHONDAG])(?:${DEGREE_PATTERNS.map(([p]) => `(${p})`).join('|')})`,
  'g',
);
/** DEGREE_RE tried at one position (a word that can start a degree, DEGREE_WORDS). */
export const DEGREE_AT_RE = new RegExp(DEGREE_RE.source, 'y');
/** The first words of every degree above, as a text's tokens carry them ("B.Sc" → "b.sc"). */
export const DEGREE_WORDS: readonly string[] = (
  'b.sc bsc b b.n.sc bnsc b.a ba b.eng beng b.tech btech b.ed bed b.pharm bpharm ll.b llb ll.m llm ll mbbs ' +
  'm.b.b.s m.sc msc m m.a ma m.eng meng mba m.b.a mph m.phil mphil ph.d phd ph pharm.d pharmd pharm hnd ond nce ' +
  'pgd pgde post postgraduate higher ordinary national doctor doctorate master bachelor advanced professional ' +
  'graduate diploma'
).split(' ');
/** After a degree: "(Hons)", "in"/"of", then up to four capitalised words — the field of study. */
export const DEGREE_FIELD_RE =
  /^[ \t]*(?:\(Hons\.?\)[ \t]*|Hons\.?[ \t]*)?(?:(?:in|of)[ \t]+)?((?:[A-Z][\w&’'-]*)(?:[ \t]+(?:and[ \t]+|&[ \t]+)?[A-Z][\w&’'-]*){0,3})/;

const LEVELS: Record<string, string> = {
  bsc: 'bachelor',
  baed: 'bachelor',
  bsced: 'bachelor',
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
  postbasic: 'diploma',
  diploma: 'diploma',
};
export const degreeLevel = (code: string): string => LEVELS[code] ?? code;

/** Which alternative of DEGREE_RE matched: its code. */
export function degreeCode(match: RegExpExecArray): string {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return DEGREE_PATTERNS[i - 1]?.[1] ?? '';
  return '';
}

// Classes of degree: [pattern, key].
const CLASS_PATTERNS: Array<[string, string]> = [
  ['First[\\s-]Class(?:\\s+(?:Honours|Hons\\.?|Degree|Division))?|1st[\\s-]Class', 'first'],
  [
    'Second[\\s-]Class[\\s-](?:Honours[\\s-]|Hons\\.?[\\s-])?\\(?Upper(?:[\\s-]Division)?\\)?|Upper[\\s-]Second(?:[\\s-]Class)?|2nd[\\s-]Class[\\s-]Upper|(?<![\\d:.])2:1(?![\\d:.])|(?<=\\()2\\.1(?=\\))',
    'upper second',
  ],
  [
    'Second[\\s-]Class[\\s-](?:Honours[\\s-]|Hons\\.?[\\s-])?\\(?Lower(?:[\\s-]Division)?\\)?|Lower[\\s-]Second(?:[\\s-]Class)?|2nd[\\s-]Class[\\s-]Lower|(?<![\\d:.])2:2(?![\\d:.])|(?<=\\()2\\.2(?=\\))',
    'lower second',
  ],
  ['Third[\\s-]Class|3rd[\\s-]Class', 'third'],
];
const DEGREE_CLASS_RE = new RegExp(CLASS_PATTERNS.map(([p]) => `(${p})`).join('|'), 'iy');
// Where a class can start: the case-insensitive pattern is slow to try at every position.
// Case-sensitive spellings: a case-insensitive alternation is slow to try at every position.
const CLASS_START_RE =
  /\b(?:[Ff]irst|[Ss]econd|[Tt]hird|1st|2nd|3rd|[Uu]pper|[Ll]ower|FIRST|SECOND|THIRD|UPPER|LOWER)\b|2:[12]|2\.[12]\)/g;

/** The first words of a class of degree, as a text's tokens carry them ("2:1" is "2", "1"). */
export const DEGREE_CLASS_WORDS: readonly string[] =
  'first second third 1st 2nd 3rd upper lower 2 2.1 2.2'.split(' ');

/**
 * The classes of degree a text names: "2:1", "Second Class Upper", "Upper Second", … Tried where
 * one can start: `starts` when the caller has them (its tokens), or CLASS_START_RE's matches.
 */
export function readDegreeClasses(
  text: string,
  starts: readonly number[] = [...text.matchAll(CLASS_START_RE)].map((m) => m.index),
): Array<{ start: number; end: number; key: string }> {
  const found: Array<{ start: number; end: number; key: string }> = [];
  let covered = 0;
  for (const at of starts) {
    if (at < covered) continue;
    DEGREE_CLASS_RE.lastIndex = at;
    // "2:1" and "(2.1)" are checked whole by the pattern (no digit or colon around them).
    const m = DEGREE_CLASS_RE.exec(text);
    if (!m) continue;
    covered = m.index + m[0].length;
    found.push({ start: m.index, end: covered, key: degreeClassKey(m) });
  }
  return found;
}

/** Which class a DEGREE_CLASS_RE match names. */
function degreeClassKey(match: RegExpExecArray): string {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return CLASS_PATTERNS[i - 1]?.[1] ?? '';
  return '';
}
