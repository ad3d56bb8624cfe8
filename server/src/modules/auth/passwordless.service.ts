import { checkCode, checkLinkToken } from '../../auth/one-time-tokens.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserByEmail, findUserById } from '../users/users.repo.js';
import { sendOneTimeToken, whenAccountMayReceive } from './account-mail.js';
import { completeSignIn, type RequestMeta, type SignedIn } from './sign-in.js';

type AuthDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'sessionCache'>;

export const PASSWORDLESS_MESSAGES = {
  otpSent: 'If an account exists for that address, we have sent a 6-digit code to it.',
  linkSent: 'If an account exists for that address, we have sent a sign-in link to it.',
  otpInvalid: 'That code is not correct. Check the e-mail and try again.',
  otpExpired: 'That code has expired. Please request a new one.',
  otpLocked: 'Too many wrong codes. Please request a new one.',
  otpAccountLocked:
    'Too many wrong codes for this account today. Please sign in with an e-mailed link or your password instead.',
  linkInvalid: 'This magic link is invalid or has already been used. Please request a new one.',
  linkExpired: 'This magic link has expired. Please request a new one.',
} as const;

/** Sends a sign-in code. The answer never says whether the address has an account. */
export async function sendOtp(
  deps: AuthDeps,
  email: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await whenAccountMayReceive(deps, email, meta, (user) => sendOneTimeToken(deps, user, 'otp'));
  return { message: PASSWORDLESS_MESSAGES.otpSent };
}

export async function verifyOtp(
  deps: AuthDeps,
  input: { email: string; otp: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  await enforce(deps, [[RATE_RULES.verifyIp, meta.ip ?? '']]);
  const user = await findUserByEmail(deps.db, input.email);
  const result = user ? await checkCode(deps.db, user.id, 'otp', input.otp, deps.clock.now()) : null;
  if (!user || !result?.ok) {
    const failure = result && !result.ok ? result : { reason: 'invalid' as const, scope: undefined };
    const message =
      failure.scope === 'account'
        ? PASSWORDLESS_MESSAGES.otpAccountLocked
        : {
            invalid: PASSWORDLESS_MESSAGES.otpInvalid,
            expired: PASSWORDLESS_MESSAGES.otpExpired,
            locked: PASSWORDLESS_MESSAGES.otpLocked,
          }[failure.reason];
    throw new AppError('BAD_REQUEST', message, { reason: failure.reason });
  }
  return completeSignIn(deps, user, meta, { provedEmail: true, message: 'Login successful' });
}

export async function sendMagicLink(
  deps: AuthDeps,
  email: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await whenAccountMayReceive(deps, email, meta, (user) => sendOneTimeToken(deps, user, 'magic_link'));
  return { message: PASSWORDLESS_MESSAGES.linkSent };
}

/** Single use, 15 minutes; the message contains 'expired' when it is, as the client expects. */
export async function verifyMagicLink(deps: AuthDeps, token: string, meta: RequestMeta): Promise<SignedIn> {
  await enforce(deps, [[RATE_RULES.verifyIp, meta.ip ?? '']]);
  const result = await checkLinkToken(deps.db, 'magic_link', token, deps.clock.now());
  if (!result.ok) {
    const expired = result.reason === 'expired';
    throw new AppError(
      'BAD_REQUEST',
      expired ? PASSWORDLESS_MESSAGES.linkExpired : PASSWORDLESS_MESSAGES.linkInvalid,
      { reason: result.reason },
    );
  }
  const user = await findUserById(deps.db, result.userId);
  if (!user) throw new AppError('BAD_REQUEST', PASSWORDLESS_MESSAGES.linkInvalid);
  return completeSignIn(deps, user, meta, { provedEmail: true, message: 'Magic link verified successfully' });
}
