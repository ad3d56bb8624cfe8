import type { Database } from '../../db/database.js';

/** The address the account's newest open email_change token confirms, if any. */
export async function findPendingEmail(db: Database, userId: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('kind', '=', 'email_change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** Every address the account asked to move to: e-mails to them hold its data too. */
export async function listRequestedEmails(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('auth_tokens')
    .select('new_email')
    .distinct()
    .where('user_id', '=', userId)
    .where('kind', '=', 'email_change')
    .execute();
  return rows.flatMap((r) => (r.new_email ? [r.new_email] : []));
}
