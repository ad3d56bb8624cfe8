import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 32: AI help on a selection in the editor. Its system prompt is a third
// admin-editable prompt type ('selection_help', versioned and tested like the others). Each request
// that reached the model is kept (per person and day for the fair-use limit, and so a re-delivered
// job answers the same suggestion); AI monitoring logs the call like a generation's.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table prompts drop constraint prompts_type_check`.execute(db);
  await sql`alter table prompts add constraint prompts_type_check
    check (type in ('cover_letter', 'resume', 'selection_help'))`.execute(db);
  await sql`alter table prompt_tests drop constraint prompt_tests_type_check`.execute(db);
  await sql`alter table prompt_tests add constraint prompt_tests_type_check
    check (type in ('cover_letter', 'resume', 'selection_help'))`.execute(db);

  await sql`create table document_assists (
    id uuid primary key default gen_random_uuid(),
    -- The run the browser listens on: a re-delivered job finds its stored answer by it.
    run_id uuid not null unique,
    user_id uuid not null references users(id) on delete cascade,
    document_id uuid not null references documents(id) on delete cascade,
    action text not null check (action in ('stronger', 'shorter', 'grammar', 'keyword')),
    keyword text,
    selection text not null,
    suggestion text,
    claims jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`.execute(db);
  // The fair-use count reads one person's requests since Lagos midnight.
  await sql`create index document_assists_user_created_idx on document_assists (user_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table document_assists`.execute(db);
  await sql`delete from prompt_tests where type = 'selection_help'`.execute(db);
  await sql`delete from prompts where type = 'selection_help'`.execute(db);
  await sql`alter table prompt_tests drop constraint prompt_tests_type_check`.execute(db);
  await sql`alter table prompt_tests add constraint prompt_tests_type_check
    check (type in ('cover_letter', 'resume'))`.execute(db);
  await sql`alter table prompts drop constraint prompts_type_check`.execute(db);
  await sql`alter table prompts add constraint prompts_type_check
    check (type in ('cover_letter', 'resume'))`.execute(db);
}
