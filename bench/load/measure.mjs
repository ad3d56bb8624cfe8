// The measurements of the load scenario: a scratch database with 202 accounts on a paid plan,
// the fake model, the built server (serving the built client, TRUST_PROXY=loopback so each
// simulated person has its own address) and one worker (every queue, Chromium for the PDFs).
// Then: one unmeasured warm-up round, the single-user pass, the load with 200 people, and the
// generations' final states read from the database.

import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { ARGON2_OPTIONS, PASSWORD } from '../auth/accounts.mjs';
import { stopProduct } from '../generation/stack.mjs';
import { startNode } from '../lib/child.mjs';
import { freePort } from '../lib/port.mjs';
import { startProductServer, startProductWorker } from '../lib/product.mjs';
import { adminDatabaseUrl, createScratchDatabase, randomSuffix } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { sampleProcesses } from './processes.mjs';
import { person, recorder } from './user.mjs';

export const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
export const USERS = Number(process.env.BENCH_LOAD_USERS || 200);
/** Think time between two actions of one person, ms. */
export const THINK_MS = /** @type {[number, number]} */ ([1_000, 3_000]);
/** People start one after the other over this long, not all in the same millisecond. */
export const RAMP_MS = Math.min(30_000, (SECONDS * 1000) / 3);
/** The single-user pass: rounds of every action, a short think time (a person alone). */
export const SINGLE = { rounds: 30, think: /** @type {[number, number]} */ ([100, 300]) };
/** Two workers (generation; render, e-mail, billing) instead of one running every queue. */
export const SPLIT_WORKERS = process.env.BENCH_LOAD_WORKERS === 'split';
/** The fake model: 200 ms to the first token, then a ~200-word letter at 200 tokens/s. */
export const MODEL = { firstTokenMs: 200, tokens: 200, tokensPerSecond: 200 };

const FAKE_MODEL = fileURLToPath(new URL('../generation/fake-model.mjs', import.meta.url));
const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
/** Generations still running when the load ends get this long to finish before they count as lost. */
const SETTLE_MS = 60_000;

/**
 * Sign-in limits live in the shared Redis under keys that name the address and the e-mail
 * (rate-limit.ts), not under the run's queue prefix: addresses and e-mails unique to this run
 * keep earlier runs (and the auth bench's bench-user-N accounts) from counting against it.
 */
const RUN = randomSuffix();
const OCTET = randomInt(256);
const emailOf = (/** @type {number} */ i) => `load-${RUN}-${i}@example.com`;
/** Person `i`'s own client address, 10.<run>.<i / 256>.<i % 256>. */
const ipOf = (/** @type {number} */ i) => `10.${OCTET}.${(i >> 8) & 255}.${i & 255}`;

/**
 * `count` verified accounts on the unlimited Elite plan ('idan', paid for a month), so no credit
 * check refuses a generation; one argon2 hash shared by all rows (hashing 200 would take long).
 * @param {import('kysely').Kysely<any>} db
 * @param {number} count
 */
async function seedPeople(db, count) {
  const passwordHash = await hash(PASSWORD, ARGON2_OPTIONS);
  await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: emailOf(i),
        password_hash: passwordHash,
        full_name: `Load Person ${i}`,
        first_name: 'Load',
        email_verified: true,
        subscription_plan: 'idan',
        subscription_expires_at: sql`now() + interval '30 days'`,
      })),
    )
    .execute();
  await sql`vacuum analyze users`.execute(db);
}

