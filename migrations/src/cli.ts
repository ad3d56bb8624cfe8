import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';

// `npm run db:migrate`: the one place outside server/env.ts that reads DATABASE_URL, because
// migrations must not import application code.
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/jobpadi');
  process.exit(1);
}
const db = new Kysely<any>({
  dialect: new PostgresDialect({
    pool: new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 }),
  }),
});
try {
  const { applied } = await migrateToLatest(db);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'Database is up to date.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
