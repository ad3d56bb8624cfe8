import type { Deps } from '@app/server/deps';
import type { MailTransport } from '@app/server/modules/mail/mail.delivery';

/** What processors may use: the server's core dependencies plus the worker's own clients. */
export interface WorkerDeps extends Deps {
  /** Null in demo mode (no SMTP_URL): the outbox is the destination. */
  mailTransport: MailTransport | null;
}
