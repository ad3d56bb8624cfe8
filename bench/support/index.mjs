// support: 1,000 authenticated /ws sockets on one product server — memory per socket, and the
// delay from an administrator's POST of an answer to its arrival at the user's socket (p50/p99)
// beside a bare `ws` server doing the same (POST names a socket, the server writes to it) in
// the same run. Goals from issue 15: <= 50 KB per socket; p99 <= 3x the bare p99.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { printTable, writeResults } from '../lib/report.mjs';
import { measure, SAMPLES, SOCKETS } from './measure.mjs';

const NAME = 'support';
const GOAL = { maxKbPerSocket: 50, maxP99Factor: 3 };

console.log(`${NAME}: ${SOCKETS} sockets per server, ${SAMPLES} answers timed (first 10 not counted)`);
const figures = await measureOrExit(NAME, measure);
const { product, bare } = figures;
const factor = product.p99Ms / bare.p99Ms;
const pass = { memory: product.perSocketKb <= GOAL.maxKbPerSocket, delivery: factor <= GOAL.maxP99Factor };

console.log('');
printTable(
  ['target', 'RSS before KB', 'RSS after KB', 'KB/socket', 'p50 ms', 'p99 ms', 'max ms'],
  [
    ['bare ws (POST -> socket.send)', bare],
    ['product /ws (POST answer -> user socket)', product],
  ].map(([label, r]) => [
    label,
    r.rssBeforeKb,
    r.rssAfterKb,
    r.perSocketKb.toFixed(1),
    r.p50Ms,
    r.p99Ms,
    r.maxMs,
  ]),
);
const file = await writeResults(NAME, { goal: GOAL, ...figures, factor, pass });
console.log(`results written to ${relative(process.cwd(), file)}`);
const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');
console.log(
  `support-memory: ${product.perSocketKb.toFixed(1)} KB/socket (goal <= ${GOAL.maxKbPerSocket}) ${verdict(pass.memory)}`,
);
console.log(
  `support-delivery: p99=${product.p99Ms} ms = ${factor.toFixed(1)}x bare ws p99 ${bare.p99Ms} ms (goal <= ${GOAL.maxP99Factor}x) ${verdict(pass.delivery)}`,
);
