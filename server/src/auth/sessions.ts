import type { Database } from '../db/database.js';
import type { PublicUserRow } from '../modules/users/users.repo.js';
import { hashSecret, randomTokenPair, secretMatches } from './crypto.js';
import type { SessionCache, SessionWithUser } from './session-cache.js';
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  findSessionWithUser,
  insertSession,
  signInUserSession,
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
  const [id, secret] = randomTokenPair(15, 20);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await insertSession(db, { id, secretHash: hashSecret(secret), userId, createdAt: now, expiresAt, ...meta });
  return { token: `${id}.${secret}`, expiresAt };
}

/**
 * A sign-in's session and the user's sign-in record (last_login_at, role) written in one
 * statement. Answers the session and the updated user; null when the user no longer exists
 * (nothing was written then).
 */
export async function openSignInSession(
  db: Database,
  user: { id: string; role: string },
  meta: { userAgent: string | null; ip: string | null },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; user: PublicUserRow } | null> {
  const [id, secret] = randomTokenPair(15, 20);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  const updated = await signInUserSession(
    db,
    { id, secretHash: hashSecret(secret), userId: user.id, createdAt: now, expiresAt, ...meta },
    { role: user.role },
  );
  return updated ? { token: `${id}.${secret}`, expiresAt, user: updated } : null;
}

const TOKEN_SHAPE = /^[a-z2-7]{24}\.[a-z2-7]{32}$/;
const ID_LENGTH = 24;

/** A value now, or a promise of it: cached sessions answer without a trip through the queue. */
export type MaybePromise<T> = T | Promise<T>;

// Derived from a cached row once, not once per request. Keyed by the row object, so an entry
// lives exactly as long as the cache holds the row (and the rows of uncached reads die at once).
const usersOfRows = new WeakMap<SessionWithUser, PublicUserRow>();
// The secret last proved against a cached row's hash: the same secret again needs no SHA-256.
// Memory only, for the cache's few seconds; the database still holds nothing but the hash.
const provenSecrets = new WeakMap<SessionWithUser, string>();

function userOf(row: SessionWithUser, cached: boolean): PublicUserRow {
  let user = cached ? usersOfRows.get(row) : undefined;
  if (!user) {
    const { session_id: _i, secret_hash: _h, session_created_at: _c, session_expires_at: _e, ...rest } = row;
    user = Object.freeze(rest);
    if (cached) usersOfRows.set(row, user);
  }
  return user;
}

/** Same length and every character equal, in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i % b.length);
  return difference === 0;
}

function secretProves(row: SessionWithUser, secret: string, cached: boolean): boolean {
  const proven = cached ? provenSecrets.get(row) : undefined;
  if (proven !== undefined && sameSecret(proven, secret)) return true;
  if (!secretMatches(secret, row.secret_hash)) return false;
  if (cached) provenSecrets.set(row, secret);
  return true;
}

/**
 * The session a token names, if it is valid now. Synchronous for a cached session that needs
 * no write, which is nearly every request; a promise when the database must be read or written.
 */
export function validateSessionToken(
  deps: SessionDeps,
  token: string,
  now = new Date(),
): MaybePromise<ValidSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const id = token.slice(0, ID_LENGTH);
  const cache = deps.sessionCache;
  const held = cache?.peek(id);
  if (held) return checkSession(deps, { id, token, row: held, cached: true }, now);
  const load = () => findSessionWithUser(deps.db, id);
  const read = cache ? cache.read(id, load) : load();
  // With a cache, the row read now is (usually) the one later requests will be handed.
  return read.then((row) => (row ? checkSession(deps, { id, token, row, cached: !!cache }, now) : null));
}

interface Presented {
  id: string;
  token: string;
  row: SessionWithUser;
  /** The row is (or is about to be) held by the session cache, so derived values may be kept. */
  cached: boolean;
}

function checkSession(
  deps: SessionDeps,
  { id, token, row, cached }: Presented,
  now: Date,
): MaybePromise<ValidSession | null> {
  if (!secretProves(row, token.slice(ID_LENGTH + 1), cached)) return null;
  const absoluteEnd = row.session_created_at.getTime() + SESSION_ABSOLUTE_MS;
  if (now >= row.session_expires_at || now.getTime() >= absoluteEnd || !row.is_active) {
    return revokeSession(deps, { id, userId: row.id }).then(() => null);
  }
  if (row.session_expires_at.getTime() - now.getTime() < SESSION_REFRESH_WHEN_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    return extendSession(deps.db, id, expiresAt).then(() => {
      deps.sessionCache?.evictUser(row.id);
      return { id, expiresAt, user: userOf(row, cached) };
    });
  }
  return { id, expiresAt: row.session_expires_at, user: userOf(row, cached) };
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
