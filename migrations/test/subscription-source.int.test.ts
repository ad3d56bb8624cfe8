import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';
import { useEmptyDatabase } from './helpers/empty-database.js';

// Issue 29: each account says where its plan came from, so a plan an administrator set is never
// shown as paid by card. Accounts from before learn it from the payments that granted plans.
const MIGRATION = '2026_11_28_0019_subscription_source';
const scratch = useEmptyDatabase('plansource');

const insertUser = async (email: string, plan: string) =>
  (
    await sql<{ id: string }>`insert into users (email, subscription_plan) values (${email}, ${plan})
      returning id`.execute(scratch.db())
  ).rows[0]?.id as string;

describe(MIGRATION, () => {
  it('marks paid plans a payment granted as paid, other paid plans as granted, the trial as the trial', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(MIGRATION) - 1];
    const migrator = new Migrator({ db: scratch.db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(before as string)).error).toBeUndefined();

    const trial = await insertUser('trial@example.com', 'free_trial');
    const paid = await insertUser('paid@example.com', 'agba');
    const granted = await insertUser('granted@example.com', 'jjc');
    // Paid for Basic once, then given Pro by an administrator: Pro was not paid for.
    const upgraded = await insertUser('upgraded@example.com', 'agba');
    for (const [user, plan, reference] of [
      [paid, 'agba', 'ref-paid'],
      [upgraded, 'jjc', 'ref-upgraded'],
    ] as const) {
      const payment = (
        await sql<{ id: string }>`insert into payments (reference, user_id, plan_id, amount_kobo, status)
          values (${reference}, ${user}, ${plan}, 1000000, 'success') returning id`.execute(scratch.db())
      ).rows[0]?.id;
      await sql`insert into payment_grants (payment_id, user_id, plan_id, period_end, cover_letters_added, resumes_added)
        values (${payment}, ${user}, ${plan}, now(), 8, 5)`.execute(scratch.db());
    }

    expect((await migrateToLatest(scratch.db())).applied).toContain(MIGRATION);
    const rows = (
      await sql<{
        id: string;
        subscription_source: string;
      }>`select id, subscription_source from users`.execute(scratch.db())
    ).rows;
    const source = Object.fromEntries(rows.map((r) => [r.id, r.subscription_source]));
    expect([source[trial], source[paid], source[granted], source[upgraded]]).toEqual([
      'trial',
      'payment',
      'admin',
      'admin',
    ]);
    // A new account starts on the trial; no other word is stored.
    const fresh = await insertUser('fresh@example.com', 'free_trial');
    expect(
      (
        await sql<{ s: string }>`select subscription_source as s from users where id = ${fresh}`.execute(
          scratch.db(),
        )
      ).rows[0]?.s,
    ).toBe('trial');
    await expect(
      sql`update users set subscription_source = 'gift' where id = ${fresh}`.execute(scratch.db()),
    ).rejects.toThrow();
  });
});
