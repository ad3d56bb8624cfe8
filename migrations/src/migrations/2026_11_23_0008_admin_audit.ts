import { type Kysely, sql } from 'kysely';

// Frozen once landed. The admin console (issue 13): the audit log of every administrator's change,
// the kind of each AI call (generation, prompt test, connection test) and its error message,
// prompt tests run through the worker, and the indexes the admin user list searches with.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // 'provider.create', 'prompt.save', 'user.plan', ... (shared/src/admin/audit.ts).
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    // A sentence a person reads: "Changed the plan of ada@example.com from jjc to agba".
    .addColumn('summary', 'text', (c) => c.notNull())
    // Never a key in clear: provider keys appear only as their last 4 characters.
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index admin_audit_log_created_idx on admin_audit_log (created_at desc)`.execute(db);

  // Every call so far wrote a document: they are generations.
  await db.schema
    .alterTable('ai_call_logs')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('generation')
        .check(sql`kind in ('generation', 'prompt_test', 'connection_test')`),
    )
    .addColumn('error_message', 'text')
    .execute();

  // A draft prompt run against the live provider by the worker; the job carries only the id.
  await db.schema
    .createTable('prompt_tests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('cover_letter', 'resume')`))
    .addColumn('system_prompt', 'text', (c) => c.notNull())
    .addColumn('test_data', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    .addColumn('output', 'text')
    .addColumn('error_message', 'text')
    .addColumn('provider', 'text')
    .addColumn('model', 'text')
    .addColumn('latency_ms', 'integer')
    .addColumn('first_token_ms', 'integer')
    .addColumn('tokens_in', 'integer')
    .addColumn('tokens_out', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('prompt_tests_created_idx').on('prompt_tests').column('created_at').execute();

  // The prompt history reads one type's versions in order.
  await db.schema
    .createIndex('prompts_type_created_idx')
    .on('prompts')
    .columns(['type', 'created_at'])
    .execute();

  // The admin user list: newest first, searched by name and e-mail anywhere in the text.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_admin_search_idx on users using gin ((lower(
    coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email
  )) gin_trgm_ops)`.execute(db);
  await sql`create index users_created_idx on users (created_at desc, id desc)`.execute(db);
  await sql`create index users_admins_idx on users (id) where role like '%admin%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_admins_idx`.execute(db);
  await sql`drop index users_created_idx`.execute(db);
  await sql`drop index users_admin_search_idx`.execute(db);
  await sql`drop index prompts_type_created_idx`.execute(db);
  await db.schema.dropTable('prompt_tests').execute();
  await db.schema.alterTable('ai_call_logs').dropColumn('error_message').dropColumn('kind').execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
