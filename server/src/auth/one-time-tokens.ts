import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { hashSecret, randomToken, secretMatches, sixDigitCode } from './crypto.js';
import {
  countAttempt,
  findByTokenHash,
  insertToken,
  lockLatestOpen,
  markUsed,
  retireTokens,
  type TokenKind,
  wrongCodesSince,
} from './one-time-tokens.repo.js';

const MINUTE = 60_000;

/** Lifetimes from DECISIONS.md "Accounts". */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  magic_link: 15 * MINUTE,
  otp: 10 * MINUTE,
  email_verification: 24 * 60 * MINUTE,
  password_reset: 60 * MINUTE,
  email_change: 24 * 60 * MINUTE,
  account_deletion: 10 * MINUTE,
};
/** Wrong codes one code accepts before it is locked. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong codes one account accepts, across all its codes of a kind issued in the last 24 hours.
 * A fresh code costs an attacker one request, so the per-code limit alone allowed ~2,400
 * guesses a day; this allows 20 (a 1-in-50,000 chance a day). Reached, the account's codes of
 * that kind are refused until its older codes age out; links, passwords and Google still work.
 */
export const MAX_WRONG_CODES_PER_DAY = 20;
const DAY = 24 * 60 * MINUTE;

export type TokenFailure = 'invalid' | 'expired' | 'locked';
export type TokenResult =
  /** `newEmail`: the address an email_change token confirms (null for every other kind). */
  | { ok: true; userId: string; newEmail: string | null }
  /** `scope: 'account'` when it is the account's daily limit, not this code's, that refused. */
  | { ok: false; reason: TokenFailure; scope?: 'code' | 'account' };

// A code is hashed with its row id, so equal codes in different rows never share a hash.
const codeHash = (rowId: string, code: string) => hashSecret(`${rowId}:${code}`);

/** Issues a fresh token of `kind`, retiring older ones. Only hashes are stored. */
export async function issueToken(
  db: Database,
  userId: string,
  kind: TokenKind,
  parts: { link: boolean; code: boolean },
  now: Date,
  newEmail: string | null = null,
): Promise<{ token: string | null; code: string | null }> {
  const id = randomUUID();
  const token = parts.link ? randomToken(32) : null;
  const code = parts.code ? sixDigitCode() : null;
  await retireTokens(db, userId, kind, now);
  await insertToken(db, {
    id,
    userId,
    kind,
    tokenHash: token ? hashSecret(token) : null,
    codeHash: code ? codeHash(id, code) : null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    newEmail,
  });
  return { token, code };
}

/** Checks a link token; `consume` makes it single use (false only peeks, for "is this link valid"). */
export async function checkLinkToken(
  db: Database,
  kind: TokenKind,
  token: string,
  now: Date,
  consume = true,
): Promise<TokenResult> {
  const row = await findByTokenHash(db, kind, hashSecret(token));
  if (!row || row.used_at) return { ok: false, reason: 'invalid' };
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  if (consume && !(await markUsed(db, row.id, now))) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: row.user_id, newEmail: row.new_email };
}

/** The account a link token was issued to, whatever its state (used, retired, expired); null for a token never issued. */
export async function linkTokenOwner(db: Database, kind: TokenKind, token: string): Promise<string | null> {
  const row = await findByTokenHash(db, kind, hashSecret(token));
  return row?.user_id ?? null;
}

/**
 * Checks a 6-digit code of the user's newest open token: five wrong tries lock the code, twenty
 * in a day lock the account's codes of that kind. The token's row stays locked from reading its
 * count to writing the outcome, so parallel guesses are counted one after another: however many
 * arrive at once, at most five are ever compared with one code.
 */
export async function checkCode(
  db: Database,
  userId: string,
  kind: TokenKind,
  code: string,
  now: Date,
): Promise<TokenResult> {
  return db.transaction().execute(async (trx): Promise<TokenResult> => {
    const row = await lockLatestOpen(trx, userId, kind);
    if (!row?.code_hash) return { ok: false, reason: 'invalid' };
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'locked', scope: 'code' };
    const wrongToday = await wrongCodesSince(trx, userId, kind, new Date(now.getTime() - DAY));
    if (wrongToday >= MAX_WRONG_CODES_PER_DAY) return { ok: false, reason: 'locked', scope: 'account' };
    if (!secretMatches(`${row.id}:${code}`, new Uint8Array(row.code_hash))) {
      const attempts = await countAttempt(trx, row.id);
      return attempts >= MAX_CODE_ATTEMPTS
        ? { ok: false, reason: 'locked', scope: 'code' }
        : { ok: false, reason: 'invalid' };
    }
    // The row is ours until commit, so nobody can have used it since it was read.
    await markUsed(trx, row.id, now);
    return { ok: true, userId: row.user_id, newEmail: row.new_email };
  });
}
