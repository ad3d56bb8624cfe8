import { deliverOutboxMessage } from '@app/server/modules/mail/mail.delivery';
import { UnrecoverableError } from 'bullmq';
import type { Processor } from '../runtime/processor.js';

/**
 * Delivers one outbox message. A permanent SMTP refusal is recorded on the row and ends the job
 * without retries; a transient one is retried with backoff by BullMQ.
 */
export const sendEmail: Processor<'email.send'> = async ({ outboxId }, { deps, isLastAttempt }) => {
  if (!deps.mailTransport) return { status: 'skipped' };
  const outcome = await deliverOutboxMessage(deps, deps.mailTransport, outboxId, isLastAttempt);
  switch (outcome.status) {
    case 'sent':
      return { status: 'sent' };
    case 'skipped':
      return { status: 'skipped' };
    case 'failed':
      throw new UnrecoverableError(`SMTP refused the message: ${outcome.error}`);
    case 'retry':
      throw new Error(`SMTP delivery failed, will retry: ${outcome.error}`);
  }
};
