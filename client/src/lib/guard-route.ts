import { redirect } from '@tanstack/react-router';
import type { Auth } from './auth';
import { GUARD_COPY, guardDecision, LOGIN_REDIRECT_DELAY_MS, VERIFY_REDIRECT_DELAY_MS } from './guard';
import { rememberReturnPath, safeSessionStorage } from './return-path';
import { toast } from './toast';

export interface GuardInput {
  auth: Pick<Auth, 'session'>;
  /** The address asked for, remembered so sign-in returns there. */
  href: string;
  requireVerified: boolean;
  /** A hover preload: redirect at once, without toasts or remembered paths. */
  preload: boolean;
  /** Aborted when another navigation (or a session change) supersedes this one. */
  signal: AbortSignal;
  wait?: (ms: number, signal: AbortSignal) => Promise<boolean>;
}

/** Resolves true after `ms`, or false as soon as the navigation is abandoned. */
export function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve(false);
      },
      { once: true },
    );
  });
}

/**
 * Spec 01 §2.2 as a route `beforeLoad`: a signed-out visitor (or an unverified one where the page
 * needs a verified e-mail) gets the toast, waits 1.5 s / 2 s so they can read why, then a router
 * `redirect`. While the session is still being checked it lets the route through: the layout shows
 * 'Loading...', and the session change re-runs this check (main.tsx invalidates the router).
 * The session is read live, so a sign-in a moment ago is never mistaken for a signed-out visitor.
 */
export async function enforceGuard(input: GuardInput): Promise<void> {
  const { wait = waitUnlessAborted } = input;
  const session = input.auth.session();
  const decision = guardDecision(session.status, session.user, input.requireVerified);
  if (decision === 'allow' || decision === 'loading') return;

  const target =
    decision === 'redirect-login'
      ? redirect({ to: '/login' })
      : redirect({ to: '/verify-email', search: session.user ? { email: session.user.email } : {} });
  if (input.preload) throw target;

  rememberReturnPath(safeSessionStorage(), input.href);
  if (decision === 'redirect-login')
    toast({ title: GUARD_COPY.loginToastTitle, description: GUARD_COPY.loginToastDescription });
  else toast({ title: GUARD_COPY.verifyToastTitle, description: GUARD_COPY.verifyToastDescription });
  const delay = decision === 'redirect-login' ? LOGIN_REDIRECT_DELAY_MS : VERIFY_REDIRECT_DELAY_MS;
  // Abandoned (the session changed, or the visitor went elsewhere): the newer navigation decides.
  if (!(await wait(delay, input.signal))) return;
  throw target;
}
