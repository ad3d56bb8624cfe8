// Run by e2e/fresh-machine.e2e.test.ts as `node scripts/test.mjs -- node e2e/support/fresh-check.mjs`:
// uses only what `npm test` handed over (TEST_DATABASE_URL, TEST_REDIS_URL, CHROMIUM_PATH) to
// migrate a database, query it and ping Redis, prints what it found as one JSON line, then waits
// for the Ctrl-C the test sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../migrations/dist/migrate.js';

const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
await admin.query('create database fresh_check');
const dataDirectory = (await admin.query('show data_directory')).rows[0].data_directory;
const postgresPid = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
await admin.end();

const url = new URL(process.env.TEST_DATABASE_URL ?? '');
url.pathname = '/fresh_check';
const db = new Kysely({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href, max: 1 }) }),
});
const { applied } = await migrateToLatest(db);
const { rows } = await sql`select count(*)::int as users from users`.execute(db);
await db.destroy();

const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
const pong = await redis.ping();
const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
redis.disconnect();

console.log(
  JSON.stringify({
    migrations: applied.length,
    users: rows[0]?.users,
    pong,
    postgresPid,
    redisPid,
    chromium: process.env.CHROMIUM_PATH,
  }),
);
// Waits like a long test step until the test presses Ctrl-C.
setInterval(() => {}, 60_000);
