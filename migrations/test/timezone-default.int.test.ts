import { randomBytes } from 'node:crypto';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdmin } from '../../server/test/helpers/postgres.js';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';

// Issue 28: new accounts' dates default to West Africa Time; rows already stored keep theirs.
const MIGRATION = '2026_11_27_0017_settings_timezone_lagos';
const name = `jobpadi_tz_${randomBytes(5).toString('hex')}`;
let db: Kysely<any>;

beforeAll(async () => {
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 2 });
  // The database is force-dropped at the end; an idle client's "terminated" error is expected.
  pool.on('error', () => {});
  db = new Kysely({ dialect: new PostgresDialect({ pool }) });
});
afterAll(async () => {
  await db?.destroy();
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

const account = async (email: string): Promise<string> => {
  const row = await sql<{ id: string }>`insert into users (email) values (${email}) returning id`.execute(db);
  return row.rows[0]?.id ?? '';
};
const timezoneOf = async (userId: string) =>
  (await sql<{ timezone: string }>`select timezone from user_settings where user_id = ${userId}`.execute(db))
    .rows[0]?.timezone;

describe(MIGRATION, () => {
  it('starts new settings rows on Africa/Lagos and leaves the stored ones as they were', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(MIGRATION) - 1];
    expect(before).toBeDefined();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(before as string);
    expect(error).toBeUndefined();

    // Before: a row written by another setting took 'UTC'; another person picked UTC themselves.
    const darkOnly = await account('dark-only@example.com');
    const choseUtc = await account('chose-utc@example.com');
    const choseLondon = await account('chose-london@example.com');
    await sql`insert into user_settings (user_id, dark_mode) values (${darkOnly}, true)`.execute(db);
    await sql`insert into user_settings (user_id, timezone) values (${choseUtc}, 'UTC')`.execute(db);
    await sql`insert into user_settings (user_id, timezone) values (${choseLondon}, 'Europe/London')`.execute(
      db,
    );
    expect(await timezoneOf(darkOnly)).toBe('UTC');

    expect((await migrateToLatest(db)).applied).toContain(MIGRATION);

    // Nothing records whether 'UTC' was chosen, so no stored choice is overridden.
    expect(await timezoneOf(darkOnly)).toBe('UTC');
    expect(await timezoneOf(choseUtc)).toBe('UTC');
    expect(await timezoneOf(choseLondon)).toBe('Europe/London');
    // After: a new account's first saved setting starts its clock on West Africa Time.
    const fresh = await account('fresh@example.com');
    await sql`insert into user_settings (user_id, marketing_emails) values (${fresh}, true)`.execute(db);
    expect(await timezoneOf(fresh)).toBe('Africa/Lagos');
  });
});
