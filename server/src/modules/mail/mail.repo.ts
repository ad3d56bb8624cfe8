import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { EmailOutbox } from '../../db/database.types.js';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'demo';
export type OutboxRow = Selectable<EmailOutbox>;

const columns = [
  'id',
  'to_address',
  'template',
  'subject',
  'html',
  'text',
  'status',
  'attempts',
  'last_error',
  'provider_message_id',
  'created_at',
  'updated_at',
  'sent_at',
] as const;

export async function insertOutbox(
  db: Database,
  message: {
    to: string;
    template: string;
    subject: string;
    html: string;
    text: string;
    status: OutboxStatus;
  },
): Promise<OutboxRow> {
  return db
    .insertInto('email_outbox')
    .values({
      to_address: message.to,
      template: message.template,
      subject: message.subject,
      html: message.html,
      text: message.text,
      status: message.status,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function findOutbox(db: Database, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('email_outbox').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function listOutbox(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('email_outbox').select(columns).orderBy('created_at', 'desc').limit(limit).execute();
}

/** Claims a message for delivery unless it is already finished; counts the attempt. */
export async function markSending(db: Database, id: string): Promise<OutboxRow | undefined> {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'sending'])
    .returning(columns)
    .executeTakeFirst();
}

export async function markOutcome(
  db: Database,
  id: string,
  outcome:
    | { status: 'sent'; providerMessageId: string | null }
    | { status: 'failed' | 'queued'; error: string },
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('email_outbox')
    .set(
      outcome.status === 'sent'
        ? {
            status: 'sent',
            provider_message_id: outcome.providerMessageId,
            sent_at: now,
            last_error: null,
            updated_at: now,
          }
        : { status: outcome.status, last_error: outcome.error.slice(0, 2000), updated_at: now },
    )
    .where('id', '=', id)
    .execute();
}

/** Messages that never reached the queue (Redis was down when they were written). */
export async function listStaleQueued(db: Database, olderThan: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('updated_at', '<', olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
