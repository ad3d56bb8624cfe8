import type { UserDto } from '@app/shared/auth/user';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type GuardDecision = 'loading' | 'redirect-login' | 'redirect-verify' | 'allow';

/** Spec 01 §2.2: what a protected page shows for the current session. */
export function guardDecision(
  status: AuthStatus,
  user: Pick<UserDto, 'emailVerified'> | null,
  requireVerified: boolean,
): GuardDecision {
  if (status === 'loading') return 'loading';
  if (status === 'unauthenticated' || !user) return 'redirect-login';
  if (requireVerified && !user.emailVerified) return 'redirect-verify';
  return 'allow';
}

/** Redirect delays of spec 01 §9. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const VERIFY_REDIRECT_DELAY_MS = 2000;

export const GUARD_COPY = {
  redirectingToLogin: 'Redirecting to login...',
  loginToastTitle: 'Authentication Required',
  loginToastDescription: 'You need to be logged in to access this page. Redirecting to login...',
  redirectingToVerify: 'Please verify your email address to continue. Redirecting to verification page...',
  verifyToastTitle: 'Email Verification Required',
  verifyToastDescription: 'Please verify your email address to access this feature.',
} as const;
