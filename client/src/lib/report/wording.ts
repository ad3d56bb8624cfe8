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
  date: 'Date',
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
