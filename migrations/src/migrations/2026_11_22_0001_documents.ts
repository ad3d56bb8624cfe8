import { type Kysely, sql } from 'kysely';

// Frozen once landed. The users table arrives with the accounts work, which adds the foreign key.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('cover_letter', 'resume')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_location', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('documents_user_created_idx')
    .on('documents')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
