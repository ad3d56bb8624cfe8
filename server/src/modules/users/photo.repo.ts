import type { Database } from '../../db/database.js';
import type { Tx } from '../generation/credits.repo.js';

/** Removes the account's stored photos (there is at most one; a crash could leave two). */
export async function deletePhotos(trx: Tx, userId: string): Promise<void> {
  await trx.deleteFrom('files').where('user_id', '=', userId).where('purpose', '=', 'photo').execute();
}

/** A stored photo with its owner; nothing for any other kind of file. */
export async function findPhoto(
  db: Database,
  id: string,
): Promise<{ user_id: string; mime_type: string; content: Buffer } | undefined> {
  return db
    .selectFrom('files')
    .select(['user_id', 'mime_type', 'content'])
    .where('id', '=', id)
    .where('purpose', '=', 'photo')
    .executeTakeFirst();
}
