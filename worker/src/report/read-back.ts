import { findRenderSource } from '@app/server/modules/documents/render-source.repo';
import { findRenderedFile } from '@app/server/modules/documents/renders.repo';
import { findReadBackTexts, setReadBackText } from '@app/server/modules/documents/report.repo';
import { DOCUMENT_MAX_CHARS, type DownloadFormat } from '@app/shared';
import { UnrecoverableError } from 'bullmq';
import { EXTRACT_LIMITS, extractionPool, normaliseText } from '../parsing/extract-text.js';
import { ResumeReadError } from '../parsing/read-error.js';
import { renderStoredDocument } from '../render/render-document.js';
import type { JobContext } from '../runtime/processor.js';

/** Room for a document at its longest plus what a design adds (a letterhead name). */
const READ_BACK_MAX_CHARS = DOCUMENT_MAX_CHARS * 2;

/**
 * Reads a document's PDF and DOCX back (issue 16): renders each as it is stored now through the
 * render pipeline (a cached file is reused, Chromium not touched), reads it with the readers used
 * for uploads, in the same extraction threads, and stores the text beside the rendered file. A
 * file read back before is not read again. Answers the cache keys the texts are stored under.
 */
export async function readBackStoredDocument(
  documentId: string,
  context: JobContext,
): Promise<{ pdf: string; docx: string }> {
  const source = await findRenderSource(context.deps.db, documentId);
  if (!source) throw new UnrecoverableError(`Document ${documentId} no longer exists`);
  const [pdf, docx] = await Promise.all([
    readBackFile('pdf', documentId, source.user_id, context),
    readBackFile('docx', documentId, source.user_id, context),
  ]);
  return { pdf, docx };
}

async function readBackFile(
  format: DownloadFormat,
  documentId: string,
  owner: string,
  context: JobContext,
): Promise<string> {
  const { db } = context.deps;
  const { cacheKey } = await renderStoredDocument(format, documentId, context);
  if ((await findReadBackTexts(db, [cacheKey])).has(cacheKey)) return cacheKey;
  const file = await findRenderedFile(db, cacheKey);
  // Edited (and its files deleted) between the render and now: the retry reads the new one.
  if (!file) throw new Error(`The ${format} of ${documentId} changed while it was read back`);
  await setReadBackText(db, cacheKey, await readText(file.content, format, owner, context));
  return cacheKey;
}

/**
 * What an upload of this file would read as: the same reader and the same clean-up, without the
 * resume-only refusal of an (almost) empty text. A file the readers refuse reads as nothing, so
 * the report says every word is lost; a read that ran out of time is tried again.
 */
async function readText(
  content: Buffer,
  format: DownloadFormat,
  owner: string,
  context: JobContext,
): Promise<string> {
  try {
    const raw = await extractionPool().extract(format, content, EXTRACT_LIMITS.timeoutMs, owner);
    return normaliseText(raw, READ_BACK_MAX_CHARS);
  } catch (error) {
    if (!(error instanceof ResumeReadError) || error.reason === 'timeout') throw error;
    context.logger.warn({ format, reason: error.reason }, 'rendered file does not read back');
    return '';
  }
}
