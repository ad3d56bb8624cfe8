import { type Kysely, sql } from 'kysely';

// Frozen once landed. Card payments (one row per attempt, our own reference), the grant ledger
// whose primary key lets a reference grant a plan once, and the users' expiry-reminder marker.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The provider's character set for references: letters, digits, '-', '.', '='.
    .addColumn('reference', 'text', (c) =>
      c.notNull().unique().check(sql`reference ~ '^[A-Za-z0-9.=-]{1,100}$'`),
    )
    // Kept (without its owner) when an account is deleted: the revenue figures still need it.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan_id', 'text', (c) => c.notNull().check(sql`plan_id in ('jjc', 'agba', 'idan')`))
    // Integer kobo, never a float: ₦10,000 is 1,000,000.
    .addColumn('amount_kobo', 'integer', (c) => c.notNull().check(sql`amount_kobo > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('NGN').check(sql`currency = 'NGN'`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'success', 'failed', 'abandoned')`),
    )
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('new').check(sql`kind in ('new', 'renewal')`))
    // The provider's answer, reduced to the fields we read (no card token is ever stored).
    .addColumn('provider_answer', 'jsonb')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('payments_user_created_idx')
    .on('payments')
    .columns(['user_id', 'created_at desc'])
    .execute();
  // The sweep reads only the pending ones, oldest first.
  await sql`create index payments_pending_idx on payments (created_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('payment_grants')
    // One grant per payment: a second grant of the same reference is a primary-key violation.
    .addColumn('payment_id', 'uuid', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cover_letters_added', 'integer', (c) => c.notNull())
    .addColumn('resumes_added', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('users')
    // The expiry the last "expires in 3 days" e-mail was about: one reminder per period.
    .addColumn('expiry_reminder_sent_for', 'timestamptz')
    .execute();
  await sql`create index users_active_expiry_idx on users (subscription_expires_at)
    where subscription_status = 'active'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_active_expiry_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('expiry_reminder_sent_for').execute();
  await db.schema.dropTable('payment_grants').execute();
  await db.schema.dropTable('payments').execute();
}
