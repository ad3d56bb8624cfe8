import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 31 §2: the Nigerian CV details (NYSC status and year, state of
// origin, date of birth, degree class, O'Level results, up to 3 referees), all optional. One
// jsonb column on users, validated by the shared schema on every write, read with the session's
// user row in the same statement (no second query on the hot path). Null until the person gives any.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column cv_details jsonb`.execute(db);
  await sql`alter table users add constraint users_cv_details_object
    check (cv_details is null or jsonb_typeof(cv_details) = 'object')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column cv_details`.execute(db);
}
