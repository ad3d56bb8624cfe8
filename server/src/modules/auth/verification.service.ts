import { checkCode, checkLinkToken, linkTokenOwner, type TokenResult } from '../../auth/one-time-tokens.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findUserByEmail, findUserById, type PublicUserRow, updateUser } from '../users/users.repo.js';
import { sendOneTimeToken, whenAccountMayReceive } from './account-mail.js';
import type { RequestMeta } from './sign-in.js';

type MailDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis'>;

export const VERIFY_MESSAGES = {
  verified: 'Email verified successfully',
  alreadyVerified: 'Your email is already verified.',
  resent: 'If that address has an account waiting for verification, we have sent a new verification email.',
  invalid: 'This verification link or code is invalid or has already been used. Please request a new one.',
  expired: 'This verification link has expired. Please request a new one.',
  locked: 'Too many wrong codes. Please request a new verification email.',
  accountLocked:
    'Too many wrong codes for this account today. Please use the link in the verification email instead.',
  needEmail: 'Enter the e-mail address the code was sent to, then the code.',
} as const;

/** Sends the e-mail with both a link and a 6-digit code; either proves the address. */
export const sendVerificationEmail = (deps: MailDeps, user: PublicUserRow): Promise<void> =>
  sendOneTimeToken(deps, user, 'email_verification');

const refusal = (result: Extract<TokenResult, { ok: false }>) =>
  new AppError(
    'BAD_REQUEST',
    // The account's daily limit is not lifted by a new code: only the e-mailed link still works.
    result.scope === 'account' ? VERIFY_MESSAGES.accountLocked : VERIFY_MESSAGES[result.reason],
    { reason: result.reason },
  );

/**
 * What verify-email answers. `alreadyVerified`: the link is a real one of an account whose address
 * is verified already (by the code from the same e-mail, a sign-in code, a magic link or Google),
 * so there is nothing left to do and nothing failed.
 */
export interface VerifyEmailResult {
  message: string;
  alreadyVerified?: true;
}

/**
 * Whether a link that no longer verifies anything (used, retired or expired) belongs to an account
 * whose address is verified. Only the holder of a real link learns this; a made-up or altered
 * token matches no link and stays 'invalid'.
 */
async function linkOfVerifiedAccount(deps: MailDeps, token: string): Promise<boolean> {
  const owner = await linkTokenOwner(deps.db, 'email_verification', token);
  if (!owner) return false;
  return (await findUserById(deps.db, owner))?.email_verified === true;
}

/** The dialog accepts the link token or the 6-digit code (with the address it was sent to). */
export async function verifyEmail(
  deps: MailDeps,
  input: { token: string; email?: string | undefined },
  meta: RequestMeta,
): Promise<VerifyEmailResult> {
  await enforce(deps, [[RATE_RULES.verifyIp, meta.ip ?? '']]);
  const now = deps.clock.now();
  let result: TokenResult;
  if (/^\d{6}$/.test(input.token)) {
    if (!input.email) throw new AppError('VALIDATION_FAILED', VERIFY_MESSAGES.needEmail);
    const user = await findUserByEmail(deps.db, input.email);
    result = user
      ? await checkCode(deps.db, user.id, 'email_verification', input.token, now)
      : { ok: false, reason: 'invalid' };
  } else {
    result = await checkLinkToken(deps.db, 'email_verification', input.token, now);
    // The e-mail's link opened after its code (or another sign-in) proved the address: not a
    // failure. An expired or retired link of an address still unverified stays one.
    if (!result.ok && (await linkOfVerifiedAccount(deps, input.token)))
      return { message: VERIFY_MESSAGES.alreadyVerified, alreadyVerified: true };
  }
  if (!result.ok) throw refusal(result);
  if ((await findUserById(deps.db, result.userId))?.email_verified)
    return { message: VERIFY_MESSAGES.alreadyVerified, alreadyVerified: true };
  await updateUser(deps.db, result.userId, { email_verified: true });
  return { message: VERIFY_MESSAGES.verified };
}

/** Same answer whether or not the address exists or is already verified. */
export async function resendVerification(
  deps: MailDeps,
  email: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await whenAccountMayReceive(
    deps,
    email,
    meta,
    (user) => sendVerificationEmail(deps, user),
    (user) => user.is_active && !user.email_verified,
  );
  return { message: VERIFY_MESSAGES.resent };
}
