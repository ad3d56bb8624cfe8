// The measurements of the priority scenario: the fake model, the built server and one worker with
// ONE generation slot (so queued generations really wait), 20 free-trial generations started
// together, then a Pro generation started while the third of them is being written.
import { sql } from 'kysely';
import { emailOf, seedAccounts } from '../auth/accounts.mjs';
import { connectAccount, generateThroughProduct } from '../generation/product-call.mjs';
import { startGenerationStack, stopProduct } from '../generation/stack.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { hostNowMs } from '../lib/stats.mjs';

/** The fake model's pace: ~1.1 s per generation (100 ms, then 400 tokens 2.5 ms apart). */
export const MODEL = { firstTokenMs: 100, tokens: 400, tokensPerSecond: 400 };
/** Free-trial generations queued ahead of the Pro one. */
export const TRIAL_GENERATIONS = 20;
/** The Pro generation starts halfway through the free-trial generation with this number (1-based). */
export const PRO_JOINS_DURING = 3;
/** Account index of the Pro account; 0 … TRIAL_GENERATIONS - 1 are on the free trial. */
const PRO = TRIAL_GENERATIONS;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fake model's record of every call so far, by marker.
 * @param {string} modelBase
 * @returns {Promise<Record<string, { receivedAt: number, firstTokenAt?: number, lastTokenAt?: number }>>}
 */
const modelCalls = async (modelBase) => (await fetch(`${modelBase}/calls`)).json();

/** Polls the fake until `count` calls whose marker starts with `prefix` have arrived. */
async function untilCalls(
  /** @type {string} */ modelBase,
  /** @type {string} */ prefix,
  /** @type {number} */ count,
) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const seen = Object.keys(await modelCalls(modelBase)).filter((m) => m.startsWith(prefix));
    if (seen.length >= count) return;
    await sleep(20);
  }
  throw new Error(`the fake model never received ${count} calls of ${prefix}`);
}

export async function measure() {
  // Services first: if PostgreSQL, the migrations or Redis are broken, fail before any load.
  await checkRedis();
  const scratch = await createScratchDatabase();
  // Accounts start on the free trial (7 days, 2 cover letters); the last one pays for Pro.
  await seedAccounts(scratch.db, TRIAL_GENERATIONS + 1);
  await scratch.db
    .updateTable('users')
    .set({
      subscription_plan: 'agba',
      subscription_status: 'active',
      subscription_expires_at: sql`now() + interval '30 days'`,
      cover_letters_remaining: 25,
    })
    .where('email', '=', emailOf(PRO))
    .execute();

  const { modelBase, server, worker } = await startGenerationStack({
    databaseUrl: scratch.url,
    model: MODEL,
    // One slot: with the default 20, twenty generations would all run at once and none would wait.
    workerConcurrency: 1,
  });
  const accounts = [];
  try {
    for (let i = 0; i <= PRO; i++) accounts.push(await connectAccount(server.baseUrl, i));
    if (worker.child.exitCode !== null) throw new Error(`the worker exited (code ${worker.child.exitCode})`);
    // Unmeasured warm-up (JIT, pools): one Pro generation through the empty queue.
    await generateThroughProduct(accounts[PRO]?.client, 'bench-call-warmup');

    const trials = Array.from({ length: TRIAL_GENERATIONS }, (_, i) =>
      generateThroughProduct(accounts[i]?.client, `bench-call-trial${String(i).padStart(2, '0')}`),
    );
    // Joins while a free-trial generation is half written, so the figure does not depend on
    // arriving just as a slot frees up.
    await untilCalls(modelBase, 'bench-call-trial', PRO_JOINS_DURING);
    const oneModelCallMs = MODEL.firstTokenMs + (MODEL.tokens / MODEL.tokensPerSecond) * 1000;
    await sleep(oneModelCallMs / 2);
    const pro = await generateThroughProduct(accounts[PRO]?.client, 'bench-call-pro');
    const trialTimings = await Promise.all(trials);
    const seen = await modelCalls(modelBase);
    return { pro, trials: trialTimings, seen, proStartedAt: pro.startedAt, now: hostNowMs() };
  } finally {
    await Promise.all(accounts.map((a) => a.close()));
    await stopProduct([
      ['product worker', worker],
      ['product server', server],
    ]);
  }
}
