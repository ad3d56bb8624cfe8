import { CompiledQuery } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepareStatement } from '../../db/prepared.js';

/**
 * The version of everything the list of `$1` is made of, read in one statement: the person's
 * applications and the documents the list shows (the same rows LIST and DOCUMENTS read in
 * applications.repo.ts), and their follow-up setting. Each row counts by its id and `xmin`
 * (the transaction that wrote this version of the row: every insert or update, by any process
 * or writer, gives the row a new one, and it never goes back); the count catches deletions.
 * A change that leaves the answer as it was (a reminder sent, notes) changes the version too:
 * that only costs one full answer. 64-bit hashes combined by XOR: two different states share a
 * version with odds of about 2^-64.
 */
const LIST_VERSION = prepareStatement(
  'applications-list-version',
  `select
  (select count(*) || '.' || coalesce(bit_xor(hashtextextended(a.xmin::text, uuid_hash_extended(a.id, 0))), 0)
    from applications a where a.user_id = $1)
  || '/' ||
  (select count(*) || '.' || coalesce(bit_xor(hashtextextended(d.xmin::text, uuid_hash_extended(d.id, 0))), 0)
    from documents d where d.user_id = $1 and d.application_id is not null)
  || '/' ||
  coalesce((select coalesce(s.follow_up_days::text, 'off') from user_settings s where s.user_id = $1), 'default')
  as version`,
);

/** The list's version of `userId` (opaque text; equal only while nothing listed changed). */
export async function readListVersion(db: Database, userId: string): Promise<string> {
  const { rows } = await db.executeQuery<{ version: string }>(CompiledQuery.raw(LIST_VERSION, [userId]));
  return rows[0]?.version ?? '';
}
