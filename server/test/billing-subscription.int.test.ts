import { describe, expect, it } from 'vitest';
import { runBillingSweep } from '../src/modules/billing/billing-sweep.js';
import { findUserById } from '../src/modules/users/users.repo.js';
import { bearer, DAY_MS, startedCheckout, useBillingApp, userPlan, verify } from './helpers/billing.js';
import { postGenerate } from './helpers/generation-env.js';
import { callerFor } from './helpers/test-deps.js';

const env = useBillingApp();

const job = {
  jobTitle: 'Analyst',
  companyName: 'Flutterwave',
  jobDescription: 'Analyse payments data and tell the story behind the numbers.',
};

async function callerOf(userId: string) {
  const user = await findUserById(env.ctx.deps.db, userId);
  if (!user) throw new Error('no user');
  return callerFor(env.ctx.deps, { id: 's', expiresAt: new Date(), token: 't', via: 'bearer', user });
}

/** A cover letter through the documented REST call: the refusal body a person's page reads. */
const generateCoverLetter = (token: string) =>
  postGenerate(env.ctx.app, token, {
    ...job,
    generateCoverLetter: 'true',
    optimizeResume: 'false',
    isCreatingNewResume: 'false',
  });

async function paidFor(planId: 'jjc' | 'agba') {
  const started = await startedCheckout(env.ctx, planId);
  env.paystack.control.markPaid(started.reference);
  await verify(env.ctx.app, started.token, started.reference);
  return started;
}

const setExpiry = (userId: string, at: Date) =>
  env.ctx.deps.db
    .updateTable('users')
    .set({ subscription_expires_at: at })
    .where('id', '=', userId)
    .execute();

describe('cancel and expiry', () => {
  it('cancel keeps access and credits until the expiry; afterwards generation is refused SUBSCRIPTION_EXPIRED with the credits kept', async () => {
    const { user, token } = await paidFor('jjc');
    const cancel = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      success: true,
      data: { plan: 'jjc', status: 'active', cancelAtPeriodEnd: true },
    });
    expect(cancel.json().message).toMatch(/keep your plan and credits until \d{1,2} \w+ \d{4}/);
    // Twice is the same as once.
    const caller = await callerOf(user.id);
    expect(await caller.billing.cancel()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // Still inside the period: generation goes ahead and spends a credit.
    const accepted = await caller.generation.start({
      ...job,
      generateCoverLetter: true,
      optimizeResume: false,
      isCreatingNewResume: false,
    } as never);
    expect(accepted.id).toBeTruthy();
    expect((await userPlan(env.ctx.deps, user.id)).cover_letters_remaining).toBe(2 + 8 - 1);

    // The period ends.
    await setExpiry(user.id, new Date(Date.now() - 60_000));
    const refused = await generateCoverLetter(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'SUBSCRIPTION_EXPIRED',
      message: 'Your subscription has expired. Your remaining credits are preserved.',
      suggestedActions: ['Renew Now'],
      redirectUrl: '/subscription',
      preservedQuota: true,
    });
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject({
      cover_letters_remaining: 9,
      resumes_remaining: 6,
    });

    // The sweep records how it ended; the overview says so.
    await runBillingSweep(env.ctx.deps);
    expect((await userPlan(env.ctx.deps, user.id)).subscription_status).toBe('cancelled');
    expect(await caller.billing.overview()).toMatchObject({ plan: 'jjc', status: 'cancelled' });
    await expect(caller.billing.cancel()).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    // Renewing after the end starts a fresh period from now, with the kept credits plus 8 + 5.
    const renew = await caller.billing.renew();
    env.paystack.control.markPaid(renew.reference);
    expect(await caller.billing.verify({ reference: renew.reference })).toEqual({
      success: true,
      planId: 'jjc',
      status: 'success',
      outcome: 'success',
    });
    const renewed = await userPlan(env.ctx.deps, user.id);
    expect(renewed).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: false,
      cover_letters_remaining: 9 + 8,
      resumes_remaining: 6 + 5,
    });
    expect(
      Math.abs((renewed.subscription_expires_at as Date).getTime() - (Date.now() + 30 * DAY_MS)),
    ).toBeLessThan(60_000);
    const again = await (await callerOf(user.id)).generation.start({
      ...job,
      generateCoverLetter: true,
      optimizeResume: false,
      isCreatingNewResume: false,
    } as never);
    expect(again.id).toBeTruthy();
  });

  it('a free trial is refused TRIAL_EXPIRED 7 days after sign-up, and has nothing to renew or cancel', async () => {
    const { user, token } = await startedCheckout(env.ctx, 'jjc');
    await env.ctx.deps.db
      .updateTable('users')
      .set({
        created_at: new Date(Date.now() - 8 * DAY_MS),
        subscription_expires_at: new Date(Date.now() - DAY_MS),
      })
      .where('id', '=', user.id)
      .execute();
    const refused = await generateCoverLetter(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'TRIAL_EXPIRED', suggestedActions: ['Subscribe Now'] });
    const caller = await callerOf(user.id);
    await expect(caller.billing.renew()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The free trial cannot be renewed. Choose a plan to subscribe.',
    });
    await expect(caller.billing.cancel()).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.billing.overview()).toMatchObject({ plan: 'free_trial', status: 'inactive' });
  });

  it('a paid plan switched off before its expiry is refused SUBSCRIPTION_EXPIRED', async () => {
    const { user, token } = await paidFor('agba');
    await env.ctx.deps.db
      .updateTable('users')
      .set({ subscription_status: 'inactive' })
      .where('id', '=', user.id)
      .execute();
    const refused = await generateCoverLetter(token);
    expect(refused.json().errorCode).toBe('SUBSCRIPTION_EXPIRED');
  });
});
