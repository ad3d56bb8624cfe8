import type { Env } from '../env.js';

/** Minimal RFC 6265 cookie parsing: enough for our own cookies, never throws on junk. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed escape in someone else's cookie is not our problem.
    }
  }
  return cookies;
}

interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

type CookieEnv = Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>;

/**
 * In production, and wherever the product says it is served over https (PUBLIC_URL), the cookie
 * is `__Host-` prefixed and Secure: a site reached over https never sends its session in clear,
 * whatever NODE_ENV says.
 */
export const secureCookies = (env: CookieEnv): boolean =>
  env.NODE_ENV === 'production' || env.PUBLIC_URL?.startsWith('https:') === true;
export const sessionCookieName = (env: CookieEnv): string =>
  secureCookies(env) ? '__Host-session' : 'session';

/**
 * The device cookie: which browser this is, so a browser that has signed in to an account before
 * keeps its own sign-in budget when strangers use up the shared one (known-devices.ts).
 */
export const deviceCookieName = (env: CookieEnv): string => (secureCookies(env) ? '__Host-device' : 'device');
/** Browsers keep a cookie at most 400 days (RFC 6265bis); each sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
/** 32 random bytes in base32: anything else in the cookie is ignored. */
export const DEVICE_ID_SHAPE = /^[a-z2-7]{52}$/;

/**
 * The device id a Cookie header carries, or null. Read without the environment (requestMeta
 * has none), so either name is accepted: an id only matters once it has signed in to the
 * account, so a planted cookie gains nothing. Most requests have none and skip the parse.
 */
export function deviceOf(header: string | undefined): string | null {
  if (!header?.includes('device=')) return null;
  const cookies = parseCookies(header);
  const id = cookies['__Host-device'] ?? cookies.device;
  return id && DEVICE_ID_SHAPE.test(id) ? id : null;
}
