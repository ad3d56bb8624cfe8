// abuse: does one account's attack on the sockets slow everyone else? A bystander's
// GET /api/auth/user, one request after another, timed with the server to itself and then while
// another account sends oversized tRPC batches on 18 sockets or floods /ws with pings on 20.
// Goal from issue 27: under either attack the bystander's p99 <= 10x its own p99 alone, and
// <= 1 s; no request fails.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { printTable, writeResults } from '../lib/report.mjs';
import { ATTACKS, measure, SECONDS } from './measure.mjs';

const NAME = 'abuse';
const GOAL = { maxP99Factor: 10, maxP99Ms: 1_000 };

console.log(`${NAME}: bystander timed ${SECONDS} s alone, then ${SECONDS} s under each attack`);
const figures = await measureOrExit(NAME, measure);
const { alone, attacks } = figures;
/** @type {Record<string, boolean>} */
const pass = {};
const rows = [['alone', alone, alone.rssMb, '', '']];
for (const mode of ATTACKS) {
  const r = /** @type {any} */ (attacks[mode]);
  pass[mode] = r.failed === 0 && r.p99Ms <= GOAL.maxP99Factor * alone.p99Ms && r.p99Ms <= GOAL.maxP99Ms;
  rows.push([`under ${mode}`, r, r.rssDuringMb, r.rssAfterMb, r.attacker ? JSON.stringify(r.attacker) : '']);
}
console.log('');
printTable(
  [
    'bystander',
    'requests',
    'failed',
    'p50 ms',
    'p99 ms',
    'max ms',
    'server RSS MB',
    'RSS after MB',
    'attacker',
  ],
  rows.map(([label, r, rss, after, attacker]) => [
    label,
    r.requests,
    r.failed,
    r.p50Ms,
    r.p99Ms,
    r.maxMs,
    rss,
    after,
    attacker,
  ]),
);
const file = await writeResults(NAME, { goal: GOAL, ...figures, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
for (const mode of ATTACKS) {
  const r = /** @type {any} */ (attacks[mode]);
  console.log(
    `abuse-${mode}: bystander p99=${r.p99Ms} ms = ${(r.p99Ms / alone.p99Ms).toFixed(1)}x alone ${alone.p99Ms} ms, ${r.failed} failed (goal <= ${GOAL.maxP99Factor}x and <= ${GOAL.maxP99Ms} ms) ${pass[mode] ? 'PASS' : 'FAIL'}`,
  );
}
