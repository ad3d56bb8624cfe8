import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../src/modules/users/users.repo.js';
import {
  bearer,
  DAY_MS,
  grantCount,
  initialize,
  paymentRow,
  payOnCheckoutPage,
  startedCheckout,
  useBillingApp,
  userPlan,
  verify,
  withEnv,
} from './helpers/billing.js';
import { latestMail } from './helpers/mailbox.js';
import { callerFor } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// With the session cache, as servers run: the navigation must see a grant at once.
const env = useBillingApp({}, { sessionCache: true });

const within = (actual: Date | null, expected: number, toleranceMs = 60_000) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as Date).getTime() - expected)).toBeLessThan(toleranceMs);
};

async function authFor(userId: string) {
  const user = await findUserById(env.ctx.deps.db, userId);
  if (!user) throw new Error('no such user');
  return callerFor(env.ctx.deps, { id: 's', expiresAt: new Date(), token: 't', via: 'bearer', user });
}

describe('paying for a plan', () => {
  it('pays for jjc: checkout page, back to /subscription, verified, active for 30 days with 8 + 5 credits added', async () => {
    const { user, token, authorizationUrl, reference } = await startedCheckout(env.ctx, 'jjc');
    // The provider got integer kobo, NGN and our own reference.
    expect(env.paystack.control.transaction(reference)).toMatchObject({
      amount: 1_000_000,
      currency: 'NGN',
      email: user.email,
      callbackUrl: 'https://jobpadi.test/subscription?status=success',
    });
    expect(reference).toMatch(/^jp-[0-9a-f]{24}$/);
    expect(await paymentRow(env.ctx.deps, reference)).toMatchObject({
      status: 'pending',
      amount_kobo: 1_000_000,
      currency: 'NGN',
      plan_id: 'jjc',
    });

    const back = await payOnCheckoutPage(authorizationUrl);
    expect(back.origin + back.pathname).toBe('https://jobpadi.test/subscription');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      status: 'success',
      trxref: reference,
      reference,
    });

    const res = await verify(env.ctx.app, token, reference);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, planId: 'jjc', status: 'success', outcome: 'success' });

    const after = await userPlan(env.ctx.deps, user.id);
    expect(after).toMatchObject({
      subscription_plan: 'jjc',
      subscription_status: 'active',
      cover_letters_remaining: 2 + 8,
      resumes_remaining: 1 + 5,
    });
    within(after.subscription_expires_at, Date.now() + 30 * DAY_MS);
    expect(await paymentRow(env.ctx.deps, reference)).toMatchObject({ status: 'success' });
    expect(await grantCount(env.ctx.deps, reference)).toBe(1);

    // What the navigation reads: the plan and credits are there without any other step.
    const me = await env.ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      subscriptionPlan: 'jjc',
      subscriptionStatus: 'active',
      quotaBalance: { coverLettersRemaining: 10, resumesRemaining: 6 },
      isUnlimitedActive: false,
    });

    const receipt = await latestMail(env.ctx.deps.db, user.email, 'payment-receipt');
    expect(receipt?.subject).toBe('Your JobPadi receipt: Basic plan, ₦10,000');
    expect(receipt?.text).toContain('Amount paid: ₦10,000');
    expect(receipt?.text).toContain(`Reference: ${reference}`);
    expect(receipt?.text).toContain('8 cover letters and 5 resumes added');
    expect(receipt?.html).toContain('Amount paid: ₦10,000');

    // Verifying again is answered from our records, without asking the provider.
    const calls = env.paystack.control.calls.verify;
    expect((await verify(env.ctx.app, token, reference)).json()).toMatchObject({ success: true });
    expect(env.paystack.control.calls.verify).toBe(calls);
  });

  it('renewing the same plan early extends from the old expiry, not from now', async () => {
    const first = await startedCheckout(env.ctx, 'agba');
    env.paystack.control.markPaid(first.reference);
    await verify(env.ctx.app, first.token, first.reference);
    const before = await userPlan(env.ctx.deps, first.user.id);
    const oldExpiry = (before.subscription_expires_at as Date).getTime();

    const renew = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/renew',
      headers: bearer(first.token),
    });
    expect(renew.statusCode).toBe(200);
    const { authorization_url: url, reference } = renew.json().data;
    expect(env.paystack.control.transaction(reference)?.amount).toBe(2_000_000);
    await payOnCheckoutPage(url);
    expect((await verify(env.ctx.app, first.token, reference)).json()).toMatchObject({ success: true });

    const after = await userPlan(env.ctx.deps, first.user.id);
    expect((after.subscription_expires_at as Date).getTime()).toBe(oldExpiry + 30 * DAY_MS);
    expect([after.cover_letters_remaining, after.resumes_remaining]).toEqual([2 + 25 + 25, 1 + 15 + 15]);
  });

  it('starts a new period from now when switching to another plan', async () => {
    const first = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(first.reference);
    await verify(env.ctx.app, first.token, first.reference);
    const upgrade = await startedCheckout(env.ctx, 'agba', { user: first.user, token: first.token });
    env.paystack.control.markPaid(upgrade.reference);
    await verify(env.ctx.app, first.token, upgrade.reference);
    const after = await userPlan(env.ctx.deps, first.user.id);
    expect(after.subscription_plan).toBe('agba');
    within(after.subscription_expires_at, Date.now() + 30 * DAY_MS);
    expect(after.cover_letters_remaining).toBe(2 + 8 + 25);
  });

  it("refuses the plan the person already has with 'Already Subscribed' (409), and lists payments newest first", async () => {
    const first = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(first.reference);
    await verify(env.ctx.app, first.token, first.reference);
    const again = await initialize(env.ctx.app, first.token, { planId: 'jjc' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Already Subscribed',
      reason: 'ALREADY_SUBSCRIBED',
    });

    const caller = await authFor(first.user.id);
    await expect(caller.billing.checkout({ planId: 'jjc' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Already Subscribed',
    });
    const second = await caller.billing.checkout({ planId: 'agba' });
    expect(second.authorizationUrl).toContain(env.paystack.url);

    const history = await caller.billing.payments();
    expect(history.map((p) => [p.reference, p.planId, p.amountKobo, p.status])).toEqual([
      [second.reference, 'agba', 2_000_000, 'pending'],
      [first.reference, 'jjc', 1_000_000, 'success'],
    ]);
    expect(Object.keys(history[0] ?? {}).sort()).toEqual(
      ['amountKobo', 'confirmedAt', 'createdAt', 'currency', 'planId', 'reference', 'status'].sort(),
    );
    expect(await caller.billing.overview()).toMatchObject({
      plan: 'jjc',
      status: 'active',
      cancelAtPeriodEnd: false,
      idanPurchasable: false,
      paymentsConfigured: true,
    });
  });

  it('refuses idan unless IDAN_PURCHASABLE, and the free trial always', async () => {
    const { token, user } = await signInTestUser(env.ctx);
    const idan = await initialize(env.ctx.app, token, { planId: 'idan' });
    expect(idan.statusCode).toBe(400);
    expect(idan.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Elite (First Class) is Coming Soon and cannot be bought yet.',
    });
    const trial = await initialize(env.ctx.app, token, { planId: 'free_trial' });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().message).toMatch(/free trial .* cannot be bought/);

    await withEnv(env.ctx.deps, { IDAN_PURCHASABLE: true }, async () => {
      const open = await initialize(env.ctx.app, token, { planId: 'idan' });
      expect(open.statusCode).toBe(200);
      const { reference } = open.json().data;
      expect(env.paystack.control.transaction(reference)?.amount).toBe(5_000_000);
      env.paystack.control.markPaid(reference);
      await verify(env.ctx.app, token, reference);
    });
    const after = await userPlan(env.ctx.deps, user.id);
    // Unlimited: isUnlimitedActive comes from the plan, the credits are left as they were.
    expect([after.subscription_plan, after.cover_letters_remaining, after.resumes_remaining]).toEqual([
      'idan',
      2,
      1,
    ]);
    const me = await env.ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json().isUnlimitedActive).toBe(true);
  });

  it("answers 503 'Payments are not configured' without a secret, and records nothing", async () => {
    const { token, user } = await signInTestUser(env.ctx);
    await withEnv(env.ctx.deps, { PAYSTACK_SECRET_KEY: undefined }, async () => {
      const res = await initialize(env.ctx.app, token, { planId: 'jjc' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Payments are not configured',
      });
      const caller = await authFor(user.id);
      await expect(caller.billing.checkout({ planId: 'agba' })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Payments are not configured',
      });
      expect((await caller.billing.overview()).paymentsConfigured).toBe(false);
      const webhook = await env.ctx.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: {} });
      expect(webhook.statusCode).toBe(503);
    });
    const rows = await env.ctx.deps.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('answers malformed or foreign input with a 4xx and a sentence, never a 500', async () => {
    const { token } = await signInTestUser(env.ctx);
    const cases: Array<[unknown, number, RegExp]> = [
      [{}, 400, /plan does not exist/],
      [{ planId: 'platinum' }, 400, /plan does not exist/],
      [{ planId: 42 }, 400, /plan does not exist/],
      [[], 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const res = await initialize(env.ctx.app, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const notJson = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"planId":',
    });
    expect(notJson.statusCode).toBe(400);

    const badRef = await verify(env.ctx.app, token, 'not_a*ref');
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().message).toBe('That payment reference is not valid.');
    const unknownRef = await verify(env.ctx.app, token, 'jp-000000000000000000000000');
    expect(unknownRef.statusCode).toBe(404);

    // Someone else's reference is not found either: it says nothing about whose it is.
    const other = await startedCheckout(env.ctx, 'jjc');
    const foreign = await verify(env.ctx.app, token, other.reference);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('We could not find that payment on your account.');

    const signedOut = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      payload: { planId: 'jjc' },
    });
    expect(signedOut.statusCode).toBe(401);

    const caller = callerFor(env.ctx.deps);
    await expect(caller.billing.overview()).rejects.toBeInstanceOf(TRPCError);
  });
});
