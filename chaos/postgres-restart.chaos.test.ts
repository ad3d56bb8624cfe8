import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type ChaosProduct,
  generationStates,
  signedInAccount,
  startChaosProduct,
  startCoverLetter,
  waitUntil,
} from './support/product.js';
import { ownPostgres } from './support/services.js';

let product: ChaosProduct;
let postgres: Awaited<ReturnType<typeof ownPostgres>>;

beforeAll(async () => {
  postgres = await ownPostgres();
  product = await startChaosProduct({ adminDatabaseUrl: postgres.url });
});
afterAll(async () => {
  await product?.close();
  await postgres?.close();
});

describe('PostgreSQL restarted', () => {
  it('answers a clear 503 while it is down, recovers without a restart, leaves nothing half-written', async () => {
    product.llm.options = { ...product.llm.options, firstTokenDelayMs: 300, tokensPerSecond: 40 };
    const account = await signedInAccount(product, { coverLetters: 4, resumes: 0 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await startCoverLetter(product, account));
    const reference = (
      (await api(product, account, 'POST', '/api/payment/initialize', { planId: 'agba' })).body.data as {
        reference: string;
      }
    ).reference;
    product.paystack.control.markPaid(reference);
    await waitUntil('the model to be writing', () => product.llm.inFlight >= 1, 20_000, 50);

    await postgres.stop();
    try {
      const profile = await api(product, account, 'GET', '/api/profile');
      expect(profile.status).toBe(503);
      expect(String(profile.body.message)).toMatch(/\w+ \w+ \w+/);
      const generate = await api(product, account, 'POST', '/trpc/generation.start', {
        jobTitle: 'Data Analyst',
        companyName: 'Paystack',
        jobDescription: 'Analyse payment data, build dashboards and present insights to the product team.',
        generateCoverLetter: true,
        optimizeResume: false,
      });
      expect(generate.status).toBe(503);
      // The payment is confirmed by the provider meanwhile; its webhook cannot be recorded yet.
      const hook = await product.paystack.control.sendWebhook(
        `${product.url}/api/payment/webhook`,
        product.paystack.control.chargeSuccessEvent(reference),
      );
      expect(hook.status).toBe(503);
      const health = await api(product, null, 'GET', '/api/health');
      expect(health).toMatchObject({ status: 503, body: { failed: ['database'] } });
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      await postgres.start();
    }

    // Without a restart of the server or the worker.
    await waitUntil(
      'the profile to answer again',
      async () => (await api(product, account, 'GET', '/api/profile')).status === 200,
    );
    expect((await api(product, null, 'GET', '/api/health')).status).toBe(200);
    // Paystack delivers its webhook again: now it is granted, once.
    const hook = await product.paystack.control.sendWebhook(
      `${product.url}/api/payment/webhook`,
      product.paystack.control.chargeSuccessEvent(reference),
    );
    expect(hook.status).toBe(200);
    const verified = await api(product, account, 'GET', `/api/payment/verify/${reference}`);
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    expect(
      await product.query('select count(*)::int as n from payment_grants where user_id = $1', [account.id]),
    ).toEqual([{ n: 1 }]);

    // Every generation ends whole: written and charged once.
    await waitUntil(
      'all 4 generations to finish',
      async () => (await generationStates(product, account)).every((g) => g.status === 'succeeded'),
      45_000,
      300,
      () => generationStates(product, account),
    );
    const documents = await product.query<{ generation_id: string }>(
      `select generation_id from documents where user_id = $1 and type = 'cover_letter'`,
      [account.id],
    );
    expect(documents.map((d) => d.generation_id).sort()).toEqual([...ids].sort());
    const credits = await product.query<{ credits_state: string }>(
      'select credits_state from generations where user_id = $1',
      [account.id],
    );
    expect(credits.map((c) => c.credits_state)).toEqual(Array(4).fill('consumed'));
  });
});
