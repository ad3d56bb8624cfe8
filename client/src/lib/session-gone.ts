import { errorCode } from './api-error';
import { API_LOGIN_PATH } from './site';
import { toast } from './toast';

/** Spec 02 §2 /dashboard and §9: the toast, then the server's sign-in entry after 500 ms. */
export const SESSION_GONE_TOAST = 'You are logged out. Logging in again...';
export const SESSION_GONE_REDIRECT_MS = 500;

/** A tRPC error that means the session is gone (expired, revoked, signed out elsewhere). */
export function isSessionGone(error: unknown): boolean {
  if (errorCode(error) === 'UNAUTHENTICATED') return true;
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return data?.code === 'UNAUTHORIZED';
}

let leaving = false;

/** Says so once and leaves for /api/login; several failing queries make one toast, one redirect. */
export function leaveForLogin(go: (path: string) => void = (path) => window.location.assign(path)): void {
  if (leaving) return;
  leaving = true;
  toast({ title: SESSION_GONE_TOAST });
  setTimeout(() => go(API_LOGIN_PATH), SESSION_GONE_REDIRECT_MS);
}
