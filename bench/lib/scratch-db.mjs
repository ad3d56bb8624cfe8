import { randomBytes } from 'node:crypto';
import { migrateToLatest } from '@app/migrations/migrate';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { defer } from './cleanup.mjs';

/** Admin connection (a database we may CREATE/DROP from); BENCH_DATABASE_URL overrides. */
export const adminDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Short random suffix so concurrent bench runs (or a crashed one) never collide. */
export const randomSuffix = () => randomBytes(5).toString('hex');

/** @param {(client: pg.Client) => Promise<unknown>} work */
async function asAdmin(work) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates and migrates a throw-away database (`bench_<random>`), registering its DROP ... WITH
 * (FORCE) for cleanup: FORCE because a killed server may still hold connections to it.
 * @returns {Promise<{ name: string, url: string, db: Kysely<any> }>}
 */
export async function createScratchDatabase() {
  const name = `bench_${randomSuffix()}`;
  await asAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  defer(`drop database ${name}`, () =>
    asAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  );

  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  // A small pool: the bench only migrates and seeds; the server under test has its own pool.
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  defer(`close pool to ${name}`, () => db.destroy());
  await migrateToLatest(db);
  return { name, url: url.href, db };
}
