import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieName,
  deviceOf,
  parseCookies,
  secureCookies,
  serializeCookie,
  sessionCookieName,
} from './cookies.js';
import { deviceIdFor } from './known-devices.js';
import { type AuthContext, resolveAuth } from './resolve-auth.js';
import type { MaybePromise } from './sessions.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The id in the device cookie when it has a well-formed one (known-devices.ts). */
  device?: string | null | undefined;
}

export const requestMeta = (request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  // Read when asked: every tRPC call builds a RequestMeta, only sign-ins look at the device.
  get device() {
    return deviceOf(request.headers.cookie);
  },
});

/**
 * The request's session from its headers. Each route and each tRPC context asks once per
 * request, so nothing is memoised: a WeakMap keyed by the short-lived request made every
 * request pay V8's ephemeron bookkeeping during garbage collection (bench/auth).
 */
export function authOf(
  deps: Deps,
  request: Pick<FastifyRequest, 'headers'>,
): MaybePromise<AuthContext | null> {
  return resolveAuth(deps, { cookie: request.headers.cookie, authorization: request.headers.authorization });
}

/**
 * Every successful sign-in sets its session cookie here, and with it the device cookie: the id
 * the browser already has, renewed, or one derived from the new session (the same choice
 * rememberDevice makes from RequestMeta, whose answer the sign-in hands over as `deviceId`).
 */
export function setSessionCookie(
  deps: Pick<Deps, 'env'>,
  reply: Pick<FastifyReply, 'header'> & { request?: Pick<FastifyRequest, 'headers'> },
  token: string,
  expiresAt: Date,
  deviceId?: string,
): void {
  const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const secure = secureCookies(deps.env);
  const device = deviceId ?? deviceOf(reply.request?.headers.cookie) ?? deviceIdFor(token);
  reply.header('set-cookie', [
    serializeCookie(sessionCookieName(deps.env), token, { maxAgeSeconds, secure }),
    serializeCookie(deviceCookieName(deps.env), device, {
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
      secure,
    }),
  ]);
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
