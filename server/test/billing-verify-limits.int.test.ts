import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { VERIFY_RULES, verifyLockKey } from '../src/modules/billing/verify-flight.js';
import { signPaystack } from './fakes/paystack.js';
import { grantCount, startedCheckout, useBillingApp, verify } from './helpers/billing.js';

const env = useBillingApp();

/** Provider verify calls made while `work` runs. */
async function providerCalls(work: () => Promise<unknown>): Promise<number> {
  const before = env.paystack.control.calls.verify;
  await work();
  return env.paystack.control.calls.verify - before;
}

/** Paystack's signed charge.success for a paid reference, through the app. */
async function webhookSettles(reference: string): Promise<void> {
  const body = JSON.stringify(env.paystack.control.chargeSuccessEvent(reference));
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystack(env.paystack.secret, body),
    },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
}

async function withSlowProvider<T>(reference: string, ms: number, work: () => Promise<T>): Promise<T> {
  const saved = env.paystack.control.slowMs;
  env.paystack.control.slowMs = ms;
  env.paystack.control.setVerify('slow', reference);
  try {
    return await work();
  } finally {
    env.paystack.control.slowMs = saved;
    env.paystack.control.setVerify('auto', reference);
  }
}

describe('GET /api/payment/verify: what reaches the provider', () => {
  it('60 verifies in a row of a pending reference meet a 429; the provider is asked at most the limit', async () => {
    const { token, reference } = await startedCheckout(env.ctx, 'jjc');
    const statuses: number[] = [];
    const calls = await providerCalls(async () => {
      for (let i = 0; i < 60; i += 1) {
        const res = await verify(env.ctx.app, token, reference);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
          expect(res.json().message).toMatch(
            /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
          );
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    });
    const limit = VERIFY_RULES.reference.limit;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses.slice(limit)).toEqual(Array(60 - limit).fill(429));
    expect(calls).toBe(limit);
  });

  it('limits the account across its references too', async () => {
    const first = await startedCheckout(env.ctx, 'jjc');
    const statuses: number[] = [];
    for (let n = 0; statuses.length < VERIFY_RULES.account.limit + 5; n += 1) {
      const { reference } =
        n === 0 ? first : await startedCheckout(env.ctx, 'jjc', { user: first.user, token: first.token });
      for (let i = 0; i < 5; i += 1)
        statuses.push((await verify(env.ctx.app, first.token, reference)).statusCode);
    }
    expect(statuses.indexOf(429)).toBe(VERIFY_RULES.account.limit);
  });

  it('answers a settled reference from our record, without a provider call and without counting it', async () => {
    const { token, reference } = await startedCheckout(env.ctx, 'agba');
    env.paystack.control.markPaid(reference);
    expect(await providerCalls(() => verify(env.ctx.app, token, reference))).toBe(1);
    const answers: Array<{ status: number; body: unknown }> = [];
    const calls = await providerCalls(async () => {
      for (let i = 0; i < 60; i += 1) {
        const res = await verify(env.ctx.app, token, reference);
        answers.push({ status: res.statusCode, body: res.json() });
      }
    });
    expect(calls).toBe(0);
    expect(answers).toEqual(
      Array(60).fill({
        status: 200,
        body: { success: true, planId: 'agba', status: 'success', outcome: 'success' },
      }),
    );

    // Settled by the webhook before the browser came back: the same.
    const byWebhook = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(byWebhook.reference);
    await webhookSettles(byWebhook.reference);
    expect(
      await providerCalls(async () =>
        expect((await verify(env.ctx.app, byWebhook.token, byWebhook.reference)).json()).toMatchObject({
          success: true,
        }),
      ),
    ).toBe(0);
  });

  it('concurrent verifies of one reference make one provider call and share its answer', async () => {
    const { token, reference } = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(reference);
    let answers: Array<{ statusCode: number; json(): unknown }> = [];
    const calls = await withSlowProvider(reference, 300, () =>
      providerCalls(async () => {
        answers = await Promise.all(Array.from({ length: 8 }, () => verify(env.ctx.app, token, reference)));
      }),
    );
    expect(calls).toBe(1);
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
      Array(8).fill([200, { success: true, planId: 'jjc', status: 'success', outcome: 'success' }]),
    );
    expect(await grantCount(env.ctx.deps, reference)).toBe(1);
  });

  it('while another server instance asks the provider about a reference, waits for it and answers from our record', async () => {
    const { token, reference } = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(reference);
    const redis = env.ctx.deps.redis;
    const lock = verifyLockKey(env.ctx.deps.env.QUEUE_PREFIX, reference);
    // The other instance holds the reference's lock; it settles the payment (here: the
    // webhook) and lets go.
    await redis.set(lock, 'another-instance', 'PX', 10_000);
    const calls = await providerCalls(async () => {
      const answer = verify(env.ctx.app, token, reference);
      await sleep(300);
      await webhookSettles(reference);
      await redis.del(lock);
      const res = await answer;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, planId: 'jjc', status: 'success', outcome: 'success' });
    });
    expect(calls).toBe(0);
    expect(await redis.exists(lock)).toBe(0);
  });
});
