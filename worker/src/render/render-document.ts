import { renderCacheKey, sentKeySource } from '@app/server/modules/documents/render-key';
import { findRenderSource, findSentRenderSource } from '@app/server/modules/documents/render-source.repo';
import { findRenderedFileId, storeRenderedFile } from '@app/server/modules/documents/renders.repo';
import { insertFile } from '@app/server/modules/files/files.repo';
import {
  type DocumentType,
  type DownloadFormat,
  downloadFilename,
  effectiveTemplate,
  type PrintableDocument,
} from '@app/shared';
import { UnrecoverableError } from 'bullmq';
import type { JobContext } from '../runtime/processor.js';
import { RenderTimeoutError } from './browser-pool.js';
import { ChromiumMissingError } from './chromium.js';
import { renderDocx } from './docx.js';
import { renderPdf } from './pdf.js';
import { sharedRenderPool } from './shared-pool.js';

export const MIME_TYPES: Record<DownloadFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const isDocumentType = (type: string): type is DocumentType => type === 'resume' || type === 'cover_letter';

/**
 * Renders a stored document as it is now (its current content and design), unless a file with
 * the same cache key is already stored: then its id is the answer and Chromium is not touched.
 * The key answered may differ from the one the job was queued with when the document changed
 * in between; the server serves whatever file id comes back.
 */
export async function renderStoredDocument(
  format: DownloadFormat,
  documentId: string,
  context: JobContext,
  /** Render the copy sent with this application (issue 30) instead of the live document. */
  applicationId?: string,
): Promise<{ fileId: string; cacheKey: string }> {
  const { deps, logger } = context;
  const source = applicationId
    ? await findSentRenderSource(deps.db, applicationId, documentId)
    : await findRenderSource(deps.db, documentId);
  // Deleted since the request: nothing to render, and no retry will change that.
  if (!source) throw new UnrecoverableError(`Document ${documentId} no longer exists`);
  if (!isDocumentType(source.type)) throw new UnrecoverableError(`Unknown document type ${source.type}`);
  const template = effectiveTemplate(source.type, source.template_id);
  const cacheKey = renderCacheKey(
    applicationId ? sentKeySource(source, applicationId) : source,
    template,
    format,
  );
  const cached = await findRenderedFileId(deps.db, cacheKey);
  if (cached) return { fileId: cached, cacheKey };

  const doc: PrintableDocument = {
    type: source.type,
    title: source.title,
    content: source.content,
    author: source.author_name,
  };
  const started = performance.now();
  let content: Buffer;
  try {
    content =
      format === 'pdf'
        ? await renderPdf(deps.renderPool ?? sharedRenderPool(deps.env, deps.logger), doc, template)
        : await renderDocx(doc, template);
  } catch (error) {
    // A missing Chromium or a document that outlasts the limit fails the same way the next time:
    // fail now with the reason. A crashed browser is retried (it is replaced first).
    if (error instanceof ChromiumMissingError || error instanceof RenderTimeoutError)
      throw new UnrecoverableError(error.message);
    throw error;
  }
  const render = {
    documentId: source.id,
    userId: source.user_id,
    cacheKey,
    format,
    filename: downloadFilename(
      { type: source.type, jobTitle: source.job_title, companyName: source.company_name },
      format,
    ),
    mimeType: MIME_TYPES[format],
    content,
  };
  // A sent copy outlives its document; renders are cached per document, so without it the file
  // is kept loose for the one download waiting for it (takeLooseRender).
  const fileId =
    applicationId && !(await findRenderSource(deps.db, documentId))
      ? (await insertFile(deps.db, { ...render, purpose: 'rendered' })).id
      : await storeRenderedFile(deps.db, render);
  logger.info(
    {
      documentId,
      format,
      template: template.id,
      bytes: content.length,
      ms: Math.round(performance.now() - started),
    },
    'document rendered',
  );
  return { fileId, cacheKey };
}
