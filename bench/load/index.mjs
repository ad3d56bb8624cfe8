// load: simulated people on 127.0.0.1 doing what people do (landing page, sign-in, a cover
// letter from the fake model, open and edit the document, download its PDF, a support message),
// first one person alone, then BENCH_LOAD_USERS (200) at once for BENCH_LOAD_SECONDS (60; 300
// for the full run). Per route p50/p99 and errors against the single person's p99, the
// processes' CPU and memory, and every generation's final state.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { percentile } from '../lib/stats.mjs';
import { MODEL, measure, RAMP_MS, SECONDS, SINGLE, THINK_MS, USERS } from './measure.mjs';
import { ROUTES, WITH_PDF } from './user.mjs';

const NAME = 'load';
const GOAL = { errors: 0, lostGenerations: 0, maxP99Ratio: 10 };

console.log(
  `${NAME}: ${USERS} people for ${SECONDS} s after a single-user pass; fake model ${MODEL.firstTokenMs} ms to the first token, ` +
    `${MODEL.tokens} tokens at ${MODEL.tokensPerSecond}/s`,
);
const { single, load, loadSeconds, processes, generations } = await measureOrExit(NAME, measure);

const routes = ROUTES.filter((route) => WITH_PDF || !route.includes('pdf')).map((route) => {
  const s = /** @type {{ ms: number[], errors: number, examples: string[] }} */ (single.get(route));
  const l = /** @type {{ ms: number[], errors: number, examples: string[] }} */ (load.get(route));
  const singleP99 = percentile(s.ms, 0.99);
  const p99 = percentile(l.ms, 0.99);
  return {
    route,
    count: l.ms.length,
    perSecond: l.ms.length / loadSeconds,
    p50Ms: percentile(l.ms, 0.5),
    p99Ms: p99,
    singleCount: s.ms.length,
    singleP50Ms: percentile(s.ms, 0.5),
    singleP99Ms: singleP99,
    ratio: p99 / singleP99,
    errors: l.errors,
    singleErrors: s.errors,
    errorExamples: [...s.examples, ...l.examples],
  };
});

console.log('');
printTable(
  ['route', 'count', 'req/s', 'p50 ms', 'p99 ms', 'single-user p99 ms', 'ratio', 'errors'],
  routes.map((r) => [
    r.route,
    r.count,
    fmt(r.perSecond, 1),
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    fmt(r.singleP99Ms),
    Number.isFinite(r.ratio) ? fmt(r.ratio, 2) : '-',
    r.errors + r.singleErrors,
  ]),
);
console.log('');
printTable(
  ['process', 'processes', 'avg CPU %', 'max CPU %', 'max RSS MB'],
  Object.entries(processes).map(([name, p]) => [
    name,
    p.maxProcesses,
    fmt(p.avgCpuPct, 1),
    fmt(p.maxCpuPct, 1),
    fmt(p.maxRssMb, 1),
  ]),
);
console.log('');
console.log(
  `generations: ${generations.startedByClients} started by the people, ${generations.inDatabase} in the database ` +
    `(${Object.entries(generations.states)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
);
for (const r of routes) {
  for (const example of r.errorExamples) console.log(`error on ${r.route}: ${example}`);
}

const errors = routes.reduce((sum, r) => sum + r.errors + r.singleErrors, 0);
/** @type {(typeof routes)[number] | undefined} */
let worst;
for (const r of routes) if (Number.isFinite(r.ratio) && (!worst || r.ratio > worst.ratio)) worst = r;
const worstRatio = worst?.ratio ?? Number.NaN;
const pass = {
  errors: errors <= GOAL.errors,
  lost: generations.lost <= GOAL.lostGenerations,
  p99: worstRatio <= GOAL.maxP99Ratio && routes.every((r) => Number.isFinite(r.ratio)),
};

const file = await writeResults(NAME, {
  users: USERS,
  withPdf: WITH_PDF,
  seconds: SECONDS,
  loadSeconds,
  rampMs: RAMP_MS,
  thinkMs: THINK_MS,
  single: SINGLE,
  model: MODEL,
  goal: GOAL,
  routes,
  processes,
  generations,
  errors,
  worst: worst ? { route: worst.route, ratio: worstRatio } : null,
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');
console.log(`load-errors: ${errors} (goal ${GOAL.errors}) ${verdict(pass.errors)}`);
console.log(
  `load-lost-generations: ${generations.lost} (goal ${GOAL.lostGenerations}) ${verdict(pass.lost)}`,
);
console.log(
  `load-p99: worst route ${worst?.route ?? '-'} at ${Number.isFinite(worstRatio) ? worstRatio.toFixed(2) : '-'}x single-user (goal <= ${GOAL.maxP99Ratio}x) ${verdict(pass.p99)}`,
);
