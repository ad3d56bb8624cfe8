// payments: (1) how much of a bare Fastify POST route's request rate the product keeps on
// POST /api/payment/webhook with valid signatures, and how many first deliveries it grants per
// second; (2) how GET /api/payment/verify of an already-granted reference compares with
// GET /api/auth/user (both signed in: verify adds one payment lookup). Ratios to references
// measured in the same run, as the other scenarios do.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { FRESH, LOAD, measure, REPLAYED } from './measure.mjs';

const NAME = 'payments';
const GOAL = { minWebhookRatio: 0.3, minVerifyRatio: 0.5 };

console.log(
  `${NAME}: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s per target;` +
    ` webhooks over ${REPLAYED} granted references, then ${FRESH} fresh ones`,
);
const figures = await measureOrExit(NAME, measure);
const { baseline, webhooks, grants, user, verify } = figures;

const webhookRatio = webhooks.reqPerSec / baseline.reqPerSec;
const verifyRatio = verify.reqPerSec / user.reqPerSec;
const grantsPerSec = grants.granted / grants.grantWindowS;
const clean = (/** @type {{ errors: number, non2xx: number }} */ r) => r.errors === 0 && r.non2xx === 0;
const webhookPass = clean(baseline) && clean(webhooks) && webhookRatio >= GOAL.minWebhookRatio;
const verifyPass = clean(user) && clean(verify) && verifyRatio >= GOAL.minVerifyRatio;

console.log('');
printTable(
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx'],
  [
    ['baseline: Fastify POST route answering 200', baseline],
    ['product: webhook, granted reference (signed)', webhooks],
    ['product: webhook, first delivery (grants)', grants],
    ['product: GET /api/auth/user (bearer)', user],
    ['product: GET /api/payment/verify, granted', verify],
  ].map(([label, r]) => [label, fmt(r.reqPerSec), r.p50Ms, r.p99Ms, r.maxMs, r.total, r.errors, r.non2xx]),
);
console.log(`\nratio webhook (granted reference) / bare POST route: ${webhookRatio.toFixed(2)}`);
console.log(
  `first deliveries: ${grants.granted} grants in ${grants.grantWindowS.toFixed(1)} s = ${fmt(grantsPerSec)} grants/s` +
    ` (ratio to the bare route ${(grantsPerSec / baseline.reqPerSec).toFixed(2)}; no goal)` +
    (grants.wrapped ? '; warning: the fresh references ran out, later deliveries were replays' : ''),
);
console.log(`ratio verify (granted) / GET /api/auth/user: ${verifyRatio.toFixed(2)}`);

const file = await writeResults(NAME, {
  load: LOAD,
  goal: GOAL,
  replayed: REPLAYED,
  fresh: FRESH,
  ...figures,
  webhookRatio,
  grantsPerSec,
  verifyRatio,
  pass: { webhook: webhookPass, verify: verifyPass },
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `payments-webhook: ratio=${webhookRatio.toFixed(2)} p99=${webhooks.p99Ms} ms (goal: ratio >= ${GOAL.minWebhookRatio}) ${webhookPass ? 'PASS' : 'FAIL'}`,
);
console.log(
  `payments-verify: ratio=${verifyRatio.toFixed(2)} p99=${verify.p99Ms} ms (goal: ratio >= ${GOAL.minVerifyRatio}) ${verifyPass ? 'PASS' : 'FAIL'}`,
);
