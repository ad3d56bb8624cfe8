import { type Kysely, sql } from 'kysely';

// Frozen once landed. Profile and data rights (issue 14): whether an account has a password
// (read with every session, never the hash itself), the one-time tokens that confirm a new
// e-mail address (bound to that address) and an account deletion.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column has_password boolean not null
    generated always as (password_hash is not null) stored`.execute(db);

  await sql`alter table auth_tokens drop constraint auth_tokens_kind_check`.execute(db);
  await sql`alter table auth_tokens add constraint auth_tokens_kind_check check (kind in
    ('otp', 'magic_link', 'email_verification', 'password_reset', 'email_change', 'account_deletion'))`.execute(
    db,
  );
  // The address an email_change token confirms: the link sent to it can only ever set that one.
  await db.schema.alterTable('auth_tokens').addColumn('new_email', 'text').execute();
  await sql`alter table auth_tokens add constraint auth_tokens_new_email_check
    check ((kind = 'email_change') = (new_email is not null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from auth_tokens where kind in ('email_change', 'account_deletion')`.execute(db);
  await sql`alter table auth_tokens drop constraint auth_tokens_new_email_check`.execute(db);
  await db.schema.alterTable('auth_tokens').dropColumn('new_email').execute();
  await sql`alter table auth_tokens drop constraint auth_tokens_kind_check`.execute(db);
  await sql`alter table auth_tokens add constraint auth_tokens_kind_check check (kind in
    ('otp', 'magic_link', 'email_verification', 'password_reset'))`.execute(db);
  await sql`alter table users drop column has_password`.execute(db);
}
