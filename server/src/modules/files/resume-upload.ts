import { GENERATION_MESSAGES, RESUME_MAX_BYTES } from '@app/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { detectResumeKind, RESUME_MIME } from './file-kind.js';
import { findFileOwner, insertFile } from './files.repo.js';
import { makeRoom, STORAGE_FULL_MESSAGE } from './storage-quota.js';
import { assertResumesAccepted, countUpload } from './upload-limits.js';

export const FILE_TOO_LARGE = `File Too Large: ${GENERATION_MESSAGES.fileSize}`;
export const INVALID_FILE_TYPE = `Invalid File Type: ${GENERATION_MESSAGES.fileType}`;

/**
 * Checks an uploaded resume by its bytes (never its name) and stores it for its owner, within
 * the account's limits: not while its hostile files are being held against it, not faster than
 * the upload rate, and never more than its storage allowance (oldest resumes make way).
 */
export async function storeResume(
  deps: Pick<Deps, 'db' | 'redis' | 'env'>,
  userId: string,
  upload: { filename: string; content: Buffer },
): Promise<{ fileId: string; filename: string; size: number; kind: string }> {
  await assertResumesAccepted(deps, userId);
  await countUpload(deps, userId);
  if (upload.content.length === 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'The uploaded file is empty. Please choose your resume file again.',
    );
  if (upload.content.length > RESUME_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  const kind = detectResumeKind(upload.content);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE);
  const id = await deps.db.transaction().execute(async (trx) => {
    if (!(await makeRoom(trx, userId, upload.content.length)))
      throw new AppError('PAYLOAD_TOO_LARGE', STORAGE_FULL_MESSAGE);
    const file = await insertFile(trx, {
      userId,
      purpose: 'resume',
      filename: upload.filename,
      mimeType: RESUME_MIME[kind],
      content: upload.content,
    });
    return file.id;
  });
  return { fileId: id, filename: upload.filename, size: upload.content.length, kind };
}

/** A resume file the actor owns, or a 404 that does not say whose it is. */
export async function ownedResumeId(deps: Pick<Deps, 'db'>, userId: string, fileId: string): Promise<string> {
  const row = await findFileOwner(deps.db, fileId);
  if (!row || row.user_id !== userId || row.purpose !== 'resume') {
    throw new AppError('NOT_FOUND', 'That uploaded resume was not found. Please upload it again.');
  }
  return row.id;
}
