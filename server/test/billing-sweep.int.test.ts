import { billingSweepJob } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { processors } from '../../worker/src/processors/index.js';
import { startWorkers } from '../../worker/src/runtime/workers.js';
import { scheduleBillingSweep } from '../src/modules/billing/billing-schedule.js';
import { runBillingSweep } from '../src/modules/billing/billing-sweep.js';
import { createRedis } from '../src/queue/redis.js';
import { DAY_MS, paymentRow, startedCheckout, useBillingApp, userPlan, verify } from './helpers/billing.js';
import { insertTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

const env = useBillingApp();

async function paidUser(planId: 'jjc' | 'agba', expiresInMs: number, extra: { cancelled?: boolean } = {}) {
  const started = await startedCheckout(env.ctx, planId);
  env.paystack.control.markPaid(started.reference);
  await verify(env.ctx.app, started.token, started.reference);
  await env.ctx.deps.db
    .updateTable('users')
    .set({
      subscription_expires_at: new Date(Date.now() + expiresInMs),
      cancel_at_period_end: extra.cancelled ?? false,
    })
    .where('id', '=', started.user.id)
    .execute();
  return started;
}

const reminders = async (email: string) =>
  env.ctx.deps.db
    .selectFrom('email_outbox')
    .select(['subject', 'text', 'html'])
    .where('to_address', '=', email)
    .where('template', '=', 'subscription-expiring')
    .execute();

const makeOld = (reference: string, ageMs: number) =>
  env.ctx.deps.db
    .updateTable('payments')
    .set({ created_at: new Date(Date.now() - ageMs) })
    .where('reference', '=', reference)
    .execute();

describe('billing sweep', () => {
  it('e-mails the 3-day expiry reminder once per period, also when two sweeps run at once', async () => {
    const soon = await paidUser('jjc', 2 * DAY_MS);
    const later = await paidUser('jjc', 5 * DAY_MS);
    const cancelled = await paidUser('agba', 2 * DAY_MS, { cancelled: true });

    await Promise.all([runBillingSweep(env.ctx.deps), runBillingSweep(env.ctx.deps)]);
    await runBillingSweep(env.ctx.deps);
    const sent = await reminders(soon.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^Your JobPadi Basic plan ends on \d{1,2} \w+ \d{4}$/);
    expect(sent[0]?.text).toContain('Renew for ₦10,000');
    expect(sent[0]?.html).toContain('Renew for ₦10,000');
    expect(sent[0]?.text).toContain('/subscription');
    expect(await reminders(later.user.email)).toHaveLength(0);
    expect(await reminders(cancelled.user.email)).toHaveLength(0);

    // The next period (a renewal moved the expiry) gets its own reminder when its end nears.
    await env.ctx.deps.db
      .updateTable('users')
      .set({ subscription_expires_at: new Date(Date.now() + 2.5 * DAY_MS) })
      .where('id', '=', soon.user.id)
      .execute();
    await runBillingSweep(env.ctx.deps);
    expect(await reminders(soon.user.email)).toHaveLength(2);
  });

  it('marks lapsed plans inactive (cancelled when cancelled) and trials 7 days after sign-up, keeping credits', async () => {
    const ended = await paidUser('jjc', -60_000);
    const endedAfterCancel = await paidUser('agba', -60_000, { cancelled: true });
    const running = await paidUser('jjc', DAY_MS);
    const oldTrial = await insertTestUser(env.ctx.deps.db);
    await env.ctx.deps.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 8 * DAY_MS), subscription_expires_at: null })
      .where('id', '=', oldTrial.id)
      .execute();
    const newTrial = await insertTestUser(env.ctx.deps.db);

    await runBillingSweep(env.ctx.deps);
    expect(await userPlan(env.ctx.deps, ended.user.id)).toMatchObject({
      subscription_plan: 'jjc',
      subscription_status: 'inactive',
      cover_letters_remaining: 10,
      resumes_remaining: 6,
    });
    expect((await userPlan(env.ctx.deps, endedAfterCancel.user.id)).subscription_status).toBe('cancelled');
    expect((await userPlan(env.ctx.deps, running.user.id)).subscription_status).toBe('active');
    expect((await userPlan(env.ctx.deps, oldTrial.id)).subscription_status).toBe('inactive');
    expect((await userPlan(env.ctx.deps, newTrial.id)).subscription_status).toBe('active');
  });

  it('asks the provider once more about payments pending for a day: grants, abandons or leaves them', async () => {
    const { control } = env.paystack;
    const paidLate = await startedCheckout(env.ctx, 'jjc');
    control.markPaid(paidLate.reference);
    const neverPaid = await startedCheckout(env.ctx, 'jjc');
    const failed = await startedCheckout(env.ctx, 'jjc');
    control.setVerify('failed', failed.reference);
    const providerDown = await startedCheckout(env.ctx, 'jjc');
    control.setVerify('error_500', providerDown.reference);
    const unknown = await startedCheckout(env.ctx, 'jjc');
    control.setVerify('unknown', unknown.reference);
    const recent = await startedCheckout(env.ctx, 'jjc');
    for (const p of [paidLate, neverPaid, failed, providerDown, unknown])
      await makeOld(p.reference, DAY_MS + 60_000);
    await makeOld(recent.reference, 60 * 60_000);

    await runBillingSweep(env.ctx.deps);
    expect((await paymentRow(env.ctx.deps, paidLate.reference)).status).toBe('success');
    expect((await userPlan(env.ctx.deps, paidLate.user.id)).subscription_plan).toBe('jjc');
    expect(await paymentRow(env.ctx.deps, neverPaid.reference)).toMatchObject({
      status: 'abandoned',
      failure_reason: 'provider_abandoned',
    });
    expect((await userPlan(env.ctx.deps, neverPaid.user.id)).subscription_plan).toBe('free_trial');
    expect((await paymentRow(env.ctx.deps, failed.reference)).status).toBe('failed');
    expect((await paymentRow(env.ctx.deps, providerDown.reference)).status).toBe('pending');
    expect(await paymentRow(env.ctx.deps, unknown.reference)).toMatchObject({
      status: 'abandoned',
      failure_reason: 'unknown_to_provider',
    });
    expect((await paymentRow(env.ctx.deps, recent.reference)).status).toBe('pending');

    // Paid after all (the person kept the checkout tab open): the late verify still grants.
    control.markPaid(neverPaid.reference);
    expect((await verify(env.ctx.app, neverPaid.token, neverPaid.reference)).json()).toMatchObject({
      success: true,
    });
    expect((await userPlan(env.ctx.deps, neverPaid.user.id)).subscription_plan).toBe('jjc');
  });

  it('runs on its own in the worker through the BullMQ job scheduler', async () => {
    const ended = await paidUser('agba', -60_000);
    const queue = env.ctx.deps.queues.get(billingSweepJob.queue);
    const connection = createRedis(env.ctx.deps.env.REDIS_URL, 'consumer');
    const workers = startWorkers({ ...env.ctx.deps, mailTransport: null }, processors, connection, [
      'billing',
    ]);
    try {
      await scheduleBillingSweep(env.ctx.deps.queues, 1_000);
      // Upserting again (a second worker starting) keeps one schedule.
      await scheduleBillingSweep(env.ctx.deps.queues, 1_000);
      expect(await queue.getJobSchedulersCount()).toBe(1);
      await waitUntil(
        async () =>
          (await userPlan(env.ctx.deps, ended.user.id)).subscription_status === 'inactive' ? true : undefined,
        10_000,
        'the scheduled sweep',
      );
    } finally {
      await queue.removeJobScheduler('billing-sweep');
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
    }
  });
});
