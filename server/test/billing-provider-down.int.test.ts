import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PROVIDER_DOWN_MESSAGES } from '../src/modules/billing/billing.errors.js';
import { findUserById } from '../src/modules/users/users.repo.js';
import {
  initialize,
  paymentRow,
  startedCheckout,
  useBillingApp,
  userPlan,
  verify,
  withEnv,
} from './helpers/billing.js';
import { callerFor } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

const env = useBillingApp();

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Outage = 'connection refused' | '500' | 'timeout';
const OUTAGES: Outage[] = ['connection refused', '500', 'timeout'];

/** Runs `work` while the provider is down in the given way. */
async function duringOutage<T>(outage: Outage, step: 'initialize' | 'verify', work: () => Promise<T>) {
  const { control } = env.paystack;
  if (outage === 'connection refused') {
    const url = `http://127.0.0.1:${await closedPort()}`;
    return withEnv(env.ctx.deps, { PAYSTACK_BASE_URL: url }, work);
  }
  const scenario = outage === '500' ? 'error_500' : 'slow';
  if (step === 'initialize') control.setInitialize(scenario);
  else control.setVerify(scenario);
  try {
    return await work();
  } finally {
    control.setInitialize('ok');
    control.setVerify('auto');
  }
}

describe('the payment provider is down', () => {
  for (const outage of OUTAGES) {
    it(`Pay Now (${outage}): a clear 502 'Payment Error' answer, the attempt recorded as failed, nothing paid`, async () => {
      const { token, user } = await signInTestUser(env.ctx);
      const started = Date.now();
      const res = await duringOutage(outage, 'initialize', () =>
        initialize(env.ctx.app, token, { planId: 'jjc' }),
      );
      // The 1 s time limit of the test settings, not the provider's 3 s delay.
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: PROVIDER_DOWN_MESSAGES.start,
        message: PROVIDER_DOWN_MESSAGES.start,
        code: 'BAD_GATEWAY',
        reason: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      const payments = await env.ctx.deps.db
        .selectFrom('payments')
        .select(['status', 'failure_reason'])
        .where('user_id', '=', user.id)
        .execute();
      expect(payments).toHaveLength(1);
      expect(payments[0]?.status).toBe('failed');
      expect(payments[0]?.failure_reason).toMatch(/^initialize_(unreachable|http_error|timeout)$/);
      expect((await userPlan(env.ctx.deps, user.id)).subscription_plan).toBe('free_trial');
    });

    it(`verify (${outage}): a clear 502, the payment stays pending and grants nothing`, async () => {
      const { user, token, reference } = await startedCheckout(env.ctx, 'agba');
      env.paystack.control.markPaid(reference);
      const res = await duringOutage(outage, 'verify', () => verify(env.ctx.app, token, reference));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PROVIDER_DOWN_MESSAGES.verify);
      expect((await paymentRow(env.ctx.deps, reference)).status).toBe('pending');
      expect((await userPlan(env.ctx.deps, user.id)).subscription_plan).toBe('free_trial');
      // Once the provider is back, the same verify grants.
      expect((await verify(env.ctx.app, token, reference)).json()).toMatchObject({ success: true });
    });
  }

  it('tRPC answers BAD_GATEWAY with the same sentence, never INTERNAL_SERVER_ERROR', async () => {
    const { user } = await signInTestUser(env.ctx);
    const row = await findUserById(env.ctx.deps.db, user.id);
    if (!row) throw new Error('no user');
    const caller = callerFor(env.ctx.deps, {
      id: 's',
      expiresAt: new Date(),
      token: 't',
      via: 'bearer',
      user: row,
    });
    await duringOutage('500', 'initialize', async () => {
      await expect(caller.billing.checkout({ planId: 'jjc' })).rejects.toMatchObject({
        code: 'BAD_GATEWAY',
        message: PROVIDER_DOWN_MESSAGES.start,
      });
    });
  });

  it('an abandoned or failed checkout changes nothing', async () => {
    for (const scenario of ['abandoned', 'failed'] as const) {
      const { user, token, reference } = await startedCheckout(env.ctx, 'jjc');
      const before = await userPlan(env.ctx.deps, user.id);
      env.paystack.control.setVerify(scenario, reference);
      const res = await verify(env.ctx.app, token, reference);
      expect(res.json()).toEqual({
        success: false,
        planId: 'jjc',
        status: scenario === 'failed' ? 'failed' : 'pending',
        outcome: scenario === 'failed' ? 'declined' : 'abandoned',
      });
      expect(await userPlan(env.ctx.deps, user.id)).toEqual(before);
    }
  });
});
