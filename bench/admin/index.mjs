// admin: the admin console's reads on a large data set (100,000 accounts, 1,000,000 documents,
// 50,000 payments, 1,000,000 AI calls): the cached analytics, the user search and the AI
// monitoring summary under load, each beside GET /api/auth/user measured in the same run, and
// the analytics computed cold. Goals from issue 13 (bench/README.md).
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { COLD_RUNS, LOAD, measure, PATHS } from './measure.mjs';

const NAME = 'admin';
const GOAL = { minWarmRatio: 0.8, maxP99Factor: 10, maxColdP99Ms: 1_000 };

console.log(
  `${NAME}: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s per target;` +
    ` cold figures: ${COLD_RUNS} recomputations one after the other`,
);
const figures = await measureOrExit(NAME, measure);
const { user, analyticsWarm, search, searchTrpc, monitoring, analyticsCold, monitoringCold } = figures;

const clean = (/** @type {{ errors: number, non2xx: number }} */ r) => r.errors === 0 && r.non2xx === 0;
const warmRatio = analyticsWarm.reqPerSec / user.reqPerSec;
const searchFactor = search.p99Ms / user.p99Ms;
const searchTrpcFactor = searchTrpc.p99Ms / user.p99Ms;
const monitoringFactor = monitoring.p99Ms / user.p99Ms;
const pass = {
  warm: clean(user) && clean(analyticsWarm) && warmRatio >= GOAL.minWarmRatio,
  search: clean(search) && searchFactor <= GOAL.maxP99Factor,
  searchTrpc: clean(searchTrpc) && searchTrpcFactor <= GOAL.maxP99Factor,
  monitoring: clean(monitoring) && monitoringFactor <= GOAL.maxP99Factor,
  cold: analyticsCold.p99Ms < GOAL.maxColdP99Ms,
};

console.log('');
printTable(
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx'],
  [
    [`GET ${PATHS.user} (reference)`, user],
    [`GET ${PATHS.analytics} (cached)`, analyticsWarm],
    [`GET ${PATHS.search}`, search],
    ['the same search over tRPC (as the console asks)', searchTrpc],
    [`GET ${PATHS.monitoring} (15 s cache)`, monitoring],
  ].map(([label, r]) => [label, fmt(r.reqPerSec), r.p50Ms, r.p99Ms, r.maxMs, r.total, r.errors, r.non2xx]),
);
console.log('');
printTable(
  ['computed cold, one request at a time', 'runs', 'p50 ms', 'p99 ms', 'max ms'],
  [
    [`GET ${PATHS.analytics}?refresh=true`, analyticsCold],
    [`GET ${PATHS.monitoring}?refresh=true`, monitoringCold],
  ].map(([label, r]) => [label, r.runs, r.p50Ms, r.p99Ms, r.maxMs]),
);
console.log(
  `\nseeded in ${figures.seedSeconds.toFixed(0)} s; analytics answer ${fmt(figures.analyticsBytes)} bytes;` +
    ` the search matches ${figures.searchMatches} accounts`,
);

const file = await writeResults(NAME, {
  load: LOAD,
  goal: GOAL,
  ...figures,
  warmRatio,
  searchFactor,
  searchTrpcFactor,
  monitoringFactor,
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');
console.log(
  `admin-analytics-cached: ratio=${warmRatio.toFixed(2)} p99=${analyticsWarm.p99Ms} ms (goal: ratio >= ${GOAL.minWarmRatio}) ${verdict(pass.warm)}`,
);
console.log(
  `admin-user-search: p99=${search.p99Ms} ms = ${searchFactor.toFixed(1)}x auth/user p99 (goal <= ${GOAL.maxP99Factor}x) ${verdict(pass.search)}`,
);
console.log(
  `admin-user-search-trpc: p99=${searchTrpc.p99Ms} ms = ${searchTrpcFactor.toFixed(1)}x auth/user p99 (goal <= ${GOAL.maxP99Factor}x) ${verdict(pass.searchTrpc)}`,
);
console.log(
  `admin-monitoring: p99=${monitoring.p99Ms} ms = ${monitoringFactor.toFixed(1)}x auth/user p99 (goal <= ${GOAL.maxP99Factor}x) ${verdict(pass.monitoring)}`,
);
console.log(
  `admin-analytics-cold: p99=${analyticsCold.p99Ms} ms (goal < ${GOAL.maxColdP99Ms} ms) ${verdict(pass.cold)}`,
);
