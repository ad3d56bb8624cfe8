import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../../migrations/src/migrate.js';
import { databaseUrl, withAdmin } from '../helpers/postgres.js';
import { provideForVitest } from './test-services.js';

/**
 * Vitest global setup: migrate once into a template database; each test file clones it
 * (CREATE DATABASE ... TEMPLATE), which is fast and fully isolated. The template is named per
 * run, so two checkouts (or a developer and CI) testing on one PostgreSQL never drop each
 * other's template mid-run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // TEST_DATABASE_URL etc. from `npm test`; run alone: 5432/6379 if they answer, else our own.
  const stopServices = await provideForVitest();
  const TEMPLATE_DATABASE =
    process.env.TEST_TEMPLATE_DATABASE ?? `jobpadi_template_${randomBytes(5).toString('hex')}`;
  project.provide('templateDatabase', TEMPLATE_DATABASE);
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
    await stopServices();
  };
}
