import { sameSitePath } from '@app/shared/auth/return-to';

/** sessionStorage key for the page a signed-out visitor wanted, used after sign-in. */
export const RETURN_PATH_KEY = 'auth_return_path';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

/**
 * Only same-site paths are accepted: a stored or server-supplied value must never send a freshly
 * signed-in user to another site ('//evil.example', 'https://…', and paths such as
 * '/.//evil.example' that only normalise to another site are refused), nor back to a sign-in
 * page, which would loop. The value is resolved against the app's origin, and the normalised
 * path is returned, so the router is handed exactly what was checked.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value, appOrigin());
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return path;
}

/** The page's own origin in a browser; outside one (tests, prerendering) the shared default. */
function appOrigin(): string | undefined {
  try {
    const origin = globalThis.location?.origin;
    return origin && origin !== 'null' ? origin : undefined;
  } catch {
    return undefined;
  }
}

const AUTH_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/magic-link',
  '/magic-link-error',
  '/auth',
];

export function rememberReturnPath(storage: SessionStore, path: string): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    storage?.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // Not remembered: the visitor lands on the dashboard instead.
  }
}

/** Reads and forgets the remembered path, so it is used once. */
export function takeReturnPath(storage: SessionStore): string | null {
  try {
    const value = storage?.getItem(RETURN_PATH_KEY) ?? null;
    storage?.removeItem(RETURN_PATH_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}

/** Reads without forgetting (the Google start passes it to the server as returnTo). */
export function peekReturnPath(storage: SessionStore): string | null {
  try {
    return safeReturnPath(storage?.getItem(RETURN_PATH_KEY));
  } catch {
    return null;
  }
}

export const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
