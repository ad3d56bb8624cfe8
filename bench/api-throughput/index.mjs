// api-throughput: how much of bare Fastify's request rate the product keeps on a cheap public
// endpoint (GET /api/stats/document-count: one COUNT(*) per request). Compared as a ratio
// because absolute req/s on a shared 2-core machine swing a lot from run to run.
import { randomUUID } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { startNode } from '../lib/child.mjs';
import { measureOrExit } from '../lib/cleanup.mjs';
import { runLoad } from '../lib/load.mjs';
import { freePort } from '../lib/port.mjs';
import { startProductServer } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';

const NAME = 'api-throughput';
const GOAL = { minRatio: 0.5, maxP99Ms: 20 };
const DOCUMENTS = 1_500;
const HELLO_SERVER = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));
// The env overrides are for quick local iterations only; the goals assume the defaults.
const LOAD = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 3),
};

/** A realistic table: many users, both document types, letter-sized content. */
async function seed(/** @type {import('kysely').Kysely<any>} */ db) {
  const users = Array.from({ length: 100 }, () => randomUUID());
  // Documents belong to real accounts (documents_user_fk).
  await db
    .insertInto('users')
    .values(users.map((id, i) => ({ id, email: `bench-owner-${i}@example.com`, full_name: `Owner ${i}` })))
    .execute();
  const content = 'Dear Hiring Manager, I am excited to apply for this role. '.repeat(20);
  const rows = Array.from({ length: DOCUMENTS }, (_, i) => ({
    user_id: users[i % users.length],
    type: i % 3 === 0 ? 'resume' : 'cover_letter',
    title: `Application ${i}`,
    content,
    job_title: 'Software Engineer',
    company_name: `Company ${i % 250}`,
  }));
  await db.insertInto('documents').values(rows).execute();
  // Analyse now so autovacuum does not wake up in the middle of a measurement.
  await sql`vacuum analyze documents`.execute(db);
}

async function measureBaseline() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const env = { HOST: '127.0.0.1', PORT: String(port) };
  const server = await startNode({ name: 'baseline server', script: HELLO_SERVER, env, healthUrl: url });
  try {
    return await runLoad({ url, ...LOAD });
  } finally {
    await server.stop();
  }
}

async function measureProduct(/** @type {string} */ databaseUrl) {
  const server = await startProductServer({ databaseUrl });
  const url = `${server.baseUrl}/api/stats/document-count`;
  try {
    // Load a working endpoint, not a fast error page.
    const res = await fetch(url);
    const body = await res.json().catch(() => undefined);
    if (res.status !== 200 || body?.count !== DOCUMENTS) {
      throw new Error(`${url} answered ${res.status} ${JSON.stringify(body)}, expected count ${DOCUMENTS}`);
    }
    return await runLoad({ url, ...LOAD });
  } finally {
    await server.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}

/** Targets run one after the other, never together, each in its own process. */
async function measure() {
  // Services first: if PostgreSQL, the migrations or Redis are broken, fail before any load.
  await checkRedis();
  const scratch = await createScratchDatabase();
  await seed(scratch.db);
  const baseline = await measureBaseline();
  const product = await measureProduct(scratch.url);
  return { baseline, product };
}

console.log(
  `${NAME}: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s measured per target`,
);
const figures = await measureOrExit(NAME, measure);

const { baseline, product } = figures;
const ratio = product.reqPerSec / baseline.reqPerSec;
// Errors or non-2xx answers make a rate meaningless (a fast error page): never a PASS.
const clean = [baseline, product].every((r) => r.errors === 0 && r.non2xx === 0);
const pass = clean && ratio >= GOAL.minRatio && product.p99Ms < GOAL.maxP99Ms;

console.log('');
printTable(
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx'],
  [
    ['baseline: Fastify hello-world', baseline],
    ['product: GET /api/stats/document-count', product],
  ].map(([label, r]) => [label, fmt(r.reqPerSec), r.p50Ms, r.p99Ms, r.maxMs, r.total, r.errors, r.non2xx]),
);
console.log(`\nratio product / baseline: ${ratio.toFixed(2)}`);
if (!clean) console.log('warning: a target answered with errors or non-2xx statuses (counted as FAIL)');

const file = await writeResults(NAME, { load: LOAD, goal: GOAL, baseline, product, ratio, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: ratio=${ratio.toFixed(2)} p99=${product.p99Ms} ms (goal: ratio >= ${GOAL.minRatio}, p99 < ${GOAL.maxP99Ms} ms) ${pass ? 'PASS' : 'FAIL'}`,
);
