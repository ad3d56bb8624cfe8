import { type Kysely, sql } from 'kysely';

// Frozen once landed. Support chat (issue 15): one conversation per user, its messages (from the
// user or an administrator, text and an optional re-encoded image), when each side last read it,
// the support settings (one row) and when the user was last e-mailed about an answer.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The conversation's owner: every message of a conversation carries its user.
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('user', 'admin')`))
    .addColumn('admin_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 2000`))
    .addColumn('image_file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('image_name', 'text')
    .addColumn('current_page', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_messages_user_created_idx')
    .on('support_messages')
    .columns(['user_id', 'created_at'])
    .execute();

  // One row per conversation: read marks for both sides and the e-mail throttle.
  await db.schema
    .createTable('support_conversations')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('user_read_at', 'timestamptz')
    .addColumn('admin_read_at', 'timestamptz')
    .addColumn('last_emailed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('support_settings')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into support_settings (id) values (true)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_settings').execute();
  await db.schema.dropTable('support_conversations').execute();
  await db.schema.dropTable('support_messages').execute();
}
