import type { PaymentOutcome } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { TestCard, VerifyScenario } from './fakes/paystack.js';
import {
  grantCount,
  paymentRow,
  payOnCheckoutPage,
  startedCheckout,
  useBillingApp,
  userPlan,
  verify,
} from './helpers/billing.js';

// Issue 28: a declined card read like a lost payment. Verify now answers what happened.
const env = useBillingApp({}, { sessionCache: true });

/** A free-trial account's plan and credits, untouched by a payment that took no money. */
const TRIAL = { subscription_plan: 'free_trial', cover_letters_remaining: 2, resumes_remaining: 1 };

describe('GET /api/payment/verify: the outcome of a payment that took no money', () => {
  it('a card declined on the checkout page answers outcome "declined" and grants nothing, also when asked again', async () => {
    const { user, token, authorizationUrl, reference } = await startedCheckout(env.ctx, 'agba');
    const back = await payOnCheckoutPage(authorizationUrl, 'declined');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(env.paystack.control.transaction(reference)).toMatchObject({
      status: 'failed',
      gatewayResponse: 'Declined',
    });

    const res = await verify(env.ctx.app, token, reference);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, planId: 'agba', status: 'failed', outcome: 'declined' });
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject(TRIAL);
    expect(await grantCount(env.ctx.deps, reference)).toBe(0);
    expect(await paymentRow(env.ctx.deps, reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'provider_failed',
      confirmed_at: null,
    });

    // A second tab or a reload: answered from our record, without the provider, in the same words.
    const calls = env.paystack.control.calls.verify;
    const again = await verify(env.ctx.app, token, reference);
    expect(again.json()).toEqual({ success: false, planId: 'agba', status: 'failed', outcome: 'declined' });
    expect(env.paystack.control.calls.verify).toBe(calls);
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject(TRIAL);
  });

  it.each<[TestCard, PaymentOutcome]>([
    ['insufficient_funds', 'insufficient_funds'],
    ['bank_error', 'bank_error'],
  ])('the checkout page’s %s card answers outcome %s and grants nothing', async (card, outcome) => {
    const { user, token, authorizationUrl, reference } = await startedCheckout(env.ctx, 'jjc');
    await payOnCheckoutPage(authorizationUrl, card);
    const res = await verify(env.ctx.app, token, reference);
    expect(res.json()).toEqual({ success: false, planId: 'jjc', status: 'failed', outcome });
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject(TRIAL);
    expect(await grantCount(env.ctx.deps, reference)).toBe(0);
    // From the stored answer too.
    expect((await verify(env.ctx.app, token, reference)).json()).toMatchObject({ outcome });
  });

  it.each<[VerifyScenario, { status: string; outcome: PaymentOutcome }]>([
    ['failed', { status: 'failed', outcome: 'declined' }],
    ['insufficient_funds', { status: 'failed', outcome: 'insufficient_funds' }],
    ['bank_error', { status: 'failed', outcome: 'bank_error' }],
    ['reversed', { status: 'failed', outcome: 'reversed' }],
    // Not final: the person may still go back and pay, so the payment stays pending.
    ['abandoned', { status: 'pending', outcome: 'abandoned' }],
    ['unknown', { status: 'pending', outcome: 'pending' }],
  ])('the provider answering %s gives %j', async (scenario, expected) => {
    const { user, token, reference } = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.setVerify(scenario, reference);
    const res = await verify(env.ctx.app, token, reference);
    expect(res.json()).toEqual({ success: false, planId: 'jjc', ...expected });
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject(TRIAL);
    expect(await grantCount(env.ctx.deps, reference)).toBe(0);
  });

  it('a card that pays still answers outcome "success" and grants the plan once', async () => {
    const { user, token, authorizationUrl, reference } = await startedCheckout(env.ctx, 'jjc');
    await payOnCheckoutPage(authorizationUrl);
    const res = await verify(env.ctx.app, token, reference);
    expect(res.json()).toEqual({ success: true, planId: 'jjc', status: 'success', outcome: 'success' });
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject({
      subscription_plan: 'jjc',
      cover_letters_remaining: 2 + 8,
      resumes_remaining: 1 + 5,
    });
    expect((await verify(env.ctx.app, token, reference)).json()).toMatchObject({ outcome: 'success' });
    expect(await grantCount(env.ctx.deps, reference)).toBe(1);
  });
});
