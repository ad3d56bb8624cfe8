import { type Kysely, sql } from 'kysely';

// Frozen once landed. Uploaded files, generations (a row mirrors each job), AI providers and
// prompts, the AI call log, user settings, and the link from a document to its generation.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('resume', 'photo', 'support_image')`),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes between 1 and 10485760`))
    .addColumn('sha256', 'bytea', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('files_user_idx').on('files').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('generations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_location', 'text')
    .addColumn('job_description', 'text', (c) => c.notNull())
    .addColumn('generate_cover_letter', 'boolean', (c) => c.notNull())
    .addColumn('optimize_resume', 'boolean', (c) => c.notNull())
    .addColumn('personal_details', 'jsonb')
    .addColumn('resume_file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    // Credits reserved when accepted; given back on failure exactly once (credits_state).
    .addColumn('reserved_cover_letters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_resumes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('reserved')
        .check(sql`credits_state in ('reserved', 'consumed', 'refunded', 'unlimited')`),
    )
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('provider', 'text')
    .addColumn('model', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index generations_idempotency_idx on generations (user_id, idempotency_key)
    where idempotency_key is not null`.execute(db);
  await db.schema
    .createIndex('generations_user_created_idx')
    .on('generations')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('documents')
    .addColumn('generation_id', 'uuid', (c) => c.references('generations.id').onDelete('set null'))
    .execute();
  // One document of each type per generation: a re-delivered job can never save twice.
  await sql`create unique index documents_generation_type_idx on documents (generation_id, type)
    where generation_id is not null`.execute(db);

  await db.schema
    .createTable('llm_providers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('api_key_encrypted', 'bytea')
    .addColumn('api_key_last4', 'text')
    .addColumn('base_url', 'text')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_test_ok', 'boolean')
    .addColumn('last_tested_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Exactly one provider may be active.
  await sql`create unique index llm_providers_one_active_idx on llm_providers ((true)) where is_active`.execute(
    db,
  );

  await db.schema
    .createTable('prompts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('cover_letter', 'resume')`))
    .addColumn('system_prompt', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index prompts_one_active_idx on prompts (type) where is_active`.execute(db);

  await db.schema
    .createTable('ai_call_logs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('generation_id', 'uuid', (c) => c.references('generations.id').onDelete('set null'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('first_token_ms', 'integer')
    .addColumn('total_ms', 'integer', (c) => c.notNull())
    .addColumn('tokens_in', 'integer')
    .addColumn('tokens_out', 'integer')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('ok', 'error')`))
    .addColumn('error_class', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ai_call_logs_created_idx').on('ai_call_logs').column('created_at').execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('push_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('marketing_emails', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dark_mode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language', 'text', (c) =>
      c.notNull().defaultTo('en').check(sql`language in ('en', 'es', 'fr', 'de')`),
    )
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('two_factor_auth', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
  await db.schema.dropTable('ai_call_logs').execute();
  await db.schema.dropTable('prompts').execute();
  await db.schema.dropTable('llm_providers').execute();
  await sql`drop index documents_generation_type_idx`.execute(db);
  await db.schema.alterTable('documents').dropColumn('generation_id').execute();
  await db.schema.dropTable('generations').execute();
  await db.schema.dropTable('files').execute();
}
