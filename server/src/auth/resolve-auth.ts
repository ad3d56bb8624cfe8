import type { Deps } from '../deps.js';
import { parseCookies, sessionCookieName } from './cookies.js';
import { type ValidSession, validateSessionToken } from './sessions.js';

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

/** One resolver for tRPC, REST and WebSocket: bearer, connection params, then the cookie. */
export async function resolveAuth(
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache'>,
  source: AuthSource,
): Promise<AuthContext | null> {
  const bearer = source.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const candidates: Array<[string | undefined, AuthContext['via']]> = [
    [bearer, 'bearer'],
    [source.connectionToken, 'connection-params'],
    [parseCookies(source.cookie)[sessionCookieName(deps.env)], 'cookie'],
  ];
  for (const [token, via] of candidates) {
    if (!token) continue;
    const session = await validateSessionToken(deps, token, deps.clock.now());
    if (session) return { ...session, token, via };
  }
  return null;
}
