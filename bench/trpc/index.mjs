// trpc: what tRPC's HTTP layer costs. The same cheap read (the signed-in user, from the session
// cache, no database work) asked the two ways the product serves it: GET /api/auth/user (REST)
// and GET /trpc/auth.user?batch=1&input={} as client/src/lib/trpc.ts (httpBatchLink) sends it,
// one after the other against one built server, then a batch of 3 over tRPC. Prints the ratio
// of tRPC to REST throughput (1.0 would mean tRPC costs nothing extra) and the server's CPU per
// request, which is steadier than a rate on a shared machine.
import { relative } from 'node:path';
import { seedAccounts, signInAccount } from '../auth/accounts.mjs';
import { measureOrExit } from '../lib/cleanup.mjs';
import { runCustomLoad } from '../lib/custom-load.mjs';
import { processCpuMs } from '../lib/proc-cpu.mjs';
import { startProductServer } from '../lib/product.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';

const NAME = 'trpc';
// The env overrides are for quick local iterations only.
const LOAD = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 3),
};
const batchInput = (/** @type {number} */ n) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, undefined]))));
const PATHS = {
  rest: '/api/auth/user',
  trpc: `/trpc/auth.user?batch=1&input=${batchInput(1)}`,
  trpcBatch3: `/trpc/auth.user,auth.session,auth.user?batch=1&input=${batchInput(3)}`,
};

async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  await seedAccounts(scratch.db, 1);
  const server = await startProductServer({ databaseUrl: scratch.url });
  try {
    const authorization = (await signInAccount(server.baseUrl)).authorization;
    const headers = { authorization, 'accept-encoding': 'gzip, deflate, br, zstd' };
    // Both must answer the same user before either is loaded.
    const rest = await (await fetch(`${server.baseUrl}${PATHS.rest}`, { headers })).json();
    const trpcRes = await fetch(`${server.baseUrl}${PATHS.trpc}`, { headers });
    const trpcBody = await trpcRes.json();
    if (trpcRes.status !== 200 || JSON.stringify(trpcBody[0]?.result?.data) !== JSON.stringify(rest))
      throw new Error(`tRPC answered ${trpcRes.status} ${JSON.stringify(trpcBody)}`);
    const pid = server.child.pid;
    // A warm-up of its own, then the measured load alone, so the CPU figure counts only it.
    const load = async (/** @type {string} */ path) => {
      const url = `${server.baseUrl}${path}`;
      if (LOAD.warmup > 0) await runCustomLoad({ url, headers, ...LOAD, duration: LOAD.warmup, warmup: 0 });
      const before = processCpuMs(pid);
      const result = await runCustomLoad({ url, headers, ...LOAD, warmup: 0 });
      const after = processCpuMs(pid);
      const cpuUsPerRequest =
        before === undefined || after === undefined || result.total === 0
          ? null
          : Math.round(((after - before) * 1000) / result.total);
      return { ...result, cpuUsPerRequest };
    };
    return {
      rest: await load(PATHS.rest),
      trpc: await load(PATHS.trpc),
      trpcBatch3: await load(PATHS.trpcBatch3),
    };
  } finally {
    await server.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}

console.log(
  `${NAME}: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s per target`,
);
const figures = await measureOrExit(NAME, measure);
const ratio = figures.trpc.reqPerSec / figures.rest.reqPerSec;
const cpuFactor =
  figures.trpc.cpuUsPerRequest && figures.rest.cpuUsPerRequest
    ? figures.trpc.cpuUsPerRequest / figures.rest.cpuUsPerRequest
    : null;
console.log('');
printTable(
  ['target', 'req/s', 'server CPU µs/req', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx'],
  [
    [`GET ${PATHS.rest} (REST)`, figures.rest],
    ['GET /trpc/auth.user (batch of 1, as the client asks)', figures.trpc],
    ['GET /trpc/auth.user,auth.session,auth.user (batch of 3)', figures.trpcBatch3],
  ].map(([label, r]) => [
    label,
    fmt(r.reqPerSec),
    r.cpuUsPerRequest ?? '-',
    r.p50Ms,
    r.p99Ms,
    r.maxMs,
    r.total,
    r.errors,
    r.non2xx,
  ]),
);
const file = await writeResults(NAME, { load: LOAD, paths: PATHS, ...figures, ratio, cpuFactor });
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `trpc-over-rest: ratio=${ratio.toFixed(2)} (tRPC ${fmt(figures.trpc.reqPerSec)} req/s / REST ${fmt(figures.rest.reqPerSec)} req/s);` +
    ` server CPU per request ${cpuFactor === null ? '-' : `${cpuFactor.toFixed(1)}x`} REST's`,
);
