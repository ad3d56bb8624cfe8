import type { Database } from '../db/database.js';
import type { PublicUserRow } from '../modules/users/users.repo.js';
import { hashSecret, randomToken, secretMatches } from './crypto.js';
import type { SessionCache } from './session-cache.js';
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  findSessionWithUser,
  insertSession,
} from './sessions.repo.js';

/** The database, and the server's session cache where it runs one (the worker does not). */
export interface SessionDeps {
  db: Database;
  sessionCache?: SessionCache | undefined;
}

const DAY = 24 * 60 * 60 * 1000;
/** A session unused for this long ends (sliding). */
export const SESSION_IDLE_MS = 30 * DAY;
/** Extended only when less than this remains, so most requests write nothing. */
const SESSION_REFRESH_WHEN_MS = 15 * DAY;
/** No session lives longer than this, however active. */
export const SESSION_ABSOLUTE_MS = 90 * DAY;

export interface ValidSession {
  id: string;
  expiresAt: Date;
  user: PublicUserRow;
}

/**
 * Lucia's recipe: the token is `<id>.<secret>`; only SHA-256(secret) is stored, compared in
 * constant time. 120 bits of id, 160 bits of secret.
 */
export async function createSession(
  db: Database,
  userId: string,
  meta: { userAgent: string | null; ip: string | null },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const id = randomToken(15);
  const secret = randomToken(20);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await insertSession(db, { id, secretHash: hashSecret(secret), userId, createdAt: now, expiresAt, ...meta });
  return { token: `${id}.${secret}`, expiresAt };
}

const TOKEN_SHAPE = /^[a-z2-7]{24}\.[a-z2-7]{32}$/;

export async function validateSessionToken(
  deps: SessionDeps,
  token: string,
  now = new Date(),
): Promise<ValidSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [id = '', secret = ''] = token.split('.');
  const load = () => findSessionWithUser(deps.db, id);
  const row = deps.sessionCache ? await deps.sessionCache.read(id, load) : await load();
  if (!row || !secretMatches(secret, new Uint8Array(row.secret_hash))) return null;

  const absoluteEnd = row.session_created_at.getTime() + SESSION_ABSOLUTE_MS;
  if (now >= row.session_expires_at || now.getTime() >= absoluteEnd || !row.is_active) {
    await revokeSession(deps, { id, userId: row.id });
    return null;
  }
  let expiresAt = row.session_expires_at;
  if (expiresAt.getTime() - now.getTime() < SESSION_REFRESH_WHEN_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    await extendSession(deps.db, id, expiresAt);
    deps.sessionCache?.evictUser(row.id);
  }
  const { session_id: _i, secret_hash: _h, session_created_at: _c, session_expires_at: _e, ...user } = row;
  return { id, expiresAt, user };
}

// Revocations evict this process's cache at once; other processes hear of them through the
// database's change notifications a moment later.

/** Signs one session out. */
export async function revokeSession(deps: SessionDeps, session: { id: string; userId: string }) {
  await deleteSession(deps.db, session.id);
  deps.sessionCache?.evictUser(session.userId);
}

/** Signs the user out everywhere, optionally keeping the session making the request. */
export async function revokeUserSessions(deps: SessionDeps, userId: string, exceptId?: string) {
  await deleteUserSessions(deps.db, userId, exceptId);
  deps.sessionCache?.evictUser(userId);
}

export const sessionIdOf = (token: string): string => token.split('.')[0] ?? '';
