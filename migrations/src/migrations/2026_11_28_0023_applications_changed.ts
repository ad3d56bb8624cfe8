import { type Kysely, sql } from 'kysely';

// Frozen once landed. Every change to what a person's applications list shows notifies
// `applications_changed` with that person's id, from whichever process made it (a server, the
// worker, the admin CLI, psql), so servers can keep each list's version in memory and answer a
// revalidation without a query (issue 30, speed). The list reads: the person's applications,
// their documents attached to an application, and their follow-up setting. A truncate notifies
// an empty payload: every list changed. PostgreSQL folds identical notifications of one
// transaction into one, so a statement touching many rows of one person sends one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_applications_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('applications_changed', '');
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform pg_notify('applications_changed', old.user_id::text);
      end if;
      if tg_op = 'INSERT' then
        perform pg_notify('applications_changed', new.user_id::text);
      elsif tg_op = 'UPDATE' then
        if new.user_id is distinct from old.user_id then
          perform pg_notify('applications_changed', new.user_id::text);
        end if;
      end if;
      return null;
    end
    $$`.execute(db);

  // Applications: every change (a column the list does not show costs one rebuilt answer).
  await sql`create trigger applications_list_changed
    after insert or update or delete on applications
    for each row execute function notify_applications_changed()`.execute(db);
  await sql`create trigger applications_list_truncated after truncate on applications
    for each statement execute function notify_applications_changed()`.execute(db);

  // Documents: only rows that are, were or become attached to an application.
  await sql`create trigger documents_list_inserted after insert on documents
    for each row when (new.application_id is not null)
    execute function notify_applications_changed()`.execute(db);
  await sql`create trigger documents_list_updated after update on documents
    for each row when (old.application_id is not null or new.application_id is not null)
    execute function notify_applications_changed()`.execute(db);
  await sql`create trigger documents_list_deleted after delete on documents
    for each row when (old.application_id is not null)
    execute function notify_applications_changed()`.execute(db);
  await sql`create trigger documents_list_truncated after truncate on documents
    for each statement execute function notify_applications_changed()`.execute(db);

  // The follow-up setting: whether the row exists, and its follow_up_days.
  await sql`create trigger user_settings_list_added after insert or delete on user_settings
    for each row execute function notify_applications_changed()`.execute(db);
  await sql`create trigger user_settings_list_updated after update on user_settings
    for each row when (old.follow_up_days is distinct from new.follow_up_days
      or old.user_id is distinct from new.user_id)
    execute function notify_applications_changed()`.execute(db);
  await sql`create trigger user_settings_list_truncated after truncate on user_settings
    for each statement execute function notify_applications_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger user_settings_list_truncated on user_settings`.execute(db);
  await sql`drop trigger user_settings_list_updated on user_settings`.execute(db);
  await sql`drop trigger user_settings_list_added on user_settings`.execute(db);
  await sql`drop trigger documents_list_truncated on documents`.execute(db);
  await sql`drop trigger documents_list_deleted on documents`.execute(db);
  await sql`drop trigger documents_list_updated on documents`.execute(db);
  await sql`drop trigger documents_list_inserted on documents`.execute(db);
  await sql`drop trigger applications_list_truncated on applications`.execute(db);
  await sql`drop trigger applications_list_changed on applications`.execute(db);
  await sql`drop function notify_applications_changed()`.execute(db);
}
