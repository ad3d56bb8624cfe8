import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allSucceeded,
  api,
  type ChaosProduct,
  signedInAccount,
  startChaosProduct,
  startCoverLetter,
  waitUntil,
} from './support/product.js';
import { ownRedis } from './support/services.js';

let product: ChaosProduct;
let redis: Awaited<ReturnType<typeof ownRedis>>;

beforeAll(async () => {
  redis = await ownRedis();
  // Two at a time: most of the work is still waiting in the queue when Redis goes away.
  product = await startChaosProduct({ redisUrl: redis.url, env: { WORKER_CONCURRENCY_GENERATION: '2' } });
});
afterAll(async () => {
  await product?.close();
  await redis?.close();
});

describe('Redis restarted during generations', () => {
  it('pages without the queue keep answering, health says so, and every queued job finishes once', async () => {
    product.llm.options = { ...product.llm.options, firstTokenDelayMs: 300, tokensPerSecond: 40 };
    const account = await signedInAccount(product, { coverLetters: 8, resumes: 0 });
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await startCoverLetter(product, account));
    await waitUntil('the model to be writing', () => product.llm.inFlight >= 1, 20_000, 50);

    await redis.stop();
    try {
      // What does not need the queue keeps answering.
      const landing = await fetch(`${product.url}/`);
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain('<html');
      expect((await api(product, account, 'GET', '/api/auth/user')).status).toBe(200);
      expect((await api(product, account, 'GET', '/api/profile')).status).toBe(200);
      // The operator's health check says degraded and names what is down; the process stays in rotation.
      const health = await api(product, null, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('degraded');
      expect(health.body.failed).toContain('redis');
      expect(health.body.checks).toMatchObject({ database: { ok: true }, redis: { ok: false } });
      await new Promise((r) => setTimeout(r, 2_000));
    } finally {
      await redis.start();
    }

    await waitUntil(
      'health to be ok again',
      async () =>
        ((await (await fetch(`${product.url}/api/health`)).json()) as { status: string }).status === 'ok',
      20_000,
    );
    await allSucceeded(product, account, 8, 30_000);
    const [user] = await product.query<{ cover_letters_remaining: number; cover_letters_generated: number }>(
      'select cover_letters_remaining, cover_letters_generated from users where id = $1',
      [account.id],
    );
    expect(user).toEqual({ cover_letters_remaining: 0, cover_letters_generated: 8 });
    const documents = await product.query<{ generation_id: string }>(
      `select generation_id from documents where user_id = $1 and type = 'cover_letter'`,
      [account.id],
    );
    expect(documents.map((d) => d.generation_id).sort()).toEqual([...ids].sort());
  });
});
