import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every statement that changes the AI providers or the prompts notifies
// `settings_changed` with the table's name, from whichever process ran it (the admin console,
// another server, psql), so servers and workers can keep both in memory and drop them at once.
// Statement-level: one notification per statement however many rows it touched, and truncate too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_settings_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('settings_changed', tg_table_name);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger llm_providers_settings_changed
    after insert or update or delete or truncate on llm_providers
    for each statement execute function notify_settings_changed()`.execute(db);
  await sql`create trigger prompts_settings_changed
    after insert or update or delete or truncate on prompts
    for each statement execute function notify_settings_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger prompts_settings_changed on prompts`.execute(db);
  await sql`drop trigger llm_providers_settings_changed on llm_providers`.execute(db);
  await sql`drop function notify_settings_changed()`.execute(db);
}
