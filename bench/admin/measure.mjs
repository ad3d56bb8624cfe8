// The measurements of the admin scenario against one product server on the seeded scratch
// database, one target after the other: GET /api/auth/user (the reference), the cached
// analytics, the user search and the monitoring summary under load, then the cold analytics
// (and the cold monitoring summary) one request at a time.
import { sql } from 'kysely';
import { emailOf, seedAccounts, signInAccount } from '../auth/accounts.mjs';
import { runCustomLoad } from '../lib/custom-load.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { percentile } from '../lib/stats.mjs';
import { SEARCH_TERM, SIZES, seedAdminData } from './seed.mjs';

// The env overrides are for quick local iterations only; the goals assume the defaults.
export const LOAD = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 3),
};
/** What Chromium and Firefox send with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Sequential recomputations measured for the cold figures. */
export const COLD_RUNS = Number(process.env.BENCH_ADMIN_COLD_RUNS || 20);

export const PATHS = {
  user: '/api/auth/user',
  analytics: '/api/admin/analytics',
  search: `/api/admin/users?page=1&limit=10&search=${SEARCH_TERM}`,
  /** The same search as the console itself asks it: tRPC's batched GET (client/src/lib/trpc.ts). */
  searchTrpc: `/trpc/admin.users.list?batch=1&input=${encodeURIComponent(
    JSON.stringify({ 0: { page: 1, limit: 10, search: SEARCH_TERM } }),
  )}`,
  monitoring: '/api/admin/ai-monitoring',
};

/** One GET that must answer 200 (checks each target before loading it); its JSON. */
async function getOk(/** @type {string} */ url, /** @type {string} */ authorization) {
  const res = await fetch(url, { headers: { authorization } });
  const body = await res.json().catch(() => undefined);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** `runs` requests one after the other, each forcing a recomputation; latency figures in ms. */
async function sequential(/** @type {string} */ url, /** @type {string} */ authorization, runs = COLD_RUNS) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await getOk(url, authorization);
    times.push(performance.now() - started);
  }
  const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
  return {
    runs,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(Math.max(...times)),
  };
}

/** @param {(line: string) => void} log */
export async function measure(log = console.log) {
  await checkRedis();
  const scratch = await createScratchDatabase();
  // The administrator who signs in (seeded first, so the data set's accounts come after it).
  await seedAccounts(scratch.db, 1);
  await sql`update users set role = 'admin' where email = ${emailOf(0)}`.execute(scratch.db);
  const seedStarted = Date.now();
  await seedAdminData(scratch.db, SIZES, log);
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const server = await startProductServer({ databaseUrl: scratch.url });
  try {
    const authorization = (await signInAccount(server.baseUrl)).authorization;
    // As a browser asks: the same headers for every target, the reference included.
    const headers = { authorization, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const load = (/** @type {string} */ path) =>
      runCustomLoad({ url: `${server.baseUrl}${path}`, headers, ...LOAD });

    const user = await load(PATHS.user);

    // The first answer computes and caches; the load then reads the cache.
    const analyticsAnswer = await getOk(`${server.baseUrl}${PATHS.analytics}`, authorization);
    const analyticsBytes = JSON.stringify(analyticsAnswer).length;
    const analyticsWarm = await load(PATHS.analytics);

    const found = await getOk(`${server.baseUrl}${PATHS.search}`, authorization);
    const search = await load(PATHS.search);
    await getOk(`${server.baseUrl}${PATHS.searchTrpc}`, authorization);
    const searchTrpc = await load(PATHS.searchTrpc);

    await getOk(`${server.baseUrl}${PATHS.monitoring}`, authorization);
    const monitoring = await load(PATHS.monitoring);

    const analyticsCold = await sequential(`${server.baseUrl}${PATHS.analytics}?refresh=true`, authorization);
    const monitoringCold = await sequential(
      `${server.baseUrl}${PATHS.monitoring}?refresh=true`,
      authorization,
    );
    return {
      sizes: SIZES,
      seedSeconds,
      analyticsBytes,
      searchMatches: found?.total ?? null,
      user,
      analyticsWarm,
      search,
      searchTrpc,
      monitoring,
      analyticsCold,
      monitoringCold,
    };
  } finally {
    await server.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}
