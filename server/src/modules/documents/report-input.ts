import { analyzeDocument, type ReportInput, type ReportSourceDto } from '@app/shared';
import type { ReportSourceRow } from './report.repo.js';

type SourceParts = Pick<
  ReportSourceRow,
  'type' | 'content' | 'job_title' | 'company_name' | 'job_description' | 'source_text' | 'source_kind'
>;

/** Where a generation's source came from; 'none' for a document without one. */
export const sourceKindOf = (
  row: Pick<SourceParts, 'source_kind' | 'source_text'>,
): ReportSourceDto['sourceKind'] =>
  row.source_text !== null && (row.source_kind === 'resume' || row.source_kind === 'personal_details')
    ? row.source_kind
    : 'none';

/** What the analysis reads of a stored document (its content as stored now). */
export function reportInputOf(row: SourceParts): ReportInput {
  const sourceKind = sourceKindOf(row);
  return {
    kind: row.type === 'cover_letter' ? 'cover_letter' : 'resume',
    jobTitle: row.job_title,
    companyName: row.company_name,
    jobDescription: row.job_description ?? '',
    text: row.content,
    sourceText: sourceKind === 'none' ? null : row.source_text,
  };
}

/**
 * The match score stored with a document's content (documents.match_score: 0..100, whole): a
 * resume's ATS match, a cover letter's share of the job's key requirements (issue 28). Null when
 * the job description yields no keyword: there is nothing to match, and a 0 badge would say the
 * document is bad when it is only unmeasured.
 */
export function matchScoreOf(input: ReportInput): number | null {
  const { score, keywords } = analyzeDocument(input);
  if (keywords.length === 0) return null;
  return Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
}
