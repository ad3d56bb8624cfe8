import {
  APPLICATION_MESSAGES,
  type DocumentType,
  type DownloadFormat,
  downloadFilename,
  effectiveTemplate,
} from '@app/shared';
import { AppError } from '../../errors.js';
import { DOWNLOAD_MIME_TYPES, type DocumentFile } from '../documents/documents.downloads.js';
import { renderCacheKey, sentKeySource } from '../documents/render-key.js';
import { type RenderDeps, renderOnQueue } from '../documents/render-queue.js';
import { findSentRenderSource } from '../documents/render-source.repo.js';
import { findRenderedFile } from '../documents/renders.repo.js';
import { type ApplicationActor, checkedApplicationId } from './applications.service.js';

/**
 * A document exactly as it was sent with the application, as PDF or DOCX: the frozen content in
 * the frozen design, rendered through the same queue and cache as any document (under a key of
 * its own, so an edit of the live document never changes it). 404 like the application.
 */
export async function downloadSentDocument(
  deps: RenderDeps,
  actor: ApplicationActor,
  applicationId: string,
  documentId: string,
  format: DownloadFormat,
): Promise<DocumentFile> {
  const notFound = new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  const appId = checkedApplicationId(applicationId);
  const docId = checkedApplicationId(documentId);
  const source = await findSentRenderSource(deps.db, appId, docId);
  if (!source || source.user_id !== actor.userId) throw notFound;
  const type = source.type as DocumentType;
  const template = effectiveTemplate(type, source.template_id);
  const cacheKey = renderCacheKey(sentKeySource(source, appId), template, format);
  const file =
    (await findRenderedFile(deps.db, cacheKey)) ??
    (await renderOnQueue(deps, {
      documentId: docId,
      userId: source.user_id,
      cacheKey,
      format,
      applicationId: appId,
    }));
  return {
    filename: downloadFilename(
      { type, jobTitle: source.job_title, companyName: source.company_name },
      format,
    ),
    mimeType: DOWNLOAD_MIME_TYPES[format],
    content: file.content,
  };
}
