import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { Tx } from '../generation/credits.repo.js';

export type FilePurpose = 'resume' | 'photo' | 'support_image';

/** Stores an upload owned by `userId`; the content never leaves except to its owner or an admin. */
export async function insertFile(
  db: Database | Tx,
  file: { userId: string; purpose: FilePurpose; filename: string; mimeType: string; content: Buffer },
): Promise<{ id: string }> {
  return db
    .insertInto('files')
    .values({
      user_id: file.userId,
      purpose: file.purpose,
      filename: file.filename.slice(0, 255),
      mime_type: file.mimeType,
      size_bytes: file.content.length,
      sha256: createHash('sha256').update(file.content).digest(),
      content: file.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function findFileContent(
  db: Database | Tx,
  id: string,
): Promise<{ user_id: string; filename: string; mime_type: string; content: Buffer } | undefined> {
  return db
    .selectFrom('files')
    .select(['user_id', 'filename', 'mime_type', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}
