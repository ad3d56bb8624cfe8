// applications (issue 30): GET /api/applications of a person with 1,000 applications (3
// documents and 5 timeline entries each) beside GET /api/auth/user on the same server in the same
// run, as a ratio: absolute rates on a shared 2-core machine swing too much to mean anything.
// Goal: the list keeps ≥ 0.5 of the session check's throughput, with p99 ≤ 25 ms.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { LOAD, measure } from './measure.mjs';
import { APPLICATIONS, DOCUMENTS_EACH, EVENTS_EACH } from './seed.mjs';

const NAME = 'applications';
const GOAL = { minRatio: 0.5, maxP99Ms: 25 };

console.log(
  `${NAME}: ${APPLICATIONS} applications x ${DOCUMENTS_EACH} documents, ${EVENTS_EACH} timeline entries;` +
    ` ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s per target`,
);
const figures = await measureOrExit(NAME, measure);
const { baseline, user, list } = figures;
const ratio = list.reqPerSec / user.reqPerSec;
const clean = [user, list].every((r) => r.errors === 0 && r.non2xx === 0);
const pass = clean && ratio >= GOAL.minRatio && list.p99Ms <= GOAL.maxP99Ms;

console.log(
  `seeded in ${fmt(figures.seedMs)} ms; one list answer is ${fmt(figures.bytes / 1024)} KB of JSON\n`,
);
printTable(
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'count', 'errors', 'non-2xx'],
  [
    ['baseline: Fastify hello-world', baseline],
    ['reference: GET /api/auth/user', user],
    [`product: GET /api/applications (${APPLICATIONS})`, list],
  ].map(([label, r]) => [label, fmt(r.reqPerSec), r.p50Ms, r.p99Ms, r.maxMs, r.total, r.errors, r.non2xx]),
);
if (!clean) console.log('warning: errors or non-2xx answers (counted as FAIL)');
const file = await writeResults(NAME, { load: LOAD, goal: GOAL, ...figures, ratio, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `applications-list: ratio=${ratio.toFixed(2)} p99=${list.p99Ms} ms (goal: ratio >= ${GOAL.minRatio} of GET /api/auth/user, p99 <= ${GOAL.maxP99Ms} ms) ${pass ? 'PASS' : 'FAIL'}`,
);
