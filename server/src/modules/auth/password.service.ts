import type { TChangePasswordInput } from '@app/shared';
import { checkLinkToken } from '../../auth/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { sendMail } from '../mail/mail.service.js';
import { findPasswordHash, updateUser } from '../users/users.repo.js';
import { sendOneTimeToken, whenAccountMayReceive } from './account-mail.js';
import type { RequestMeta } from './sign-in.js';

type AuthDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis'>;

export const PASSWORD_MESSAGES = {
  resetSent: 'If an account exists for that address, we have sent a password reset link to it.',
  resetInvalid: 'Invalid or expired reset token. Please request a new password reset.',
  resetDone: 'Password reset successfully',
  changed: 'Password updated successfully',
  wrongCurrent: 'Current password is incorrect',
} as const;

export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await whenAccountMayReceive(deps, email, meta, (user) => sendOneTimeToken(deps, user, 'password_reset'));
  return { message: PASSWORD_MESSAGES.resetSent };
}

/** Peeks without using the token up, so the page can show the form or the invalid screen. */
export async function validateResetToken(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string,
): Promise<{ valid: boolean }> {
  const result = await checkLinkToken(deps.db, 'password_reset', token, deps.clock.now(), false);
  return { valid: result.ok };
}

/** Sets the new password, proves the address, and signs the account out everywhere. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  meta: RequestMeta,
): Promise<{ message: string }> {
  await enforce(deps, [[RATE_RULES.verifyIp, meta.ip ?? '']]);
  const result = await checkLinkToken(deps.db, 'password_reset', input.token, deps.clock.now());
  if (!result.ok)
    throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.resetInvalid, { reason: result.reason });
  const user = await updateUser(deps.db, result.userId, {
    password_hash: await hashPassword(input.password),
    email_verified: true,
  });
  await revokeUserSessions(deps, result.userId);
  if (user) await sendMail(deps, user.email, 'password-changed', { name: user.first_name ?? undefined });
  return { message: PASSWORD_MESSAGES.resetDone };
}

/** Changes the password and revokes every other session; the current one stays signed in. */
export async function changePassword(
  deps: AuthDeps,
  actor: { userId: string; sessionId: string },
  input: TChangePasswordInput,
  meta: RequestMeta,
): Promise<{ message: string }> {
  await enforce(deps, [
    [RATE_RULES.loginIp, meta.ip ?? ''],
    [RATE_RULES.loginAccount, actor.userId],
  ]);
  const current = await findPasswordHash(deps.db, actor.userId);
  if (!current || !(await verifyPassword(current, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.wrongCurrent, { field: 'currentPassword' });
  }
  const user = await updateUser(deps.db, actor.userId, {
    password_hash: await hashPassword(input.newPassword),
  });
  await revokeUserSessions(deps, actor.userId, actor.sessionId);
  if (user) await sendMail(deps, user.email, 'password-changed', { name: user.first_name ?? undefined });
  return { message: PASSWORD_MESSAGES.changed };
}
