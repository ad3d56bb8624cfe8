import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every sign-in updates its user's row (last_login_at). With full pages the
// new row version lands on another page and every one of the users indexes gets a new entry;
// room left on each page lets PostgreSQL update the row in place (a HOT update, no index
// writes) whenever no indexed value changed. Applies to pages written from now on.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users set (fillfactor = 85)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users reset (fillfactor)`.execute(db);
}
