import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 28: JobPadi is for people in Nigeria, so an account's dates are on
// West Africa Time (Africa/Lagos) until the person chooses another clock.
//
// A settings row is written the first time a person changes any setting, and the columns they
// did not touch take their defaults: from now on the timezone starts as Africa/Lagos there too.
// Accounts with no row already read the product's default (now Africa/Lagos) and need nothing.
// Rows that say 'UTC' are left as they are: the row records no "chosen" mark, and 'UTC' may have
// been picked on purpose, so changing it could override a person's choice.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings alter column timezone set default 'Africa/Lagos'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings alter column timezone set default 'UTC'`.execute(db);
}
