import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminUrl } from '../../server/test/helpers/postgres.js';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';
import { useEmptyDatabase } from './helpers/empty-database.js';

const scratch = useEmptyDatabase('empty');

describe('migrations', () => {
  it('migrate an empty database up to the latest schema, then have nothing left to do', async () => {
    const first = await migrateToLatest(scratch.db());
    expect(first.applied).toEqual(Object.keys(migrations));

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
      scratch.db(),
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['documents', 'email_outbox', 'kysely_migration', 'kysely_migration_lock']),
    );

    const second = await migrateToLatest(scratch.db());
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
