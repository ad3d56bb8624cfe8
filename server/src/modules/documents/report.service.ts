import {
  analyzeDocument,
  DOCUMENT_MESSAGES,
  type DocumentReportDto,
  type DocumentType,
  effectiveTemplate,
  type ReportReadBack,
  type ReportSourceDto,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { DocumentActor } from './documents.service.js';
import { checkedId } from './documents.service.js';
import { renderCacheKey } from './render-key.js';
import type { RenderDeps } from './render-queue.js';
import { findReportSource, type ReportSourceRow } from './report.repo.js';
import { reportInputOf, sourceKindOf } from './report-input.js';
import { readBackOnQueue } from './report-queue.js';
import { readBackReport } from './report-readback.js';

/** The actor's document with what its report reads; 404 for a missing, foreign or malformed id. */
async function ownedReportSource(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
): Promise<ReportSourceRow> {
  const row = await findReportSource(deps.db, checkedId(id));
  if (!row || row.user_id !== actor.userId) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return row;
}

/** What the browser needs to compute the report itself, as the person types (documents.reportSource). */
export async function getReportSource(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
): Promise<ReportSourceDto> {
  const row = await ownedReportSource(deps, actor, id);
  const input = reportInputOf(row);
  return {
    documentId: row.id,
    kind: input.kind,
    jobTitle: input.jobTitle,
    companyName: input.companyName,
    jobDescription: input.jobDescription,
    sourceText: input.sourceText,
    sourceKind: sourceKindOf(row),
  };
}

/** Read-backs per account: the panel asks once per click; a script asking in a loop is refused. */
export const REPORT_RULE: RateRule = { name: 'report:acct', limit: 30, windowSeconds: 10 * 60 };

/**
 * The whole match report of a stored document (GET /api/documents/{id}/report, documents.report):
 * the analysis of its content, and the same score on what its PDF and DOCX in its current design
 * read back as. The read-back waits for the worker at most `renderWaitMs`; without it in time
 * (or when the files cannot be made now), `readBack` is null and the analysis is still given.
 */
export async function getDocumentReport(
  deps: RenderDeps & Pick<Deps, 'clock' | 'redis' | 'env'>,
  actor: DocumentActor,
  id: string,
): Promise<DocumentReportDto> {
  // Each read-back renders the PDF and the DOCX in Chromium: counted before anything is read.
  await enforce(deps, [[REPORT_RULE, actor.userId]]);
  const row = await ownedReportSource(deps, actor, id);
  const input = reportInputOf(row);
  const analysis = analyzeDocument(input);
  const template = effectiveTemplate(row.type as DocumentType, row.template_id);
  const keys = {
    pdf: renderCacheKey(row, template, 'pdf'),
    docx: renderCacheKey(row, template, 'docx'),
  };
  let readBack: ReportReadBack[] | null = null;
  try {
    const texts = await readBackOnQueue(deps, { id: row.id, userId: row.user_id }, keys);
    if (texts)
      readBack = [
        readBackReport(input, analysis, 'pdf', texts.pdf),
        readBackReport(input, analysis, 'docx', texts.docx),
      ];
  } catch (error) {
    // The queue is down or refused the job: the analysis alone is still worth giving.
    deps.logger.warn(
      { documentId: row.id, err: error instanceof Error ? error.message : String(error) },
      'read-back unavailable',
    );
  }
  return {
    ...analysis,
    documentId: row.id,
    templateId: template.id,
    readBack,
    computedAt: deps.clock.now().toISOString(),
  };
}
