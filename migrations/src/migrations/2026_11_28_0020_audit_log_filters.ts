import { type Kysely, sql } from 'kysely';

// Frozen once landed. The Audit log tab (issue 29): newest first, a page at a time by
// (created_at, id), filtered by the administrator who acted, the person acted on or the action;
// and the reason an administrator gives for a change.
export async function up(db: Kysely<any>): Promise<void> {
  // "if not exists": the credits change of the same issue may add the column first.
  await sql`alter table admin_audit_log add column if not exists reason text`.execute(db);
  // The id breaks ties between entries written in the same microsecond, so pages never skip one.
  await sql`drop index if exists admin_audit_log_created_idx`.execute(db);
  await sql`create index admin_audit_log_created_idx on admin_audit_log (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index admin_audit_log_actor_idx on admin_audit_log (actor_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index admin_audit_log_target_idx on admin_audit_log (target_type, target_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index admin_audit_log_action_idx on admin_audit_log (action, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index admin_audit_log_action_idx`.execute(db);
  await sql`drop index admin_audit_log_target_idx`.execute(db);
  await sql`drop index admin_audit_log_actor_idx`.execute(db);
  await sql`drop index admin_audit_log_created_idx`.execute(db);
  await sql`create index admin_audit_log_created_idx on admin_audit_log (created_at desc)`.execute(db);
  await sql`alter table admin_audit_log drop column if exists reason`.execute(db);
}
