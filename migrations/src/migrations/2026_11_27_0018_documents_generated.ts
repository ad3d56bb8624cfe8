import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 28: the admin's "Documents Generated" counted the documents that
// exist, so it dropped when a person deleted one (or closed their account). Each stored document
// now leaves a line here, written by the database itself as the document is inserted, and
// deleting the document (or its account) leaves the line: the figure counts what was generated.
// No user id: the line says only which kind of document was written and when.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table documents_generated (
    id uuid primary key default gen_random_uuid(),
    type text not null check (type in ('cover_letter', 'resume')),
    generated_at timestamptz not null default now()
  )`.execute(db);
  // Trends by day and type, and the counts per type, read from the index alone.
  await sql`create index documents_generated_at_type_idx on documents_generated (generated_at, type)`.execute(
    db,
  );
  await sql`
    create function record_document_generated() returns trigger language plpgsql as $$
    begin
      insert into documents_generated (type, generated_at) values (new.type, new.created_at);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger documents_record_generated after insert on documents
    for each row execute function record_document_generated()`.execute(db);
  // What was generated before: the documents that still exist, and those a succeeded generation
  // wrote whose document has been deleted since (all it asked for, unless one of them failed:
  // which one is then not known, so neither is counted).
  await sql`
    insert into documents_generated (type, generated_at)
    select type, created_at from documents
    union all
    select wanted.type, coalesce(g.finished_at, g.created_at)
    from generations g
    cross join lateral (values ('cover_letter', g.generate_cover_letter), ('resume', g.optimize_resume))
      as wanted(type, asked)
    where g.status = 'succeeded' and g.error_code is null and wanted.asked
      and not exists (select 1 from documents d where d.generation_id = g.id and d.type = wanted.type)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger documents_record_generated on documents`.execute(db);
  await sql`drop function record_document_generated()`.execute(db);
  await sql`drop table documents_generated`.execute(db);
}
