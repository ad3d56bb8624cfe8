// render: how fast the product turns a stored document into a PDF (worker/src/render, built).
// 1. a Chromium launched per document vs the warm pool, for a 2-page resume (p50, p99);
// 2. a cached re-download: the server's path when the file exists (read the document, compute
//    the cache key, read the stored file with its bytes) against a scratch database;
// 3. memory (RSS of this process plus its Chromium processes) over 300 renders;
// 4. real worker processes (worker/dist/main.js, WORKER_QUEUES=render) draining render.pdf
//    jobs: two processes vs one.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { startProductWorker } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { benchRedisUrl, scratchQueuePrefix } from '../lib/scratch-redis.mjs';
import { percentile } from '../lib/stats.mjs';
import { chromiumCpuMs, loadBuilt, loadRenderer, memoryMiB, twoPageResume } from './measure.mjs';

const NAME = 'render';
const COUNTS = {
  launchWarmup: 1,
  launchRuns: 12,
  warmWarmup: 10,
  warmRuns: 60,
  cachedWarmup: 20,
  cachedRuns: 300,
  memoryRenders: 300,
  memoryBaselineAfter: 20,
  jobsWarmup: 8,
  jobs: 60,
};
const GOALS = { warmP50Ms: 200, speedup: 5, cachedP50Ms: 10, memoryGrowth: 0.1, twoProcesses: 1.6 };

const now = () => performance.now();

async function time(fn) {
  const started = now();
  await fn();
  return now() - started;
}

async function launchVsWarm({ pool, render }, content) {
  const launch = [];
  for (let i = 0; i < COUNTS.launchWarmup + COUNTS.launchRuns; i++) {
    const ms = await time(async () => {
      const own = pool({ size: 1 });
      await render(own, content);
      await own.close();
    });
    if (i >= COUNTS.launchWarmup) launch.push(ms);
  }
  const warmPool = pool({ size: 1 });
  const warm = [];
  let bytes = 0;
  let cpuFrom = 0;
  for (let i = 0; i < COUNTS.warmWarmup + COUNTS.warmRuns; i++) {
    if (i === COUNTS.warmWarmup) cpuFrom = chromiumCpuMs();
    const ms = await time(async () => {
      bytes = (await render(warmPool, content)).length;
    });
    if (i >= COUNTS.warmWarmup) warm.push(ms);
  }
  // Chromium's CPU per render: steadier than wall time on a shared machine.
  const cpuPerRender = (chromiumCpuMs() - cpuFrom) / COUNTS.warmRuns;
  await warmPool.close();
  return { launch, warm, bytes, cpuPerRender };
}

async function memory({ pool, render }, content) {
  // The worker's defaults: two pages at once, a new Chromium every 200 renders.
  const own = pool({ size: 2, restartEvery: 200 });
  const samples = [];
  for (let i = 0; i < COUNTS.memoryRenders; i += 2) {
    await Promise.all([render(own, `${content}\n${i}`), render(own, `${content}\n${i + 1}`)]);
    if ((i + 2) % 20 === 0) samples.push({ renders: i + 2, ...memoryMiB() });
  }
  await own.close();
  const baseline = samples.find((s) => s.renders >= COUNTS.memoryBaselineAfter) ?? samples[0];
  const last = samples.at(-1);
  const peak = samples.reduce((max, s) => (s.total > max.total ? s : max), baseline);
  return {
    samples,
    baseline,
    last,
    peak,
    growth: last.total / baseline.total - 1,
    launches: own.stats.launches,
  };
}

async function seedUser(db) {
  const user = await db
    .insertInto('users')
    .values({ email: `bench-${Date.now()}@example.com`, full_name: 'Ada Obi', email_verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

async function seedDocuments(db, userId, count, tag) {
  const rows = await db
    .insertInto('documents')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        type: 'resume',
        title: 'Resume – Backend Engineer at Flutterwave',
        content: twoPageResume(`${tag}-${i}`),
        job_title: 'Backend Engineer',
        company_name: 'Flutterwave',
      })),
    )
    .returning(['id', 'content'])
    .execute();
  return rows;
}

