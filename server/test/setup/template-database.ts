import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../../migrations/src/migrate.js';
import { databaseUrl, TEMPLATE_DATABASE, withAdmin } from '../helpers/postgres.js';

/**
 * Vitest global setup: migrate once into a template database; each test file clones it
 * (CREATE DATABASE ... TEMPLATE), which is fast and fully isolated.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await withAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: databaseUrl(TEMPLATE_DATABASE), max: 1 }),
    }),
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return async () => {
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`));
  };
}
