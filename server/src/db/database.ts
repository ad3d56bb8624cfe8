import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './database.types.js';

export type Database = Kysely<DB>;

// Postgres `bigint` (count(*)) comes back as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDatabase(options: { url: string; poolMax?: number }): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    // Fail fast when the database is unreachable instead of hanging a request.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits 'error'; without a listener Node would crash.
  pool.on('error', () => {});
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
