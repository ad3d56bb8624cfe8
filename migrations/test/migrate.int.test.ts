import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrl, withAdmin } from '../../server/test/helpers/postgres.js';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';

const name = `jobpadi_empty_${randomBytes(5).toString('hex')}`;
let db: Kysely<any>;

beforeAll(async () => {
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 2 });
  // The database is force-dropped at the end; an idle client's "terminated" error is expected.
  pool.on('error', () => {});
  db = new Kysely({ dialect: new PostgresDialect({ pool }) });
});
afterAll(async () => {
  await db.destroy();
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe('migrations', () => {
  it('migrate an empty database up to the latest schema, then have nothing left to do', async () => {
    const first = await migrateToLatest(db);
    expect(first.applied).toEqual(Object.keys(migrations));

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
      db,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['documents', 'email_outbox', 'kysely_migration', 'kysely_migration_lock']),
    );

    const second = await migrateToLatest(db);
    expect(second.applied).toEqual([]);
  });

  it('are named with a date prefix so they sort in the order they were written', () => {
    const names = Object.keys(migrations);
    for (const n of names) expect(n).toMatch(/^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+$/);
    expect([...names].sort()).toEqual(names);
  });

  it('keep the committed database.types.ts identical to what kysely-codegen generates', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const out = execFileSync(process.execPath, ['scripts/codegen.mjs', '--check'], {
      cwd: root,
      env: { ...process.env, CODEGEN_ADMIN_URL: adminUrl() },
      encoding: 'utf8',
    });
    expect(out).toContain('database.types.ts is up to date.');
  });
});
