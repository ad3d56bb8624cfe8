import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every change to a user or a session notifies `auth_changed` with the user's
// id, from whichever process made it, so servers can cache sessions and evict them at once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_auth_changed() returns trigger language plpgsql as $$
    begin
      -- Separate statements: PL/pgSQL resolves a row's fields only in the branch that runs.
      if tg_table_name = 'users' then
        perform pg_notify('auth_changed', old.id::text);
      else
        perform pg_notify('auth_changed', old.user_id::text);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger users_auth_changed after update or delete on users
    for each row execute function notify_auth_changed()`.execute(db);
  await sql`create trigger sessions_auth_changed after update or delete on sessions
    for each row execute function notify_auth_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sessions_auth_changed on sessions`.execute(db);
  await sql`drop trigger users_auth_changed on users`.execute(db);
  await sql`drop function notify_auth_changed()`.execute(db);
}
