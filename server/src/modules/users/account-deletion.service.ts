import {
  type AccountDeletedResult,
  type DeletionCodeResult,
  ACCOUNT_MESSAGES as M,
  type TDeleteAccountInput,
} from '@app/shared';
import { checkCode } from '../../auth/one-time-tokens.js';
import { verifyPassword } from '../../auth/password.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { RequestMeta } from '../../auth/request-auth.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { sendOneTimeToken } from '../auth/account-mail.js';
import { clearLiveState } from '../generation/generation.events.js';
import { sendMail } from '../mail/mail.service.js';
import {
  deleteMailTo,
  deleteUserRow,
  listGenerationIds,
  lockOtherActiveAdmins,
} from './account-deletion.repo.js';
import { ACCOUNT_RULES } from './account-limits.js';
import { listRequestedEmails } from './email-change.repo.js';
import { accountGone } from './profile.service.js';
import { findPasswordHash, findUserById, type PublicUserRow } from './users.repo.js';

type DeletionDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'sessionCache'>;

export const LAST_ADMIN_MESSAGE =
  'You are the last administrator. Make someone else an administrator before deleting your account.';

/** For an account without a password: a 6-digit code to its address, valid 10 minutes. */
export async function requestDeletionCode(
  deps: DeletionDeps,
  userId: string,
  meta: RequestMeta,
): Promise<DeletionCodeResult> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw accountGone();
  if (user.has_password) throw new AppError('BAD_REQUEST', M.codeNotNeeded, { reason: 'HAS_PASSWORD' });
  await enforce(deps, [
    [ACCOUNT_RULES.deletionCode, userId],
    [RATE_RULES.emailIp, meta.ip ?? ''],
  ]);
  await sendOneTimeToken(deps, user, 'account_deletion');
  return { message: M.codeSent(user.email) };
}

/** The password for an account that has one, else the e-mailed code; counted like sign-ins. */
async function confirmOwner(
  deps: DeletionDeps,
  user: PublicUserRow,
  input: TDeleteAccountInput,
  meta: RequestMeta,
): Promise<void> {
  if (user.has_password) {
    if (input.password === undefined)
      throw new AppError('VALIDATION_FAILED', M.confirmWithPassword, { field: 'password' });
    await enforce(deps, [
      [RATE_RULES.loginIp, meta.ip ?? ''],
      [RATE_RULES.loginAccount, user.id],
    ]);
    const hash = await findPasswordHash(deps.db, user.id);
    if (!hash || !(await verifyPassword(hash, input.password)))
      throw new AppError('BAD_REQUEST', M.wrongPassword, { field: 'password' });
    return;
  }
  if (input.code === undefined) throw new AppError('VALIDATION_FAILED', M.confirmWithCode, { field: 'code' });
  const result = await checkCode(deps.db, user.id, 'account_deletion', input.code, deps.clock.now());
  if (!result.ok) {
    const message =
      result.reason === 'expired' ? M.codeExpired : result.reason === 'locked' ? M.codeLocked : M.codeInvalid;
    throw new AppError('BAD_REQUEST', message, { field: 'code', reason: result.reason });
  }
}

/**
 * "Delete my account": confirmed by its owner, then gone in one transaction — the account and
 * everything that cascades from it (account-deletion.repo.ts), and the e-mails stored for its
 * addresses — then the live text of its generations in Redis. Payments stay for the accounts,
 * without an owner. Every session ends at once (the rows are gone; this process's cache is
 * emptied here, the others' by the change feed). The confirmation e-mail is written after, and
 * is the one message kept for that address.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  userId: string,
  input: TDeleteAccountInput,
  meta: RequestMeta,
): Promise<AccountDeletedResult> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw accountGone();
  await confirmOwner(deps, user, input, meta);
  const addresses = [user.email, ...(await listRequestedEmails(deps.db, userId))];
  const generationIds = await deps.db.transaction().execute(async (trx) => {
    if (user.role.includes('admin') && (await lockOtherActiveAdmins(trx, userId)).length === 0)
      throw new AppError('FORBIDDEN', LAST_ADMIN_MESSAGE);
    const ids = await listGenerationIds(trx, userId);
    if (!(await deleteUserRow(trx, userId))) throw accountGone();
    await deleteMailTo(trx, addresses);
    return ids;
  });
  deps.sessionCache?.evictUser(userId);
  try {
    await clearLiveState(deps.redis, deps.env.QUEUE_PREFIX, generationIds);
  } catch (error) {
    // The rows are gone; the text left in Redis expires within the hour (LIVE_TTL_SECONDS).
    deps.logger.warn({ err: error }, 'account deleted but the live text of its generations was not removed');
  }
  try {
    await sendMail(deps, user.email, 'account-deleted', { name: user.first_name ?? undefined });
  } catch (error) {
    // The account is gone either way; the person sees the confirmation on screen.
    deps.logger.warn({ err: error }, 'account deleted but its confirmation e-mail was not stored');
  }
  return { success: true, message: M.deleted };
}
