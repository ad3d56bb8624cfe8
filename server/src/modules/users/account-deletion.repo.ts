import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Tx } from '../generation/credits.repo.js';

/** Other active administrators, locked until the transaction ends (two admins leaving at once). */
export async function lockOtherActiveAdmins(trx: Tx, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', 'like', '%admin%')
    .where('is_active', '=', true)
    .where('id', '!=', userId)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** E-mails stored for these addresses (their text holds the person's name, links and codes). */
export async function deleteMailTo(trx: Tx | Database, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  const lower = addresses.map((a) => a.toLowerCase());
  await trx.deleteFrom('email_outbox').where(sql<string>`lower(to_address)`, 'in', lower).execute();
}

/** The account's generations, read before they go: their live text in Redis goes too. */
export async function listGenerationIds(trx: Tx, userId: string): Promise<string[]> {
  const rows = await trx.selectFrom('generations').select('id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.id);
}

/**
 * Deletes the account row. Its sessions, one-time tokens, settings, documents (and their rendered
 * files), uploaded files (resumes, photo, support images) and generations go with it (ON DELETE
 * CASCADE); payments and their grants stay with user_id set to NULL (ON DELETE SET NULL), which
 * leaves them without anything that names the person.
 */
export async function deleteUserRow(trx: Tx, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
