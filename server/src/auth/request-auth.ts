import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { parseCookies, secureCookies, serializeCookie, sessionCookieName } from './cookies.js';
import { type AuthContext, resolveAuth } from './resolve-auth.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export const requestMeta = (request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

const resolved = new WeakMap<object, Promise<AuthContext | null>>();

/** The request's session, resolved once per request whichever transport asks. */
export function authOf(deps: Deps, request: Pick<FastifyRequest, 'headers'>): Promise<AuthContext | null> {
  let auth = resolved.get(request);
  if (!auth) {
    auth = resolveAuth(deps, {
      cookie: request.headers.cookie,
      authorization: request.headers.authorization,
    });
    resolved.set(request, auth);
  }
  return auth;
}

export function setSessionCookie(
  deps: Pick<Deps, 'env'>,
  reply: Pick<FastifyReply, 'header'>,
  token: string,
  expiresAt: Date,
): void {
  const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header(
    'set-cookie',
    serializeCookie(sessionCookieName(deps.env), token, { maxAgeSeconds, secure: secureCookies(deps.env) }),
  );
}

export function clearSessionCookie(deps: Pick<Deps, 'env'>, reply: Pick<FastifyReply, 'header'>): void {
  reply.header(
    'set-cookie',
    serializeCookie(sessionCookieName(deps.env), '', { maxAgeSeconds: 0, secure: secureCookies(deps.env) }),
  );
}

/** Binds a Google sign-in attempt to the browser that started it. */
export const OAUTH_STATE_COOKIE = 'oauth_state';
export function setOAuthStateCookie(
  deps: Pick<Deps, 'env'>,
  reply: Pick<FastifyReply, 'header'>,
  state: string,
): void {
  reply.header(
    'set-cookie',
    serializeCookie(OAUTH_STATE_COOKIE, state, { maxAgeSeconds: 600, secure: secureCookies(deps.env) }),
  );
}
export const oauthStateOf = (request: Pick<FastifyRequest, 'headers'>): string | undefined =>
  parseCookies(request.headers.cookie)[OAUTH_STATE_COOKIE];