/** Generations by state, straight from the database. */
async function generationStates(/** @type {import('kysely').Kysely<any>} */ db) {
  const rows = await db
    .selectFrom('generations')
    .select(['status', sql`count(*)::int`.as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function measure() {
  await checkRedis();
  if (!existsSync(`${CLIENT_DIST}/index.html`))
    throw new Error(`${CLIENT_DIST} is missing: run npm run build`);
  const scratch = await createScratchDatabase();
  // Accounts 0..USERS-1 carry the load; USERS warms up; the single-user pass takes one account
  // per round after it (sign-in allows 10 attempts per account in 15 minutes).
  await seedPeople(scratch.db, USERS + 1 + SINGLE.rounds);

  const modelPort = await freePort();
  const modelBase = `http://127.0.0.1:${modelPort}`;
  await startNode({
    name: 'fake model',
    script: FAKE_MODEL,
    env: {
      HOST: '127.0.0.1',
      PORT: String(modelPort),
      FIRST_TOKEN_MS: String(MODEL.firstTokenMs),
      TOKENS: String(MODEL.tokens),
      TOKENS_PER_SECOND: String(MODEL.tokensPerSecond),
    },
    healthUrl: `${modelBase}/health`,
  });
  const ai = { OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: `${modelBase}/v1`, OPENAI_MODEL: 'bench-fake' };
  const server = await startProductServer({
    databaseUrl: scratch.url,
    env: { ...ai, CLIENT_DIST, TRUST_PROXY: 'loopback' },
  });
  const worker = await startProductWorker({
    databaseUrl: scratch.url,
    queuePrefix: server.queuePrefix,
    // Its Chromium: CHROMIUM_PATH from this environment, else its own choice (headless shell first).
    env: { ...ai, ...(SPLIT_WORKERS ? { WORKER_QUEUES: 'render,email,billing' } : {}) },
  });
  // BENCH_LOAD_WORKERS=split: the scale-out layout of docs/operations.md, PDFs on a worker of their own.
  const generationWorker = SPLIT_WORKERS
    ? await startProductWorker({
        databaseUrl: scratch.url,
        queuePrefix: server.queuePrefix,
        env: { ...ai, WORKER_QUEUES: 'generation' },
      })
    : null;
  const far = () => performance.now() + 3_600_000;
  /** @type {ReturnType<typeof sampleProcesses> extends Promise<infer T> ? T : never} */
  let sampler;
  try {
    // Warm-up (unmeasured): JIT, pools, Chromium's first start.
    const warm = { started: 0, succeeded: 0, ids: new Set() };
    const warmUser = person({
      baseUrl: server.baseUrl,
      account: USERS,
      email: emailOf(USERS),
      ip: ipOf(USERS),
      rec: recorder(),
      think: [0, 0],
      generations: warm,
    });
    await warmUser.run(far(), { rounds: 2 });
    warmUser.close();
    if (worker.child.exitCode !== null) throw new Error(`the worker exited (code ${worker.child.exitCode})`);

    console.log(`single-user pass: ${SINGLE.rounds} rounds, think ${SINGLE.think.join('–')} ms`);
    const single = recorder();
    const singleGenerations = { started: 0, succeeded: 0, ids: new Set() };
    // One round per person, one after the other: each signs in once, on its own account.
    for (let r = 0; r < SINGLE.rounds; r++) {
      const account = USERS + 1 + r;
      const one = person({
        baseUrl: server.baseUrl,
        account,
        email: emailOf(account),
        ip: ipOf(account),
        rec: single,
        think: SINGLE.think,
        generations: singleGenerations,
      });
      await one.run(far(), { rounds: 1 });
      one.close();
    }

    console.log(
      `load: ${USERS} people for ${SECONDS} s (starting over ${Math.round(RAMP_MS / 1000)} s), think ${THINK_MS.join('–')} ms`,
    );
    sampler = await sampleProcesses({
      serverPid: /** @type {number} */ (server.child.pid),
      workerPid: /** @type {number} */ (worker.child.pid),
      generationWorkerPid: generationWorker?.child.pid,
      databaseUrl: adminDatabaseUrl(),
      databaseName: scratch.name,
    });
    const load = recorder();
    const loadGenerations = { started: 0, succeeded: 0, ids: new Set() };
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const people = Array.from({ length: USERS }, (_, i) =>
      person({
        baseUrl: server.baseUrl,
        account: i,
        email: emailOf(i),
        ip: ipOf(i),
        rec: load,
        think: THINK_MS,
        generations: loadGenerations,
      }),
    );
    await Promise.all(
      people.map(async (p, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * RAMP_MS) / USERS));
        await p.run(deadline);
        p.close();
      }),
    );
    const loadSeconds = (performance.now() - started) / 1000;
    const processes = await sampler.stop();

    // Every generation the database knows must reach `succeeded`; give stragglers time.
    const settleUntil = Date.now() + SETTLE_MS;
    let states = await generationStates(scratch.db);
    while ((states.queued ?? 0) + (states.running ?? 0) > 0 && Date.now() < settleUntil) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      states = await generationStates(scratch.db);
    }
    const total = Object.values(states).reduce((a, b) => a + b, 0);
    const generations = {
      startedByClients: warm.started + singleGenerations.started + loadGenerations.started,
      answeredByServer: warm.succeeded + singleGenerations.succeeded + loadGenerations.succeeded,
      inDatabase: total,
      states,
      lost: total - (states.succeeded ?? 0),
    };
    return { single: single.routes, load: load.routes, loadSeconds, processes, generations };
  } finally {
    await generationWorker?.stop();
    await stopProduct([
      ['product worker', worker],
      ['product server', server],
    ]);
  }
}
