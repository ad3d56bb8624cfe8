import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';
import { useEmptyDatabase } from './helpers/empty-database.js';

// Issue 28: new accounts' dates default to West Africa Time; rows already stored keep theirs.
const MIGRATION = '2026_11_27_0017_settings_timezone_lagos';
const scratch = useEmptyDatabase('tz');

const account = async (email: string): Promise<string> => {
  const row = await sql<{ id: string }>`insert into users (email) values (${email}) returning id`.execute(
    scratch.db(),
  );
  return row.rows[0]?.id ?? '';
};
const timezoneOf = async (userId: string) =>
  (
    await sql<{ timezone: string }>`select timezone from user_settings where user_id = ${userId}`.execute(
      scratch.db(),
    )
  ).rows[0]?.timezone;

describe(MIGRATION, () => {
  it('starts new settings rows on Africa/Lagos and leaves the stored ones as they were', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(MIGRATION) - 1];
    expect(before).toBeDefined();
    const migrator = new Migrator({ db: scratch.db(), provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(before as string);
    expect(error).toBeUndefined();

    // Before: a row written by another setting took 'UTC'; another person picked UTC themselves.
    const darkOnly = await account('dark-only@example.com');
    const choseUtc = await account('chose-utc@example.com');
    const choseLondon = await account('chose-london@example.com');
    await sql`insert into user_settings (user_id, dark_mode) values (${darkOnly}, true)`.execute(
      scratch.db(),
    );
    await sql`insert into user_settings (user_id, timezone) values (${choseUtc}, 'UTC')`.execute(
      scratch.db(),
    );
    await sql`insert into user_settings (user_id, timezone) values (${choseLondon}, 'Europe/London')`.execute(
      scratch.db(),
    );
    expect(await timezoneOf(darkOnly)).toBe('UTC');

    expect((await migrateToLatest(scratch.db())).applied).toContain(MIGRATION);

    // Nothing records whether 'UTC' was chosen, so no stored choice is overridden.
    expect(await timezoneOf(darkOnly)).toBe('UTC');
    expect(await timezoneOf(choseUtc)).toBe('UTC');
    expect(await timezoneOf(choseLondon)).toBe('Europe/London');
    // After: a new account's first saved setting starts its clock on West Africa Time.
    const fresh = await account('fresh@example.com');
    await sql`insert into user_settings (user_id, marketing_emails) values (${fresh}, true)`.execute(
      scratch.db(),
    );
    expect(await timezoneOf(fresh)).toBe('Africa/Lagos');
  });
});
