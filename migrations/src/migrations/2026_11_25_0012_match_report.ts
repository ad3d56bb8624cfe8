import { type Kysely, sql } from 'kysely';

// Frozen once landed. ATS match report (issue 16): each document's match score for its current
// content (computed when the content is written, so listing never recomputes), what the person
// gave a generation (their resume's text or their typed details, for the "please check" guard),
// and the text a rendered file reads back as with the upload readers (cached with the file).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('match_score', 'smallint', (c) => c.check(sql`match_score between 0 and 100`))
    .execute();

  await db.schema.alterTable('generations').addColumn('source_text', 'text').execute();
  await db.schema
    .alterTable('generations')
    .addColumn('source_kind', 'text', (c) => c.check(sql`source_kind in ('resume', 'personal_details')`))
    .execute();
  await sql`alter table generations add constraint generations_source_check
    check ((source_text is null) = (source_kind is null))`.execute(db);

  // Goes with the rendered file (an edit or a design change deletes both).
  await db.schema.alterTable('document_renders').addColumn('read_back_text', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document_renders').dropColumn('read_back_text').execute();
  await sql`alter table generations drop constraint generations_source_check`.execute(db);
  await db.schema.alterTable('generations').dropColumn('source_kind').execute();
  await db.schema.alterTable('generations').dropColumn('source_text').execute();
  await db.schema.alterTable('documents').dropColumn('match_score').execute();
}
