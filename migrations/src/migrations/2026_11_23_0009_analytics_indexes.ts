import { type Kysely, sql } from 'kysely';

// Frozen once landed. The indexes the admin analytics and AI monitoring read through
// (server/src/modules/analytics; figures in bench/admin): date windows and newest-first lists.
export async function up(db: Kysely<any>): Promise<void> {
  // Document trends and recent activity by date; the type lets the counts per type be read from
  // the index alone.
  await sql`create index documents_created_type_idx on documents (created_at, type)`.execute(db);
  // Engagement, peak hours and retention: who was active when.
  await sql`create index generations_created_idx on generations (created_at) include (user_id)`.execute(db);
  await sql`create index sessions_created_idx on sessions (created_at) include (user_id)`.execute(db);
  // Revenue by month and plan, conversion, recent payments: paid payments only.
  await sql`create index payments_confirmed_success_idx on payments (confirmed_at)
    include (plan_id, amount_kobo, user_id) where status = 'success'`.execute(db);
  // The monitor's latest calls, newest first, filtered by provider, kind or failure.
  await sql`create index ai_call_logs_provider_created_idx on ai_call_logs (provider, created_at, id)`.execute(
    db,
  );
  await sql`create index ai_call_logs_kind_created_idx on ai_call_logs (kind, created_at, id)`.execute(db);
  await sql`create index ai_call_logs_errors_created_idx on ai_call_logs (created_at, id)
    where outcome = 'error'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ai_call_logs_errors_created_idx`.execute(db);
  await sql`drop index ai_call_logs_kind_created_idx`.execute(db);
  await sql`drop index ai_call_logs_provider_created_idx`.execute(db);
  await sql`drop index payments_confirmed_success_idx`.execute(db);
  await sql`drop index sessions_created_idx`.execute(db);
  await sql`drop index generations_created_idx`.execute(db);
  await sql`drop index documents_created_type_idx`.execute(db);
}
