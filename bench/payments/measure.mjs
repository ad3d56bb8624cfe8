// The measurements of the payments scenario, each target in its own process, one after the other:
// (1) the webhook baseline (a bare Fastify POST route) and the product's webhook on references
// already granted (what most deliveries are: the browser's verify usually grants first), then
// first deliveries that grant; (2) GET /api/auth/user and the verify of a granted reference.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { emailOf, seedAccounts, signInAccount } from '../auth/accounts.mjs';
import { startNode } from '../lib/child.mjs';
import { runCustomLoad } from '../lib/custom-load.mjs';
import { freePort } from '../lib/port.mjs';
import { startProductServer } from '../lib/product.mjs';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { checkRedis } from '../lib/scratch-redis.mjs';
import { AMOUNT_KOBO, seedPayments, signedWebhook } from './seed.mjs';

// The env overrides are for quick local iterations only; the goals assume the defaults.
export const LOAD = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION || 10),
  warmup: Number(process.env.BENCH_WARMUP || 3),
};
/** References granted before the load: the replayed deliveries rotate over them. */
export const REPLAYED = 200;
/** Fresh references for the first-delivery load; more than it can grant in its window. */
export const FRESH = Number(process.env.BENCH_PAYMENTS_FRESH || 30_000);
const SECRET = 'sk_test_bench_secret';
const VERIFY_REFERENCE = 'jp-bench-verify';

const BARE_SERVER = fileURLToPath(new URL('./bare-post-server.mjs', import.meta.url));
const WEBHOOK_REQUESTS = fileURLToPath(new URL('./webhook-requests.mjs', import.meta.url));

const webhookLoad = (/** @type {string} */ url, /** @type {object[]} */ webhooks) =>
  runCustomLoad({ url, method: 'POST', setupModule: WEBHOOK_REQUESTS, setupOptions: { webhooks }, ...LOAD });

async function baselineWebhooks(/** @type {object[]} */ webhooks) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { HOST: '127.0.0.1', PORT: String(port) };
  const server = await startNode({
    name: 'bare POST server',
    script: BARE_SERVER,
    env,
    healthUrl: `${base}/`,
  });
  try {
    return await webhookLoad(`${base}/api/payment/webhook`, webhooks);
  } finally {
    await server.stop();
  }
}

async function post(/** @type {string} */ url, /** @type {{ body: string, signature: string }} */ hook) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
    body: hook.body,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status} ${await res.text()}`);
}

const successCount = async (/** @type {import('kysely').Kysely<any>} */ db) =>
  Number((await sql`select count(*) as n from payments where status = 'success'`.execute(db)).rows[0]?.n);

export async function measure() {
  await checkRedis();
  const scratch = await createScratchDatabase();
  await seedAccounts(scratch.db, 1);
  await seedPayments(scratch.db, REPLAYED + FRESH);
  await sql`
    insert into payments (reference, user_id, plan_id, amount_kobo, currency, status)
    select ${VERIFY_REFERENCE}, id, 'jjc', ${AMOUNT_KOBO}::int, 'NGN', 'pending' from users where email = ${emailOf(0)}`.execute(
    scratch.db,
  );
  const replayed = Array.from({ length: REPLAYED }, (_, i) => signedWebhook(SECRET, i));
  const fresh = Array.from({ length: FRESH }, (_, i) => signedWebhook(SECRET, REPLAYED + i));

  const baseline = await baselineWebhooks(replayed);
  const server = await startProductServer({
    databaseUrl: scratch.url,
    // Never called: a granted reference is answered from our records. An unroutable port makes
    // any call fail fast instead of reaching the real Paystack.
    env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' },
  });
  try {
    const webhookUrl = `${server.baseUrl}/api/payment/webhook`;
    for (const hook of replayed) await post(webhookUrl, hook);
    await post(webhookUrl, signedWebhook(SECRET, 0, VERIFY_REFERENCE));
    if ((await successCount(scratch.db)) !== REPLAYED + 1)
      throw new Error('the first deliveries did not grant');

    const webhooks = await webhookLoad(webhookUrl, replayed);

    const before = await successCount(scratch.db);
    const started = Date.now();
    const grants = await webhookLoad(webhookUrl, fresh);
    // Let the deliveries still in flight when autocannon stopped finish, then count.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const granted = (await successCount(scratch.db)) - before;
    const grantWindowS = (Date.now() - started - 1_000) / 1_000;

    const authorization = (await signInAccount(server.baseUrl)).authorization;
    const user = await runCustomLoad({
      url: `${server.baseUrl}/api/auth/user`,
      headers: { authorization },
      ...LOAD,
    });
    const verifyUrl = `${server.baseUrl}/api/payment/verify/${VERIFY_REFERENCE}`;
    const check = await fetch(verifyUrl, { headers: { authorization } }).then((r) => r.json());
    if (check?.success !== true) throw new Error(`verify answered ${JSON.stringify(check)}`);
    const verify = await runCustomLoad({ url: verifyUrl, headers: { authorization }, ...LOAD });
    return {
      baseline,
      webhooks,
      grants: { ...grants, granted, grantWindowS, wrapped: grants.total + granted > FRESH },
      user,
      verify,
    };
  } finally {
    await server.stop();
    if (server.output().trim()) console.log(`product server output (last lines):\n${server.output()}`);
  }
}
