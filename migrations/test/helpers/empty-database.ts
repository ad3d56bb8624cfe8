import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { databaseUrl, withAdmin } from '../../../server/test/helpers/postgres.js';

/**
 * An empty database of the test file's own (created before its tests, force-dropped after), for
 * tests that run the migrations themselves. Read `db()` inside tests and hooks.
 */
export function useEmptyDatabase(prefix: string): { db: () => Kysely<any>; name: string } {
  const name = `jobpadi_${prefix}_${randomBytes(5).toString('hex')}`;
  let db: Kysely<any> | undefined;
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
  return {
    name,
    db: () => {
      if (!db) throw new Error('The empty database is made in beforeAll: read db() inside a test or hook.');
      return db;
    },
  };
}
