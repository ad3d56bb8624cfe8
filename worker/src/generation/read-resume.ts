import type { Deps } from '@app/server/deps';
import { detectResumeKind } from '@app/server/modules/files/file-kind';
import { findFileContent } from '@app/server/modules/files/files.repo';
import { recordHostileFile } from '@app/server/modules/files/upload-limits';
import { EXTRACT_LIMITS, extractionPool, extractResumeText } from '../parsing/extract-text.js';
import { READ_MESSAGES, type ReadFailure, ResumeReadError } from '../parsing/read-error.js';

/** Refusals that cost real work (a bomb, the time limit): held against the uploader's account. */
const HOSTILE: ReadonlySet<ReadFailure> = new Set(['oversized', 'timeout']);

/**
 * The stored resume's text, or the sentence telling the person why it could not be read. The
 * file's owner gets a fair turn in the extraction pool, and hostile files count against them.
 */
export async function readResume(
  deps: Pick<Deps, 'db' | 'redis' | 'env' | 'logger'>,
  fileId: string,
): Promise<{ text: string } | { failure: string }> {
  const file = await findFileContent(deps.db, fileId);
  if (!file) return { failure: 'Your uploaded resume is no longer available. Please upload it again.' };
  const content = Buffer.from(file.content);
  const kind = detectResumeKind(content);
  if (!kind) return { failure: READ_MESSAGES.unsupported };
  try {
    return { text: await extractResumeText(content, kind, EXTRACT_LIMITS, extractionPool(), file.user_id) };
  } catch (error) {
    if (!(error instanceof ResumeReadError)) throw error;
    if (HOSTILE.has(error.reason)) {
      deps.logger.warn({ fileId, userId: file.user_id, reason: error.reason }, 'hostile resume refused');
      await recordHostileFile(deps, file.user_id);
    }
    return { failure: error.message };
  }
}