async function cached(scratch, content) {
  const { renderCacheKey } = await loadBuilt('server/dist/modules/documents/render-key.js');
  const { findRenderedFile, storeRenderedFile } = await loadBuilt(
    'server/dist/modules/documents/renders.repo.js',
  );
  const { findRenderSource } = await loadBuilt('server/dist/modules/documents/render-source.repo.js');
  const { effectiveTemplate } = await loadBuilt('shared/dist/index.js');
  const { createDatabase } = await loadBuilt('server/dist/db/database.js');
  const db = createDatabase({ url: scratch.url, poolMax: 4 });
  try {
    const userId = await seedUser(db);
    const [doc] = await seedDocuments(db, userId, 1, 'cached');
    const template = effectiveTemplate('resume', null);
    await storeRenderedFile(db, {
      documentId: doc.id,
      userId,
      cacheKey: renderCacheKey(await findRenderSource(db, doc.id), template, 'pdf'),
      format: 'pdf',
      filename: 'Resume.pdf',
      mimeType: 'application/pdf',
      content: content,
    });
    const ms = [];
    for (let i = 0; i < COUNTS.cachedWarmup + COUNTS.cachedRuns; i++) {
      const took = await time(async () => {
        const source = await findRenderSource(db, doc.id);
        const key = renderCacheKey(source, effectiveTemplate('resume', source.template_id), 'pdf');
        const file = await findRenderedFile(db, key);
        if (!file || file.content.length !== content.length) throw new Error('the cached file was not found');
      });
      if (i >= COUNTS.cachedWarmup) ms.push(took);
    }
    return { ms, bytes: content.length };
  } finally {
    await db.destroy();
  }
}

