import { type Kysely, sql } from 'kysely';

// Frozen once landed. Issue 32: every save of a document keeps a version (its text, design and
// match score at that save), numbered per document from 1. The service keeps the last 50 and
// thins older ones to one a day; Restore makes an old text current as a new save, so nothing is
// lost. Existing documents start their history with their current text as version 1.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table document_versions (
    document_id uuid not null references documents(id) on delete cascade,
    n integer not null check (n > 0),
    content text not null,
    template_id text,
    match_score integer,
    saved_at timestamptz not null default now(),
    primary key (document_id, n)
  )`.execute(db);
  await sql`insert into document_versions (document_id, n, content, template_id, match_score, saved_at)
    select id, 1, content, template_id, match_score, updated_at from documents`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table document_versions`.execute(db);
}
