// api-throughput: how much of bare Fastify's request rate the product keeps on a cheap public
// endpoint (GET /api/stats/document-count: a cached count). Compared as a ratio, measured in
// turns with the baseline (lib/turns.mjs), because absolute req/s on a shared 2-core machine
// swing a lot from run to run.
import { randomUUID } from 'node:crypto';
import { relative } from 'node:path';
import { sql } from 'kysely';
import { startHelloBaseline } from '../lib/baseline.mjs';
import { measureOrExit } from '../lib/cleanup.mjs';
import { runLoad } from '../lib/load.mjs';
import { startProductServer } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { inTurns, median, TURNS } from '../lib/turns.mjs';

const NAME = 'api-throughput';
// Issue 29's goal: 0.8 of bare Fastify.
const GOAL = { minRatio: 0.8, maxP99Ms: 20 };
const DOCUMENTS = 1_500;
const LOAD = { connections: 50, ...TURNS };

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

/** Both servers up, each warmed up, then measured in turns; each in its own process. */
async function measure() {
  // Services first: if PostgreSQL, the migrations or Redis are broken, fail before any load.
  await checkRedis();
  const scratch = await createScratchDatabase();
  await seed(scratch.db);
  const hello = await startHelloBaseline();
  const server = await startProductServer({ databaseUrl: scratch.url });
  const url = `${server.baseUrl}/api/stats/document-count`;
  try {
    // Load a working endpoint, not a fast error page.
    const res = await fetch(url);
    const body = await res.json().catch(() => undefined);
    if (res.status !== 200 || body?.count !== DOCUMENTS) {
      throw new Error(`${url} answered ${res.status} ${JSON.stringify(body)}, expected count ${DOCUMENTS}`);
    }
    const turn = { ...LOAD, warmup: 0 };
    await runLoad({ url: hello.url, ...LOAD, duration: 1 });
    await runLoad({ url, ...LOAD, duration: 1 });
    return await inTurns({
      rounds: LOAD.rounds,
      reference: () => runLoad({ url: hello.url, ...turn }),
      product: () => runLoad({ url, ...turn }),
    });
  } finally {
    await server.stop();
    await hello.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}

console.log(
  `${NAME}: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up, then ${LOAD.rounds} turns of ${LOAD.duration} s per target`,
);
const figures = await measureOrExit(NAME, measure);

const ratios = figures.map(({ reference, product }) => product.reqPerSec / reference.reqPerSec);
const ratio = median(ratios);
const p99Ms = Math.max(...figures.map(({ product }) => product.p99Ms));
// Errors or non-2xx answers make a rate meaningless (a fast error page): never a PASS.
const clean = figures.every(({ reference, product }) =>
  [reference, product].every((r) => r.errors === 0 && r.non2xx === 0),
);
const pass = clean && ratio >= GOAL.minRatio && p99Ms < GOAL.maxP99Ms;

console.log('');
printTable(
  ['turn', 'baseline req/s', 'product req/s', 'product p50 ms', 'product p99 ms', 'ratio'],
  figures.map(({ reference, product }, i) => [
    String(i + 1),
    fmt(reference.reqPerSec),
    fmt(product.reqPerSec),
    product.p50Ms,
    product.p99Ms,
    (ratios[i] ?? 0).toFixed(2),
  ]),
);
console.log(`\nratio product / baseline (median of ${ratios.length} turns): ${ratio.toFixed(2)}`);
if (!clean) console.log('warning: a target answered with errors or non-2xx statuses (counted as FAIL)');

const file = await writeResults(NAME, { load: LOAD, goal: GOAL, turns: figures, ratios, ratio, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: ratio=${ratio.toFixed(2)} p99=${p99Ms} ms (goal: ratio >= ${GOAL.minRatio}, p99 < ${GOAL.maxP99Ms} ms) ${pass ? 'PASS' : 'FAIL'}`,
);
