import { type Kysely, sql } from 'kysely';

// Frozen once landed. Documents remember their design; rendered files (PDF, DOCX) live in the
// files table like uploads, found again by a cache key of (content, design, design version, format).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('template_id', 'text').execute();
  await sql`alter table files drop constraint files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in ('resume', 'photo', 'support_image', 'rendered'))`.execute(db);
  await db.schema
    .createTable('document_renders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('cache_key', 'text', (c) => c.notNull().unique())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('pdf', 'docx')`))
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('document_renders_document_idx')
    .on('document_renders')
    .column('document_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_renders').execute();
  await sql`delete from files where purpose = 'rendered'`.execute(db);
  await sql`alter table files drop constraint files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in ('resume', 'photo', 'support_image'))`.execute(db);
  await db.schema.alterTable('documents').dropColumn('template_id').execute();
}
