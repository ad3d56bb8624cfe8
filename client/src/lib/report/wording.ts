import type { ReportClaimGroup } from '@app/shared/report/claim-harm';
import type { ReportClaimKind, ReportReadBack, ReportSourceDto } from '@app/shared/report/dto';

/** Words of the report panel and cards, kept in one place so the card and the editor agree. */

export const CLAIM_KIND_LABELS: Record<ReportClaimKind, string> = {
  number: 'Number',
  percentage: 'Percentage',
  employer: 'Employer',
  job_title: 'Job title',
  degree: 'Degree',
  school: 'School',
  certification: 'Certification',
  membership: 'Membership',
  award: 'Award',
  date: 'Date',
};

/** The "Please check" list's groups, most harmful first (shared/src/report/claim-harm.ts). */
export const CLAIM_GROUP_LABELS: Record<ReportClaimGroup, string> = {
  roles: 'Employers and roles',
  credentials: 'Education and credentials',
  figures: 'Figures',
  dates: 'Dates',
};

/** Unknown kinds (a newer server) still read as something. */
export const claimKindLabel = (kind: string): string => CLAIM_KIND_LABELS[kind as ReportClaimKind] ?? 'Claim';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Please check" count: "Nothing to check", "1 claim to check", "3 claims to check". */
export function pleaseCheckText(count: number): string {
  return count <= 0 ? 'Nothing to check' : `${plural(count, 'claim', 'claims')} to check`;
}

/** "6 of 9 keywords found"; "No keywords found in the job description" when there are none. */
export function keywordCountText(matched: number, total: number): string {
  if (total === 0) return 'No keywords found in the job description';
  return `${matched} of ${plural(total, 'keyword', 'keywords')} found`;
}

/** "4 of 5 checks passed". */
export function checksText(passed: number, total: number): string {
  return `${passed} of ${plural(total, 'check', 'checks')} passed`;
}

/** What the before-score and the claims were measured against, in the panel's own words. */
export function sourceWording(kind: ReportSourceDto['sourceKind']): { short: string; long: string } | null {
  switch (kind) {
    case 'resume':
      return { short: 'your resume', long: 'the resume you uploaded' };
    case 'personal_details':
      return { short: 'your details', long: 'the details you typed' };
    default:
      return null;
  }
}

export const FORMAT_LABELS: Record<ReportReadBack['format'], string> = { pdf: 'PDF', docx: 'DOCX' };

/** The headline of one file's read-back: what an applicant tracking system gets from it. */
export function readBackTitle(readBack: ReportReadBack): string {
  const format = FORMAT_LABELS[readBack.format] ?? readBack.format.toUpperCase();
  if (readBack.faithful) return `${format} reads back exactly`;
  const lost = readBack.lostWords.length;
  return lost > 0
    ? `${format} loses ${plural(lost, 'word', 'words')}${lost >= 20 ? ' or more' : ''}`
    : `${format} reads back differently`;
}

/**
 * A cover letter's headline (issue 28): "Addresses 4 of 6 key requirements". A letter is measured
 * on the job's key requirements it addresses, never with a resume's keyword score.
 */
export function requirementsText(addressed: number, total: number): string {
  if (total === 0) return 'No key requirements found in the job description';
  return `Addresses ${addressed} of ${plural(total, 'key requirement', 'key requirements')}`;
}

/** The line under a letter's headline: what to do next, said kindly. */
export function requirementsNote(addressed: number, total: number): string {
  if (total === 0) return 'There is nothing in the job description to measure the letter on.';
  if (addressed >= total) return 'Every key requirement of the job is in your letter.';
  if (addressed === 0) return 'Name the requirements you meet, with an example of each.';
  const left = total - addressed;
  return `Mention ${left === 1 ? 'the other one' : `the other ${left}`} where your experience fits.`;
}

/**
 * A report's name by what it is about: a resume's ATS match, a letter's job fit. `title` heads
 * it; `phrase` goes inside a sentence ("The job fit could not be loaded.").
 */
export function reportNames(kind: ReportSourceDto['kind']): { title: string; phrase: string } {
  return kind === 'cover_letter'
    ? { title: 'Job fit', phrase: 'job fit' }
    : { title: 'ATS match', phrase: 'ATS match' };
}
