import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { hashSecret, randomToken, secretMatches, sixDigitCode } from './crypto.js';
import {
  countAttempt,
  findByTokenHash,
  findLatestOpen,
  insertToken,
  markUsed,
  retireTokens,
  type TokenKind,
} from './one-time-tokens.repo.js';

const MINUTE = 60_000;

/** Lifetimes from DECISIONS.md "Accounts". */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  magic_link: 15 * MINUTE,
  otp: 10 * MINUTE,
  email_verification: 24 * 60 * MINUTE,
  password_reset: 60 * MINUTE,
};
export const MAX_CODE_ATTEMPTS = 5;

export type TokenFailure = 'invalid' | 'expired' | 'locked';
export type TokenResult = { ok: true; userId: string } | { ok: false; reason: TokenFailure };

// A code is hashed with its row id, so equal codes in different rows never share a hash.
const codeHash = (rowId: string, code: string) => hashSecret(`${rowId}:${code}`);

/** Issues a fresh token of `kind`, retiring older ones. Only hashes are stored. */
export async function issueToken(
  db: Database,
  userId: string,
  kind: TokenKind,
  parts: { link: boolean; code: boolean },
  now: Date,
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
  return { ok: true, userId: row.user_id };
}

/** Checks a 6-digit code of the user's newest open token; five wrong tries lock it. */
export async function checkCode(
  db: Database,
  userId: string,
  kind: TokenKind,
  code: string,
  now: Date,
): Promise<TokenResult> {
  const row = await findLatestOpen(db, userId, kind);
  if (!row?.code_hash) return { ok: false, reason: 'invalid' };
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'locked' };
  if (!secretMatches(`${row.id}:${code}`, new Uint8Array(row.code_hash))) {
    const attempts = await countAttempt(db, row.id);
    return { ok: false, reason: attempts >= MAX_CODE_ATTEMPTS ? 'locked' : 'invalid' };
  }
  if (!(await markUsed(db, row.id, now))) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: row.user_id };
}
