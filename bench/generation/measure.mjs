// The measurements of the generation scenario: the fake model, the built server and one worker,
// each its own process; then, for each concurrency, the model called directly and full
// generations through the product, one after the other so both see the same machine load.
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { callModelDirectly } from './direct-call.mjs';
import { connectAccount, generateThroughProduct, seedGeneratingAccounts } from './product-call.mjs';
import { startGenerationStack, stopProduct } from './stack.mjs';

/** The fake model's pace: ~4.3 s per call (300 ms, then 400 tokens 10 ms apart). */
export const MODEL = { firstTokenMs: 300, tokens: 400, tokensPerSecond: 100 };
/** Measured calls per target: rounds of `concurrency` calls started together. */
export const LEVELS = [
  { concurrency: 1, rounds: 10 },
  { concurrency: 20, rounds: 3 },
];
/** The "both documents" scenario: one at a time, alternating one document and both, this often. */
export const BOTH_ROUNDS = 5;
const MAX_CONCURRENCY = Math.max(...LEVELS.map((l) => l.concurrency));

let calls = 0;
const nextMarker = () => `bench-call-${++calls}`;

/**
 * One unmeasured round first (JIT, connection pools growing to the concurrency), then `rounds`
 * measured ones. `call(slot, marker)` makes one call for client `slot` of the round.
 * @param {(slot: number, marker: string) => Promise<import('./direct-call.mjs').CallTiming>} call
 * @param {{ concurrency: number, rounds: number }} level
 */
async function runRounds(call, { concurrency, rounds }) {
  const round = () => Promise.all(Array.from({ length: concurrency }, (_, slot) => call(slot, nextMarker())));
  await round();
  const timings = [];
  for (let r = 0; r < rounds; r++) timings.push(...(await round()));
  return timings;
}

/**
 * Joins the caller's timestamps with the fake model's (GET /calls, by marker) into per-call
 * durations in ms.
 * @param {string} modelBase
 * @param {import('./direct-call.mjs').CallTiming[]} timings
 */
async function withModelSide(modelBase, timings) {
  const seen = await (await fetch(`${modelBase}/calls`)).json();
  return timings.map((t) => {
    const model = seen[t.marker];
    if (!model?.firstTokenAt || !model.lastTokenAt)
      throw new Error(`the fake model never finished ${t.marker}`);
    return {
      totalMs: t.doneAt - t.startedAt,
      firstTokenDelayMs: t.firstTokenAt - model.firstTokenAt,
      beforeModelMs: model.receivedAt - t.startedAt,
      afterModelMs: t.doneAt - model.lastTokenAt,
    };
  });
}

export async function measure() {
  // Services first: if PostgreSQL, the migrations or Redis are broken, fail before any load.
  await checkRedis();
  const scratch = await createScratchDatabase();
  await seedGeneratingAccounts(scratch.db, MAX_CONCURRENCY);

  const { modelBase, modelUrl, server, worker } = await startGenerationStack({
    databaseUrl: scratch.url,
    model: MODEL,
    // The product default, set explicitly so a developer's environment cannot change it.
    workerConcurrency: 20,
  });
  const accounts = [];
  try {
    for (let i = 0; i < MAX_CONCURRENCY; i++) accounts.push(await connectAccount(server.baseUrl, i));
    // The worker has no health URL: a worker that died at start-up is caught here, not by a
    // first generation waiting for its time-out.
    if (worker.child.exitCode !== null) throw new Error(`the worker exited (code ${worker.child.exitCode})`);
    const results = [];
    for (const level of LEVELS) {
      const direct = await runRounds((_, marker) => callModelDirectly(modelUrl, marker), level);
      const product = await runRounds(
        (slot, marker) => generateThroughProduct(accounts[slot]?.client, marker),
        level,
      );
      results.push({
        ...level,
        direct: await withModelSide(modelBase, direct),
        product: await withModelSide(modelBase, product),
      });
    }
    // Both documents against one: alternated so both see the same machine; wall time only (the
    // two model calls of a "both" share one marker, so the model side is not joined).
    const pair = { one: /** @type {number[]} */ ([]), both: /** @type {number[]} */ ([]) };
    const client = accounts[0]?.client;
    await generateThroughProduct(client, nextMarker(), { both: true }); // unmeasured warm-up
    for (let r = 0; r < BOTH_ROUNDS; r++) {
      for (const both of [false, true]) {
        const t = await generateThroughProduct(client, nextMarker(), { both });
        pair[both ? 'both' : 'one'].push(t.doneAt - t.startedAt);
      }
    }
    return { results, pair };
  } finally {
    await Promise.all(accounts.map((a) => a.close()));
    await stopProduct([
      ['product worker', worker],
      ['product server', server],
    ]);
  }
}
