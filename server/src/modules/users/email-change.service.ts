import { type EmailChangeConfirmed, PROFILE_MESSAGES as M, type TConfirmEmailChange } from '@app/shared';
import { NOT_SIGNED_IN } from '../../auth/access.js';
import { checkCode, checkLinkToken, issueToken, type TokenResult } from '../../auth/one-time-tokens.js';
import { retireTokens } from '../../auth/one-time-tokens.repo.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { RequestMeta } from '../../auth/request-auth.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { sendMail } from '../mail/mail.service.js';
import { ACCOUNT_RULES } from './account-limits.js';
import { findUserByEmail, findUserById, type PublicUserRow, updateUser } from './users.repo.js';

export type EmailChangeDeps = Pick<
  Deps,
  'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'sessionCache'
>;

/** Sign-in tokens that were e-mailed to the old address: they stop working when it is replaced. */
const OLD_ADDRESS_TOKENS = ['otp', 'magic_link', 'password_reset', 'email_verification'] as const;

/** Counted before anything is saved, so a refused request changes nothing. */
export async function countEmailChange(
  deps: EmailChangeDeps,
  userId: string,
  meta: RequestMeta,
): Promise<void> {
  await enforce(deps, [
    [ACCOUNT_RULES.emailChange, userId],
    [RATE_RULES.emailIp, meta.ip ?? ''],
  ]);
}

/**
 * Asks the new address to confirm. Nothing about the account changes: the token, bound to the
 * address, is the only trace. The current address is told. When the new address already has an
 * account, the answer and the stored state are the same (a signed-in person learns nothing about
 * other accounts), but that mailbox only gets a "nothing was changed" notice and no link, so the
 * token can never be used.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: PublicUserRow,
  newEmail: string,
): Promise<void> {
  const name = user.first_name ?? undefined;
  const owner = await findUserByEmail(deps.db, newEmail);
  const { token, code } = await issueToken(
    deps.db,
    user.id,
    'email_change',
    { link: true, code: true },
    deps.clock.now(),
    newEmail,
  );
  if (owner && owner.id !== user.id) {
    await sendMail(deps, newEmail, 'email-change-taken', {});
  } else {
    await sendMail(deps, newEmail, 'email-change-confirm', {
      name,
      token: token ?? '',
      code: code ?? '',
      email: newEmail,
    });
  }
  await sendMail(deps, user.email, 'email-change-requested', { name, newEmail });
}

const refusal = (result: Extract<TokenResult, { ok: false }>) =>
  new AppError(
    'BAD_REQUEST',
    result.reason === 'expired'
      ? M.emailChangeExpired
      : result.reason === 'locked'
        ? M.emailChangeLocked
        : M.emailChangeInvalid,
    { reason: result.reason },
  );

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Confirms with the link's token (whoever holds the e-mail, signed in or not) or the 6-digit code
 * (only signed in as the account: a code alone is guessable across accounts). The address is
 * replaced and marked verified; sign-in links and codes sent to the old one stop working; the
 * old address is told.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  input: TConfirmEmailChange,
  actor: { userId: string } | null,
  meta: RequestMeta,
): Promise<EmailChangeConfirmed> {
  await enforce(deps, [[RATE_RULES.verifyIp, meta.ip ?? '']]);
  const now = deps.clock.now();
  let result: TokenResult;
  if (input.code !== undefined) {
    if (!actor) throw new AppError('UNAUTHENTICATED', `${NOT_SIGNED_IN} ${M.emailChangeNeedsSignIn}`);
    result = await checkCode(deps.db, actor.userId, 'email_change', input.code, now);
  } else {
    result = await checkLinkToken(deps.db, 'email_change', input.token ?? '', now);
  }
  if (!result.ok) throw refusal(result);
  const newEmail = result.newEmail;
  const before = await findUserById(deps.db, result.userId);
  if (!newEmail || !before) throw refusal({ ok: false, reason: 'invalid' });
  try {
    await deps.db.transaction().execute(async (trx) => {
      await updateUser(trx, before.id, { email: newEmail, email_verified: true });
      for (const kind of OLD_ADDRESS_TOKENS) await retireTokens(trx, before.id, kind, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.emailTaken);
    throw error;
  }
  deps.sessionCache?.evictUser(before.id);
  if (before.email.toLowerCase() !== newEmail) {
    await sendMail(deps, before.email, 'email-changed', { name: before.first_name ?? undefined, newEmail });
  }
  return { message: M.emailChanged, email: newEmail };
}

/** Withdraws a change waiting for confirmation: its link and code stop working. */
export async function cancelEmailChange(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<void> {
  await retireTokens(deps.db, userId, 'email_change', deps.clock.now());
}
