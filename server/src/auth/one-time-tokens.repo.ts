import type { Database } from '../db/database.js';

export type TokenKind =
  | 'otp'
  | 'magic_link'
  | 'email_verification'
  | 'password_reset'
  /** Confirms `new_email` as the account's address (users/email-change.service.ts). */
  | 'email_change'
  /** Confirms deleting an account that has no password (users/account-deletion.service.ts). */
  | 'account_deletion';

const columns = [
  'id',
  'user_id',
  'kind',
  'token_hash',
  'code_hash',
  'attempts',
  'expires_at',
  'used_at',
  'new_email',
] as const;

export async function insertToken(
  db: Database,
  row: {
    id: string;
    userId: string;
    kind: TokenKind;
    tokenHash: Uint8Array | null;
    codeHash: Uint8Array | null;
    expiresAt: Date;
    /** Only for email_change: the address the token confirms. */
    newEmail?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      token_hash: row.tokenHash ? Buffer.from(row.tokenHash) : null,
      code_hash: row.codeHash ? Buffer.from(row.codeHash) : null,
      expires_at: row.expiresAt,
      new_email: row.newEmail ?? null,
    })
    .execute();
}

/** Only the newest token of a kind works: issuing one retires the ones before it. */
export async function retireTokens(db: Database, userId: string, kind: TokenKind, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

export async function findByTokenHash(db: Database, kind: TokenKind, tokenHash: Uint8Array) {
  return db
    .selectFrom('auth_tokens')
    .select(columns)
    .where('kind', '=', kind)
    .where('token_hash', '=', Buffer.from(tokenHash))
    .executeTakeFirst();
}

/**
 * The user's newest open token of `kind`, row-locked until the transaction `db` ends: guesses at
 * one code queue here, so each one sees the attempts of those before it.
 */
export async function lockLatestOpen(db: Database, userId: string, kind: TokenKind) {
  return db
    .selectFrom('auth_tokens')
    .select(columns)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Wrong codes entered for the user's tokens of `kind` issued since `since`, across all of them. */
export async function wrongCodesSince(
  db: Database,
  userId: string,
  kind: TokenKind,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('auth_tokens')
    .select((eb) => eb.fn.sum<string | number | null>('attempts').as('wrong'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.wrong ?? 0);
}

/** Marks the token used unless someone else did first; true when this call won. */
export async function markUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one wrong code against the token; its new count. */
export async function countAttempt(db: Database, id: string): Promise<number> {
  const row = await db
    .updateTable('auth_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? 0;
}
