import { type Kysely, sql } from 'kysely';

// Frozen once landed. The e-mails not yet handed to SMTP, indexed on their own: /metrics counts
// them at every scrape (jobpadi_email_outbox_pending) and the outbox sweep lists the stale ones,
// without reading the whole outbox (which keeps every message ever sent).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index email_outbox_pending_idx on email_outbox (updated_at)
    where status in ('queued', 'sending')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index email_outbox_pending_idx`.execute(db);
}