/** Queues `docs` as render.pdf jobs and waits until every file is stored; renders per second. */
async function drain(ctx, docs) {
  const { enqueue, queues, renderCacheKey, findRenderSource, template, renderPdfJob, db } = ctx;
  // The key the worker computes: of the document as stored, with its owner's name.
  const keys = await Promise.all(
    docs.map(async (d) => renderCacheKey(await findRenderSource(db, d.id), template, 'pdf')),
  );
  const started = now();
  await Promise.all(
    docs.map((d, i) =>
      enqueue(
        queues,
        renderPdfJob,
        { documentId: d.id, cacheKey: keys[i] },
        { jobId: `render-pdf-${keys[i]}` },
      ),
    ),
  );
  const deadline = Date.now() + 300_000;
  for (;;) {
    const row = await db
      .selectFrom('document_renders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('cache_key', 'in', keys)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= keys.length) break;
    if (Date.now() > deadline)
      throw new Error(`only ${row.n} of ${keys.length} renders finished in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const seconds = (now() - started) / 1000;
  return { jobs: docs.length, seconds, perSecond: docs.length / seconds };
}

async function processes(scratch) {
  const { renderCacheKey } = await loadBuilt('server/dist/modules/documents/render-key.js');
  const { findRenderSource } = await loadBuilt('server/dist/modules/documents/render-source.repo.js');
  const { enqueue } = await loadBuilt('server/dist/queue/enqueue.js');
  const { createQueues } = await loadBuilt('server/dist/queue/queues.js');
  const { createRedis } = await loadBuilt('server/dist/queue/redis.js');
  const { createDatabase } = await loadBuilt('server/dist/db/database.js');
  const { effectiveTemplate, renderPdfJob } = await loadBuilt('shared/dist/index.js');
  const queuePrefix = await scratchQueuePrefix();
  const redis = createRedis(benchRedisUrl(), 'producer');
  const queues = createQueues(redis, queuePrefix);
  const db = createDatabase({ url: scratch.url, poolMax: 4 });
  const ctx = {
    enqueue,
    queues,
    renderCacheKey,
    findRenderSource,
    template: effectiveTemplate('resume', null),
    renderPdfJob,
    db,
  };
  try {
    const userId = await seedUser(db);
    const results = {};
    for (const count of [1, 2]) {
      const workers = [];
      for (let i = 0; i < count; i++)
        workers.push(
          await startProductWorker({
            databaseUrl: scratch.url,
            queuePrefix,
            env: { WORKER_QUEUES: 'render' },
          }),
        );
      // Every worker launches its Chromium on its first jobs, outside the measurement.
      await drain(ctx, await seedDocuments(db, userId, COUNTS.jobsWarmup * count, `warm${count}`));
      results[count] = await drain(ctx, await seedDocuments(db, userId, COUNTS.jobs, `run${count}`));
      for (const w of workers) {
        if (w.child.exitCode !== null) throw new Error(`a worker exited:\n${w.output()}`);
        await w.stop();
      }
    }
    return results;
  } finally {
    await queues.close();
    redis.disconnect();
    await db.destroy();
  }
}

async function measure() {
  const renderer = await loadRenderer();
  const content = twoPageResume();
  const { launch, warm, bytes, cpuPerRender } = await launchVsWarm(renderer, content);
  const sample = await renderer.render(renderer.pool({ size: 1 }), content);
  const pages = (sample.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  const mem = await memory(renderer, content);
  const scratch = await createScratchDatabase();
  const cache = await cached(scratch, sample);
  const procs = await processes(scratch);
  return { launch, warm, bytes, cpuPerRender, pages, mem, cache, procs };
}

console.log(
  `${NAME}: 2-page resume; launch-per-document ${COUNTS.launchRuns} runs, warm pool ${COUNTS.warmRuns} runs, ` +
    `cached ${COUNTS.cachedRuns} runs, memory over ${COUNTS.memoryRenders} renders, ${COUNTS.jobs} jobs per worker setup`,
);
const f = await measureOrExit(NAME, measure);

const stat = (ms) => ({ p50Ms: percentile(ms, 0.5), p99Ms: percentile(ms, 0.99), runs: ms.length });
const launch = stat(f.launch);
const warm = stat(f.warm);
const cache = stat(f.cache.ms);
const speedup = launch.p50Ms / warm.p50Ms;
const ratio = f.procs[2].perSecond / f.procs[1].perSecond;

console.log('');
printTable(
  ['target', 'runs', 'p50 ms', 'p99 ms'],
  [
    [
      `launch Chromium per document (${f.pages} pages, ${fmt(f.bytes / 1024)} KiB)`,
      launch.runs,
      fmt(launch.p50Ms, 1),
      fmt(launch.p99Ms, 1),
    ],
    ['warm pool', warm.runs, fmt(warm.p50Ms, 1), fmt(warm.p99Ms, 1)],
    ['cached re-download (read doc, key, stored file)', cache.runs, fmt(cache.p50Ms, 2), fmt(cache.p99Ms, 2)],
  ],
);
console.log('');
printTable(
  ['renders', 'node MiB', 'chromium MiB', 'total MiB'],
  f.mem.samples.map((s) => [s.renders, fmt(s.node, 1), fmt(s.chromium, 1), fmt(s.total, 1)]),
);
console.log(`warm pool: Chromium CPU ${fmt(f.cpuPerRender, 1)} ms per render (all its processes)`);
console.log(`memory: Chromium launches ${f.mem.launches} (one restart every 200 renders)`);
console.log('');
printTable(
  ['worker processes', 'jobs', 'seconds', 'renders/s'],
  [1, 2].map((n) => [n, f.procs[n].jobs, fmt(f.procs[n].seconds, 2), fmt(f.procs[n].perSecond, 2)]),
);
console.log('');

const checks = [
  [`warm p50=${fmt(warm.p50Ms, 1)} ms (goal <= ${GOALS.warmP50Ms} ms)`, warm.p50Ms <= GOALS.warmP50Ms],
  [`launch/warm p50=${speedup.toFixed(1)}x (goal >= ${GOALS.speedup}x)`, speedup >= GOALS.speedup],
  [
    `cached p50=${fmt(cache.p50Ms, 2)} ms (goal <= ${GOALS.cachedP50Ms} ms)`,
    cache.p50Ms <= GOALS.cachedP50Ms,
  ],
  [
    `memory growth=${(f.mem.growth * 100).toFixed(1)}% from render ${f.mem.baseline.renders} to ${f.mem.last.renders} (goal < ${GOALS.memoryGrowth * 100}%)`,
    f.mem.growth < GOALS.memoryGrowth,
  ],
  [`two processes / one=${ratio.toFixed(2)}x (goal >= ${GOALS.twoProcesses}x)`, ratio >= GOALS.twoProcesses],
];
const pass = checks.every(([, ok]) => ok);
const file = await writeResults(NAME, {
  counts: COUNTS,
  goals: GOALS,
  launch,
  warm,
  chromiumCpuMsPerRender: f.cpuPerRender,
  cached: cache,
  speedup,
  memory: f.mem,
  processes: f.procs,
  ratio,
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
for (const [text, ok] of checks) console.log(`${NAME}: ${text} ${ok ? 'PASS' : 'FAIL'}`);
