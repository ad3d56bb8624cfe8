import {
  type DocumentType,
  type DownloadFormat,
  documentHtml,
  downloadFilename,
  effectiveTemplate,
} from '@app/shared';
import type { Deps } from '../../deps.js';
import type { DocumentActor } from './documents.service.js';
import { ownedRenderSource } from './documents.service.js';
import { renderCacheKey } from './render-key.js';
import { type RenderDeps, renderOnQueue } from './render-queue.js';
import { findRenderedFile } from './renders.repo.js';

export const DOWNLOAD_MIME_TYPES: Record<DownloadFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A file ready to send: its name for the Content-Disposition, its type and its bytes. */
export interface DocumentFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}

type Named = { type: DocumentType; jobTitle: string; companyName: string };
const nameOf = (row: { type: string; job_title: string; company_name: string }): Named => ({
  type: row.type as DocumentType,
  jobTitle: row.job_title,
  companyName: row.company_name,
});

/**
 * The document as a PDF or DOCX in its design. A file already rendered from the same content,
 * design and version is sent at once (no job, no Chromium); otherwise a render job makes it.
 */
export async function downloadDocument(
  deps: RenderDeps,
  actor: DocumentActor,
  id: string,
  format: DownloadFormat,
): Promise<DocumentFile> {
  // Read as the worker will: the key covers what the file shows of its owner (the author).
  const row = await ownedRenderSource(deps, actor, id);
  const template = effectiveTemplate(row.type as DocumentType, row.template_id);
  const cacheKey = renderCacheKey(row, template, format);
  const file =
    (await findRenderedFile(deps.db, cacheKey)) ??
    (await renderOnQueue(deps, { documentId: row.id, userId: row.user_id, cacheKey, format }));
  return {
    filename: downloadFilename(nameOf(row), format),
    mimeType: DOWNLOAD_MIME_TYPES[format],
    content: file.content,
  };
}

/** The document as a full HTML page in its design, for a new tab (no render job needed). */
export async function documentPreview(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
): Promise<{ filename: string; html: string }> {
  const row = await ownedRenderSource(deps, actor, id);
  const type = row.type as DocumentType;
  return {
    filename: downloadFilename(nameOf(row), 'html'),
    html: documentHtml(
      { type, title: row.title, content: row.content, author: row.author_name },
      effectiveTemplate(type, row.template_id),
    ),
  };
}
