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

/** In production the cookie is `__Host-` prefixed and Secure (the site must be served over https). */
export const secureCookies = (env: Pick<Env, 'NODE_ENV'>): boolean => env.NODE_ENV === 'production';
export const sessionCookieName = (env: Pick<Env, 'NODE_ENV'>): string =>
  secureCookies(env) ? '__Host-session' : 'session';
