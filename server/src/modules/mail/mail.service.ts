import { emailSendJob } from '@app/shared';
import type { Deps } from '../../deps.js';
import { publicUrl } from '../../env.js';
import { enqueue } from '../../queue/enqueue.js';
import { insertOutbox, listStaleQueued } from './mail.repo.js';
import { type MailContent, type MailTemplates, mailTemplates, renderMail } from './mail.templates.js';

export type MailMode = 'smtp' | 'demo';

export const mailMode = (env: Deps['env']): MailMode => (env.SMTP_URL ? 'smtp' : 'demo');

export interface NotificationStatus {
  mode: MailMode;
  sender: string;
  /** Where a person reads demo-mode mail (from the server's machine, or as an administrator). */
  mailboxUrl: string | null;
}

/**
 * Whether /dev/mailbox exists: always outside production (it then also lists SMTP mail), and in
 * a production that runs without SMTP because ALLOW_DEMO_MAIL says so.
 */
export const mailboxServed = (env: Deps['env']): boolean =>
  env.NODE_ENV !== 'production' || (mailMode(env) === 'demo' && env.ALLOW_DEMO_MAIL);

export function getNotificationStatus(deps: Pick<Deps, 'env'>): NotificationStatus {
  const mode = mailMode(deps.env);
  const mailboxUrl = mode === 'demo' && mailboxServed(deps.env) ? '/dev/mailbox' : null;
  return { mode, sender: deps.env.MAIL_FROM, mailboxUrl };
}

export interface SentMail {
  id: string;
  status: 'queued' | 'demo';
}

/**
 * Stores the message in the outbox first (so nothing is lost), then queues its delivery.
 * In demo mode the outbox is the destination: the message is listed at /dev/mailbox. Its body is
 * never logged: codes and links in it sign people in, and logs travel further than the database.
 * If Redis is down the row stays `queued` and the worker's sweep sends it later.
 */
export async function sendMail<N extends keyof MailTemplates>(
  deps: Pick<Deps, 'env' | 'db' | 'queues' | 'logger'>,
  to: string,
  template: N,
  data: Omit<Parameters<MailTemplates[N]>[0], 'appUrl'>,
): Promise<SentMail> {
  const appUrl = publicUrl(deps.env);
  // The generic index loses the pairing of name and data, which the signature above enforces.
  const build = mailTemplates[template] as (input: unknown) => MailContent;
  const rendered = renderMail(build({ ...data, appUrl }));
  const mode = mailMode(deps.env);
  const row = await insertOutbox(deps.db, {
    to,
    template,
    ...rendered,
    status: mode === 'smtp' ? 'queued' : 'demo',
  });
  if (mode === 'demo') {
    deps.logger.info({ outboxId: row.id, template }, 'demo mail stored; read it at /dev/mailbox');
    return { id: row.id, status: 'demo' };
  }
  await queueDelivery(deps, row.id);
  return { id: row.id, status: 'queued' };
}

async function queueDelivery(deps: Pick<Deps, 'queues' | 'logger'>, outboxId: string): Promise<void> {
  try {
    // The outbox id is the job id: enqueuing the same message twice delivers it once.
    await enqueue(deps.queues, emailSendJob, { outboxId }, { jobId: `email-${outboxId}` });
  } catch (error) {
    deps.logger.warn({ outboxId, err: error }, 'mail stored but not queued; the outbox sweep will retry');
  }
}

/** Re-queues messages that were stored while the queue was unreachable. */
export async function requeueStaleMail(
  deps: Pick<Deps, 'db' | 'queues' | 'logger' | 'clock'>,
  olderThanMs = 60_000,
): Promise<number> {
  const ids = await listStaleQueued(deps.db, new Date(deps.clock.now().getTime() - olderThanMs), 100);
  for (const id of ids) await queueDelivery(deps, id);
  return ids.length;
}
