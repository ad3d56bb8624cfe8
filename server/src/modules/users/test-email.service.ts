import { NOTIFICATION_MESSAGES, type TestEmailResult } from '@app/shared';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { RequestMeta } from '../../auth/request-auth.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { mailMode, sendMail } from '../mail/mail.service.js';
import { ACCOUNT_RULES } from './account-limits.js';
import type { PublicUserRow } from './users.repo.js';

/**
 * "Send test e-mail": a message to the signed-in person's own address, whatever the
 * notification switches say (they asked for it). In demo mode it lands in the outbox and the
 * answer says so. Delivery itself is asynchronous: what can fail here is storing or queueing it.
 */
export async function sendTestEmail(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'redis'>,
  user: Pick<PublicUserRow, 'id' | 'email' | 'first_name'>,
  meta: RequestMeta,
): Promise<TestEmailResult> {
  await enforce(deps, [
    [ACCOUNT_RULES.testEmail, user.id],
    [RATE_RULES.emailIp, meta.ip ?? ''],
  ]);
  try {
    await sendMail(deps, user.email, 'notification-test', { name: user.first_name ?? undefined });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'test e-mail could not be stored');
    throw new AppError('SERVICE_UNAVAILABLE', NOTIFICATION_MESSAGES.testFailed, {}, { cause: error });
  }
  const mode = mailMode(deps.env);
  return {
    success: true,
    mode,
    message:
      mode === 'demo'
        ? NOTIFICATION_MESSAGES.testStoredDemo(user.email)
        : NOTIFICATION_MESSAGES.testSent(user.email),
  };
}
