import type { Deps } from '../deps.js';
import { parseCookies, sessionCookieName } from './cookies.js';
import { type MaybePromise, type ValidSession, validateSessionToken } from './sessions.js';

export interface AuthContext extends ValidSession {
  token: string;
  /** How the token came: cookies need CSRF protection, bearer tokens do not. */
  via: 'cookie' | 'bearer' | 'connection-params';
}

export interface AuthSource {
  cookie?: string | undefined;
  authorization?: string | undefined;
  /** tRPC WebSocket connectionParams.token */
  connectionToken?: string | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer <token>` header; undefined for any other header. */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  authorization ? BEARER.exec(authorization)?.[1] : undefined;

type Via = AuthContext['via'];

/** Written out, not spread: one object shape on every request's path (no generic copy). */
const contextOf = (valid: ValidSession, token: string, via: Via): AuthContext => ({
  id: valid.id,
  expiresAt: valid.expiresAt,
  user: valid.user,
  token,
  via,
});
type TokenOf = (source: AuthSource, env: Deps['env']) => string | undefined;

/** Where a token may come from without a bearer header, in the order they are tried. */
const SOURCES: ReadonlyArray<readonly [Via, TokenOf]> = [
  ['connection-params', (source) => source.connectionToken],
  [
    'cookie',
    (source, env) => (source.cookie ? parseCookies(source.cookie)[sessionCookieName(env)] : undefined),
  ],
];

/**
 * One resolver for tRPC, REST and WebSocket: bearer, connection params, then the cookie.
 * Synchronous when a cached session answers (most requests), a promise when the database must.
 * A bearer token decides alone: an invalid one is signed out, never rescued by the cookie, since
 * the CSRF check exempts bearer requests (plugins/csrf.ts).
 */
export function resolveAuth(
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache'>,
  source: AuthSource,
): MaybePromise<AuthContext | null> {
  const now = deps.clock.now();
  const bearer = bearerToken(source.authorization);
  if (bearer === undefined) return tryFrom(deps, source, now, 0);
  const session = validateSessionToken(deps, bearer, now);
  const withToken = (valid: Awaited<typeof session>): AuthContext | null =>
    valid ? contextOf(valid, bearer, 'bearer') : null;
  return session instanceof Promise ? session.then(withToken) : withToken(session);
}

function tryFrom(
  deps: Pick<Deps, 'db' | 'env' | 'sessionCache'>,
  source: AuthSource,
  now: Date,
  first: number,
): MaybePromise<AuthContext | null> {
  // Each source is looked at only when the ones before it gave nothing.
  for (let index = first; index < SOURCES.length; index++) {
    const [via, tokenOf] = SOURCES[index] as (typeof SOURCES)[number];
    const token = tokenOf(source, deps.env);
    if (!token) continue;
    const session = validateSessionToken(deps, token, now);
    if (session instanceof Promise)
      return session.then((valid) =>
        valid ? contextOf(valid, token, via) : tryFrom(deps, source, now, index + 1),
      );
    if (session) return contextOf(session, token, via);
  }
  return null;
}
