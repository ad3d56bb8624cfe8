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

type Via = AuthContext['via'];
type TokenOf = (source: AuthSource, env: Deps['env']) => string | undefined;

/** Where a token may come from, in the order they are tried. */
const SOURCES: ReadonlyArray<readonly [Via, TokenOf]> = [
  ['bearer', (source) => (source.authorization ? BEARER.exec(source.authorization)?.[1] : undefined)],
  ['connection-params', (source) => source.connectionToken],
  [
    'cookie',
    (source, env) => (source.cookie ? parseCookies(source.cookie)[sessionCookieName(env)] : undefined),
  ],
];

/**
 * One resolver for tRPC, REST and WebSocket: bearer, connection params, then the cookie.
 * Synchronous when a cached session answers (most requests), a promise when the database must.
 */
export function resolveAuth(
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache'>,
  source: AuthSource,
): MaybePromise<AuthContext | null> {
  return tryFrom(deps, source, deps.clock.now(), 0);
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
        valid ? { ...valid, token, via } : tryFrom(deps, source, now, index + 1),
      );
    if (session) return { ...session, token, via };
  }
  return null;
}
