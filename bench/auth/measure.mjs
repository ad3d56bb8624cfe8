// The measurements of the auth scenario. The shared machine's speed drifts by a third within a
// minute, so each reference is measured in turns with what it is compared to, and each ratio is
// the median of the rounds' ratios: the baseline and GET /api/auth/user alternate (in ABBA order),
// then raw argon2 and logins alternate, each login round compared with the argon2 runs either
// side of it. Every target runs in its own process.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { startHelloBaseline } from '../lib/baseline.mjs';
import { runCustomLoad } from '../lib/custom-load.mjs';
import { runChild } from '../lib/fork-child.mjs';
import { runLoad } from '../lib/load.mjs';
import { processCpuMs } from '../lib/proc-cpu.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { inTurns, TURNS } from '../lib/turns.mjs';
import { emailOf, PASSWORD, seedAccounts, signInAccount } from './accounts.mjs';

// Enough that no account sees 10 logins in 15 min even at several hundred logins/s.
export const ACCOUNTS = 2_000;
// The env overrides are for quick local iterations only; the goals assume the defaults.
export const LOAD = {
  connections: 50,
  ...TURNS,
};
// 8 in flight keeps libuv's 4 threads busy in both measurements (the server's verifications
// queue for the threadpool as the raw loops' do) without queueing enough to time out.
export const LOGIN = {
  concurrency: Number(process.env.BENCH_LOGIN_CONCURRENCY || 8),
  duration: 6,
  warmup: 2,
  /** Login turns; raw argon2 runs before, between and after them. */
  rounds: Number(process.env.BENCH_LOGIN_ROUNDS || 3),
};

const ARGON2_CHILD = fileURLToPath(new URL('./argon2-child.mjs', import.meta.url));
const LOGIN_REQUESTS = fileURLToPath(new URL('./login-requests.mjs', import.meta.url));

/** Signs in once (from 127.0.0.1) and checks the session works: load a real answer, not a 401. */
async function sessionToken(/** @type {string} */ baseUrl) {
  const body = await signInAccount(baseUrl);
  const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: body.authorization } });
  const user = await me.json().catch(() => undefined);
  if (me.status !== 200 || user?.email !== emailOf(0)) {
    throw new Error(`GET /api/auth/user answered ${me.status} ${JSON.stringify(user)}`);
  }
  return body.token;
}

/** @returns {Promise<{ perSec: number, total: number, p50Ms: number, p99Ms: number, maxMs: number }>} */
const rawArgon2 = (/** @type {string} */ hash) =>
  runChild({
    name: 'argon2 verifier',
    script: ARGON2_CHILD,
    message: {
      hash,
      password: PASSWORD,
      concurrency: LOGIN.concurrency,
      warmup: 1,
      duration: LOGIN.duration,
    },
  });

const loginLoad = (/** @type {string} */ baseUrl, /** @type {number} */ round) =>
  runCustomLoad({
    url: `${baseUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: LOGIN.concurrency,
    duration: LOGIN.duration,
    warmup: LOGIN.warmup,
    setupModule: LOGIN_REQUESTS,
    setupOptions: { accounts: ACCOUNTS, password: PASSWORD, round },
  });

/**
 * The baseline and GET /api/auth/user in turns (lib/turns.mjs) after an unmeasured warm-up of
 * each. Returns every round's pair of figures.
 */
async function userRounds(/** @type {string} */ baselineUrl, /** @type {string} */ userUrl, authorization) {
  const turn = { ...LOAD, warmup: 0 };
  const headers = { authorization };
  await runLoad({ url: baselineUrl, ...LOAD, duration: 1 });
  await runCustomLoad({ url: userUrl, headers, ...LOAD, duration: 1 });
  const pairs = await inTurns({
    rounds: LOAD.rounds,
    reference: () => runLoad({ url: baselineUrl, ...turn }),
    product: () => runCustomLoad({ url: userUrl, headers, ...turn }),
  });
  return pairs.map(({ reference, product }) => ({ baseline: reference, user: product }));
}

export async function measure() {
  // Services first: if PostgreSQL, the migrations or Redis are broken, fail before any load.
  await checkRedis();
  const scratch = await createScratchDatabase();
  const hash = await seedAccounts(scratch.db, ACCOUNTS);
  const hello = await startHelloBaseline();
  // TRUST_PROXY=loopback: the load generator connects from 127.0.0.1 as a proxy would, and the
  // login load's x-forwarded-for gives every login its own client address.
  const server = await startProductServer({ databaseUrl: scratch.url, env: { TRUST_PROXY: 'loopback' } });
  try {
    const authorization = `Bearer ${await sessionToken(server.baseUrl)}`;
    const userTurns = await userRounds(hello.url, `${server.baseUrl}/api/auth/user`, authorization);
    await hello.stop();

    // Server CPU per login, warm-ups included: every successful login inserts one session row.
    const sessionCount = async () =>
      Number((await sql`select count(*) as n from sessions`.execute(scratch.db)).rows[0]?.n);
    const argon = [await rawArgon2(hash)];
    /** @type {any[]} */
    const logins = [];
    for (let round = 0; round < LOGIN.rounds; round++) {
      const [cpuBefore, sessionsBefore] = [processCpuMs(server.child.pid), await sessionCount()];
      const result = await loginLoad(server.baseUrl, round);
      // Let the logins still in flight when autocannon stopped finish, then count.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const cpuUsed = (processCpuMs(server.child.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
      logins.push({ ...result, serverCpuMsPerLogin: cpuUsed / ((await sessionCount()) - sessionsBefore) });
      argon.push(await rawArgon2(hash));
    }
    return { userTurns, argon, logins };
  } finally {
    await server.stop();
    await hello.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}
