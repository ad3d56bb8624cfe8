/**
 * The lines of a document with the section each sits in (the light markdown of
 * shared/src/documents/structure.ts, or a pasted resume's plain headings).
 */

/** A line of the document and the section it sits in. */
export interface DocLine {
  start: number;
  end: number;
  /** The line without markdown markers. */
  text: string;
  textStart: number;
  bullet: boolean;
  heading: boolean;
  section: SectionKind;
  /** The heading of the section it sits in, as written ('' before the first). */
  sectionTitle: string;
}

export type SectionKind = 'top' | 'experience' | 'education' | 'skills' | 'other';

const SECTION_PATTERNS: Array<[RegExp, SectionKind]> = [
  [/experience|employment|work history|career|internships?|volunteer|professional background/i, 'experience'],
  [/education|academic|qualifications?|training|certifications?/i, 'education'],
  [/skills|competenc|tools|technologies|expertise/i, 'skills'],
];

const OTHER_SECTIONS =
  /summary|profile|objective|about|references?|referees|hobbies|interests|languages|projects|awards|achievements|publications|personal|contact|activities|affiliations|memberships|talks|writing|selected/i;

const ROLE_LINE_HINT = /\b(?:19|20)\d{2}\b|\s[—–|@]\s|\bpresent\b/i;

export function sectionKindOf(heading: string): SectionKind {
  for (const [re, kind] of SECTION_PATTERNS) if (re.test(heading)) return kind;
  return 'other';
}

/** A heading: `## X`, `# X` after the name, or a short line in capitals or ending with ":". */
function headingText(line: string, index: number): string | null {
  const md = /^#{1,3}\s+(.+)$/.exec(line);
  if (md) return index === 0 && line.startsWith('# ') ? null : (md[1] ?? '').trim();
  const plain = line.replace(/\*\*/g, '').trim();
  if (plain === '' || plain.length > 40 || /[.@|]/.test(plain)) return null;
  const letters = plain.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) return plain.replace(/:$/, '');
  if (plain.endsWith(':') && plain.split(/\s+/).length <= 4) return plain.slice(0, -1);
  return null;
}

export function splitLines(text: string): DocLine[] {
  const lines: DocLine[] = [];
  let section: SectionKind = 'top';
  let sectionTitle = '';
  let start = 0;
  let index = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    const marker = /^\s*(?:#{1,3}\s+|[-*•]\s+)?/.exec(raw)?.[0] ?? '';
    const content = raw.slice(marker.length).trimEnd();
    let heading = raw.trim() === '' ? null : headingText(raw.trim(), index);
    // A line in capitals is a heading only when it names a section: "ADA OBI" or
    // "FLUTTERWAVE — LAGOS" in capitals is the name or an employer, not a new section.
    if (
      heading !== null &&
      !marker.includes('#') &&
      sectionKindOf(heading) === 'other' &&
      !OTHER_SECTIONS.test(heading)
    ) {
      heading = null;
    }
    // "### Backend Engineer — Paystack (2020 – 2022)": a role line set as a heading. No section
    // heading carries a year or a " — " / " | " between parts.
    if (heading !== null && marker.includes('#') && index > 0 && ROLE_LINE_HINT.test(heading)) heading = null;
    if (heading !== null) {
      section = sectionKindOf(heading);
      sectionTitle = heading;
    }
    if (raw.trim() !== '') index++;
    lines.push({
      start,
      end,
      text: content,
      textStart: start + marker.length,
      bullet: /[-*•]\s+$/.test(marker),
      heading: heading !== null,
      section,
      sectionTitle,
    });
    start = end + 1;
  }
  return lines;
}
