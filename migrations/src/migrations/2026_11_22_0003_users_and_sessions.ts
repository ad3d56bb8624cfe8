import { type Kysely, sql } from 'kysely';

// Frozen once landed. Accounts, sessions (Lucia's recipe: id + hashed secret) and one-time tokens.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('full_name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('linkedin_profile', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('onboarding_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('subscription_plan', 'text', (c) =>
      c
        .notNull()
        .defaultTo('free_trial')
        .check(sql`subscription_plan in ('free_trial', 'jjc', 'agba', 'idan')`),
    )
    .addColumn('subscription_status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`subscription_status in ('active', 'inactive', 'cancelled')`),
    )
    .addColumn('subscription_expires_at', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cover_letters_remaining', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('resumes_remaining', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cover_letters_generated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resumes_generated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per address, whatever its letter case.
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'bytea', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('otp', 'magic_link', 'email_verification', 'password_reset')`),
    )
    .addColumn('token_hash', 'bytea')
    .addColumn('code_hash', 'bytea')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_tokens_token_hash_idx').on('auth_tokens').column('token_hash').execute();
  await db.schema
    .createIndex('auth_tokens_user_kind_idx')
    .on('auth_tokens')
    .columns(['user_id', 'kind'])
    .execute();

  // Documents written before accounts existed are not checked (NOT VALID); new ones must belong to a user.
  await sql`alter table documents add constraint documents_user_fk
    foreign key (user_id) references users (id) on delete cascade not valid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table documents drop constraint documents_user_fk`.execute(db);
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
