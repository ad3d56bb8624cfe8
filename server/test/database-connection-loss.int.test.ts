import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, type Database } from '../src/db/database.js';
import { AppError } from '../src/errors.js';
import { cloneTemplateDatabase, type TestDatabase } from './helpers/test-database.js';
import { waitUntil } from './helpers/wait.js';

// PostgreSQL ends its connections with a FATAL message when it restarts. A connection checked out
// of the pool (a transaction between two statements) has no listener of the pool's on it, and a
// pg client that gets an error with no listener and no query running crashes the whole process:
// that is how a worker died in the PostgreSQL-restart chaos run.
let database: TestDatabase;
let admin: pg.Client;

beforeAll(async () => {
  database = await cloneTemplateDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await database.drop();
});

/** Ends one backend as a restart does (SIGTERM: FATAL 57P01 sent to its client). */
async function terminate(pid: number): Promise<void> {
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await waitUntil(
    async () => {
      const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      return rows.length === 0 ? true : undefined;
    },
    5_000,
    'the backend to end',
  );
  // Let the FATAL message and the closed socket reach the client between two statements.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Two ways code holds one connection across statements. */
const holders = {
  'a transaction': <T>(work: (db: Database) => Promise<T>) => database.db.transaction().execute(work),
  'a connection held outside a transaction': <T>(work: (db: Database) => Promise<T>) =>
    database.db.connection().execute(work),
};

describe('a connection lost while it is checked out', () => {
  it.each(Object.keys(holders) as (keyof typeof holders)[])(
    'fails %s with the sentence for an unavailable database, and the process lives on',
    async (holder) => {
      const outcome = await holders[holder](async (db) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        await terminate(rows[0]?.pid ?? 0);
        await sql`select 1`.execute(db);
        return 'answered';
      }).catch((error: unknown) => error);

      expect(outcome).toBeInstanceOf(AppError);
      expect((outcome as AppError).message).toBe(DATABASE_UNAVAILABLE);
      // The broken connection left the pool: the next statement gets a good one.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    },
  );
});
