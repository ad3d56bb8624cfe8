import type { Database } from '@app/server/db/database';
import { detectResumeKind } from '@app/server/modules/files/file-kind';
import { findFileContent } from '@app/server/modules/files/files.repo';
import { extractResumeText } from '../parsing/extract-text.js';
import { READ_MESSAGES, ResumeReadError } from '../parsing/read-error.js';

/** The stored resume's text, or the sentence telling the person why it could not be read. */
export async function readResume(
  db: Database,
  fileId: string,
): Promise<{ text: string } | { failure: string }> {
  const file = await findFileContent(db, fileId);
  if (!file) return { failure: 'Your uploaded resume is no longer available. Please upload it again.' };
  const content = Buffer.from(file.content);
  const kind = detectResumeKind(content);
  if (!kind) return { failure: READ_MESSAGES.unsupported };
  try {
    return { text: await extractResumeText(content, kind) };
  } catch (error) {
    if (error instanceof ResumeReadError) return { failure: error.message };
    throw error;
  }
}
