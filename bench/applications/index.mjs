// applications (issue 30): GET /api/applications of a person with 1,000 applications (3
// documents and 5 timeline entries each) beside GET /api/auth/user on the same server in the same
// run, as a ratio: absolute rates on a shared 2-core machine swing too much to mean anything.
// Goal: the list keeps ≥ 0.5 of the session check's throughput, with p99 ≤ 25 ms. Judged apart
// for each kind of read (measure.mjs): a browser revalidating, a full answer of an unchanged
// list, and full answers while the list keeps changing; `cold` (one change, then one read, one
// at a time) shows the latency after a change, against the p99 goal only.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { COLD_READS, LOAD, measure, WRITE_EVERY_MS } from './measure.mjs';
import { APPLICATIONS, DOCUMENTS_EACH, EVENTS_EACH } from './seed.mjs';

const NAME = 'applications';
const GOAL = { minRatio: 0.5, maxP99Ms: 25 };

console.log(
  `${NAME}: ${APPLICATIONS} applications x ${DOCUMENTS_EACH} documents, ${EVENTS_EACH} timeline entries;` +
    ` ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s per target`,
);
const figures = await measureOrExit(NAME, measure);
const { baseline, user, full, revalidate, changing, cold } = figures;

/** Only the expected status counts as an answer (autocannon counts a 304 as non-2xx). */
const clean = (r, status) => r.errors === 0 && (r.statusCodes[status] ?? 0) === r.total;
const verdict = (r, status) => {
  const ratio = r.reqPerSec / user.reqPerSec;
  const ok = clean(r, status) && clean(user, '200');
  return { ratio, ok, pass: ok && ratio >= GOAL.minRatio && r.p99Ms <= GOAL.maxP99Ms };
};
const verdicts = {
  revalidate: verdict(revalidate, '304'),
  full: verdict(full, '200'),
  changing: verdict(changing, '200'),
  // A stale answer (the server had not yet heard of the change) fails too: it must not happen.
  cold: { pass: cold.p99Ms <= GOAL.maxP99Ms && cold.stale === 0 },
};

console.log(
  `seeded in ${fmt(figures.seedMs)} ms; one list answer is ${fmt(figures.bytes / 1024)} KB of JSON,` +
    ` ${fmt(figures.wireBytes / 1024)} KB on the wire (${figures.encoding ?? 'identity'}); ` +
    `${fmt(figures.writes)} writes during "changing"\n`,
);
const row = (label, r) => [
  label,
  fmt(r.reqPerSec),
  r === user || r === baseline ? '' : (r.reqPerSec / user.reqPerSec).toFixed(2),
  r.p50Ms,
  r.p99Ms,
  r.maxMs,
  r.total,
  r.errors,
  r.statusCodes
    ? Object.entries(r.statusCodes)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')
    : '',
];
printTable(
  ['target', 'req/s', 'x auth', 'p50 ms', 'p99 ms', 'max ms', 'count', 'errors', 'statuses'],
  [
    row('baseline: Fastify hello-world', baseline),
    row('reference: GET /api/auth/user', user),
    row('revalidate: If-None-Match, 304', revalidate),
    row('full: unchanged list, 200', full),
    row(`changing: a write every ${WRITE_EVERY_MS} ms, 200`, changing),
  ],
);
console.log(
  `\ncold: one change then one read, ${COLD_READS} times one after the other: p50 ${cold.p50Ms} ms, p99 ${cold.p99Ms} ms, max ${cold.maxMs} ms;` +
    ` ${cold.stale} answered before the server heard of the change (same ETag: left out)`,
);
if (!Object.values(verdicts).every((v) => v.ok !== false))
  console.log('warning: errors or unexpected statuses (counted as FAIL)');
const file = await writeResults(NAME, { load: LOAD, goal: GOAL, ...figures, etag: undefined, verdicts });
console.log(`results written to ${relative(process.cwd(), file)}`);
const goal = `goal: ratio >= ${GOAL.minRatio} of GET /api/auth/user, p99 <= ${GOAL.maxP99Ms} ms`;
const line = (name, r, v) =>
  `${name}: ratio=${v.ratio.toFixed(2)} p99=${r.p99Ms} ms (${goal}) ${v.pass ? 'PASS' : 'FAIL'}`;
console.log(line('applications-list-revalidate', revalidate, verdicts.revalidate));
console.log(line('applications-list-full', full, verdicts.full));
console.log(line('applications-list-changing', changing, verdicts.changing));
console.log(
  `applications-list-cold: p99=${cold.p99Ms} ms stale=${cold.stale}/${cold.count} (goal: p99 <= ${GOAL.maxP99Ms} ms; sequential, no ratio) ${verdicts.cold.pass ? 'PASS' : 'FAIL'}`,
);
