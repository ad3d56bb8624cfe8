import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Tx } from '../generation/credits.repo.js';

export type FilePurpose = 'resume' | 'photo' | 'support_image' | 'rendered';

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

/** Who owns a file and what it is for, without its content. */
export async function findFileOwner(
  db: Database | Tx,
  id: string,
): Promise<{ id: string; user_id: string; purpose: string } | undefined> {
  return db.selectFrom('files').select(['id', 'user_id', 'purpose']).where('id', '=', id).executeTakeFirst();
}

/**
 * Holds the account's files lock until the transaction ends, so two uploads of one account
 * decide on the space one after the other.
 */
export async function lockAccountFiles(trx: Tx, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`files:${userId}`}, 0))`.execute(trx);
}

/** The account's files, newest first, each with whether a queued or running generation needs it. */
export async function listAccountFiles(trx: Tx, userId: string) {
  return (
    trx
      .selectFrom('files')
      .select(['id', 'size_bytes', 'purpose'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('generations')
              .select('generations.id')
              .whereRef('generations.resume_file_id', '=', 'files.id')
              .where('generations.status', 'in', ['queued', 'running']),
          )
          .as('in_use'),
      )
      .where('user_id', '=', userId)
      // Rendered downloads are the product's own cache, not the person's uploads.
      .where('purpose', '!=', 'rendered')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  );
}

export async function deleteFiles(trx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('files').where('id', 'in', ids).execute();
}
