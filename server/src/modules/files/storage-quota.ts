import type { Tx } from '../generation/credits.repo.js';
import { deleteFiles, listAccountFiles, lockAccountFiles } from './files.repo.js';

/**
 * What one account may keep in uploaded files. A resume is at most 10 MB and usually under one;
 * three full-size files is plenty, and bounds what a hostile account can make the database hold.
 */
export const ACCOUNT_STORAGE_BYTES = 30 * 1024 * 1024;

export const STORAGE_FULL_MESSAGE =
  'Your resumes that are still being processed take up all the upload space on your account. Please wait for those generations to finish, then upload again.';

/**
 * Makes room for `incoming` bytes in the account's storage, inside the caller's transaction: the
 * account's oldest resumes go first, except those a waiting or running generation still needs
 * (a finished generation keeps its documents; its resume is not shown again). Answers false when
 * even that is not enough. Serialised per account, so two parallel uploads cannot both fit.
 * Usage is computed from the files table: no counter to drift.
 */
export async function makeRoom(trx: Tx, userId: string, incoming: number): Promise<boolean> {
  await lockAccountFiles(trx, userId);
  const files = await listAccountFiles(trx, userId);
  let used = files.reduce((sum, f) => sum + f.size_bytes, 0);
  const removable = files.filter((f) => f.purpose === 'resume' && !f.in_use).reverse();
  const removed: string[] = [];
  for (const file of removable) {
    if (used + incoming <= ACCOUNT_STORAGE_BYTES) break;
    removed.push(file.id);
    used -= file.size_bytes;
  }
  if (used + incoming > ACCOUNT_STORAGE_BYTES) return false;
  await deleteFiles(trx, removed);
  return true;
}
