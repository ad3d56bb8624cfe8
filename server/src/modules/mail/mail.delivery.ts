import type { Deps } from '../../deps.js';
import { findOutbox, markOutcome, markSending } from './mail.repo.js';
import { encodeSubject } from './subject-header.js';

/** The part of a nodemailer transport delivery needs; the worker passes the real one. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    /** The Subject travels encoded by us (subject-header.ts), as a prepared header. */
    headers: { Subject: { prepared: true; value: string } };
    html: string;
    text: string;
    messageId?: string;
  }): Promise<{ messageId?: string }>;
}

export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; permanent: true; error: string }
  | { status: 'retry'; error: string };

/** An SMTP 5xx reply or a refused envelope will not succeed on retry. */
export function isPermanentSmtpError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return (
    (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) || code === 'EENVELOPE'
  );
}

/**
 * Delivers one outbox message. Safe to run twice for the same id (BullMQ delivers at least once):
 * a message already sent or failed is skipped. `lastAttempt` turns a transient error into a
 * recorded failure instead of another retry.
 */
export async function deliverOutboxMessage(
  deps: Pick<Deps, 'db' | 'env' | 'logger'>,
  transport: MailTransport,
  outboxId: string,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const current = await findOutbox(deps.db, outboxId);
  if (!current) return { status: 'skipped', reason: 'message not found' };
  const claimed = await markSending(deps.db, outboxId);
  if (!claimed) return { status: 'skipped', reason: `message already ${current.status}` };
  try {
    const info = await transport.sendMail({
      from: deps.env.MAIL_FROM,
      to: claimed.to_address,
      headers: { Subject: { prepared: true, value: encodeSubject(claimed.subject) } },
      html: claimed.html,
      text: claimed.text,
      // A stable Message-ID lets receiving servers drop the duplicate if a redelivery races.
      messageId: `<${claimed.id}@jobpadi.mail>`,
    });
    await markOutcome(deps.db, outboxId, { status: 'sent', providerMessageId: info.messageId ?? null });
    return { status: 'sent' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isPermanentSmtpError(error) || lastAttempt) {
      await markOutcome(deps.db, outboxId, { status: 'failed', error: message });
      deps.logger.warn({ outboxId, err: message }, 'mail delivery failed for good');
      return { status: 'failed', permanent: true, error: message };
    }
    await markOutcome(deps.db, outboxId, { status: 'queued', error: message });
    return { status: 'retry', error: message };
  }
}
