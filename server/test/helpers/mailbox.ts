import type { Database } from '../../src/db/database.js';
import { accountMailSettled } from '../../src/modules/auth/account-mail.js';

export interface StoredMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest message to `to` (optionally of one template), as stored in the outbox. Account
 * e-mails are written after the request has answered, so they are waited for first.
 */
export async function latestMail(
  db: Database,
  to: string,
  template?: string,
): Promise<StoredMail | undefined> {
  await accountMailSettled();
  let query = db
    .selectFrom('email_outbox')
    .select(['template', 'subject', 'text', 'html'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1);
  if (template) query = query.where('template', '=', template);
  return query.executeTakeFirst();
}

export async function mailCount(db: Database, to: string): Promise<number> {
  await accountMailSettled();
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function linkToken(mail: StoredMail | undefined): string {
  const token = mail?.text.match(/[?&]token=([a-z2-7]+)/)?.[1];
  if (!token) throw new Error(`no link token in: ${mail?.text}`);
  return token;
}

export function sixDigits(mail: StoredMail | undefined): string {
  const code = mail?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code in: ${mail?.text}`);
  return code;
}
