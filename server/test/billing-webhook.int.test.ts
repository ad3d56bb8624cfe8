import { describe, expect, it } from 'vitest';
import { signPaystack } from './fakes/paystack.js';
import {
  grantCount,
  paymentRow,
  startedCheckout,
  useBillingApp,
  userPlan,
  verify,
} from './helpers/billing.js';
import { mailCount } from './helpers/mailbox.js';

const env = useBillingApp();

/** The webhook as Paystack sends it, through the app (raw body, signature header). */
async function webhook(body: string, signature: string | null) {
  return env.ctx.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
}

const signed = (event: object) => {
  const body = JSON.stringify(event);
  return webhook(body, signPaystack(env.paystack.secret, body));
};

describe('POST /api/payment/webhook', () => {
  it('grants the plan on a signed charge.success; a replay changes nothing', async () => {
    const { user, reference } = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(reference);
    const event = env.paystack.control.chargeSuccessEvent(reference);

    const first = await signed(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const granted = await userPlan(env.ctx.deps, user.id);
    expect(granted).toMatchObject({
      subscription_plan: 'jjc',
      cover_letters_remaining: 10,
      resumes_remaining: 6,
    });
    const mails = await mailCount(env.ctx.deps.db, user.email);

    for (let i = 0; i < 3; i++) expect((await signed(event)).statusCode).toBe(200);
    expect(await userPlan(env.ctx.deps, user.id)).toEqual(granted);
    expect(await grantCount(env.ctx.deps, reference)).toBe(1);
    expect(await mailCount(env.ctx.deps.db, user.email)).toBe(mails);
    // What we keep of the provider's answer: no card authorisation, no customer.
    const stored = JSON.stringify((await paymentRow(env.ctx.deps, reference)).provider_answer);
    expect(stored).not.toContain('AUTH_fake');
    expect(stored).not.toContain('customer');
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { user, reference } = await startedCheckout(env.ctx, 'agba');
    const before = await userPlan(env.ctx.deps, user.id);
    const body = JSON.stringify(env.paystack.control.chargeSuccessEvent(reference));
    const wrongSecret = signPaystack('sk_test_someone_else', body);
    const tampered = signPaystack(env.paystack.secret, body.replace('"NGN"', '"NGN" '));
    for (const signature of [null, '', 'abc', wrongSecret, tampered, `${wrongSecret.slice(0, 127)}g`]) {
      const res = await webhook(body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await userPlan(env.ctx.deps, user.id)).toEqual(before);
    expect((await paymentRow(env.ctx.deps, reference)).status).toBe('pending');
  });

  it('acknowledges events it does not act on: other events, unknown references, unreadable data', async () => {
    const other = await signed({ event: 'transfer.success', data: { reference: 'x' } });
    expect(other.statusCode).toBe(200);
    const unknown = await signed({
      event: 'charge.success',
      data: {
        reference: 'jp-ffffffffffffffffffffffff',
        status: 'success',
        amount: 1_000_000,
        currency: 'NGN',
      },
    });
    expect(unknown.statusCode).toBe(200);
    const unreadable = await signed({ event: 'charge.success', data: { amount: 'lots' } });
    expect(unreadable.statusCode).toBe(200);
    const notJson = await webhook('{"event":', signPaystack(env.paystack.secret, '{"event":'));
    expect(notJson.statusCode).toBe(400);
  });

  it('does not grant when the amount or the currency differs from what was recorded', async () => {
    const byWebhook = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(byWebhook.reference);
    const cheap = env.paystack.control.chargeSuccessEvent(byWebhook.reference, { amount: 100 });
    expect((await signed(cheap)).statusCode).toBe(200);
    expect(await userPlan(env.ctx.deps, byWebhook.user.id)).toMatchObject({
      subscription_plan: 'free_trial',
      cover_letters_remaining: 2,
    });
    expect(await paymentRow(env.ctx.deps, byWebhook.reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'amount_mismatch',
    });

    for (const scenario of ['amount_changed', 'currency_changed'] as const) {
      const byVerify = await startedCheckout(env.ctx, 'agba');
      env.paystack.control.setVerify(scenario, byVerify.reference);
      const res = await verify(env.ctx.app, byVerify.token, byVerify.reference);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        planId: 'agba',
        status: 'failed',
        outcome: 'not_confirmed',
      });
      expect(await userPlan(env.ctx.deps, byVerify.user.id)).toMatchObject({
        subscription_plan: 'free_trial',
      });
      expect((await paymentRow(env.ctx.deps, byVerify.reference)).failure_reason).toBe(
        scenario === 'amount_changed' ? 'amount_mismatch' : 'currency_mismatch',
      );
      expect(await grantCount(env.ctx.deps, byVerify.reference)).toBe(0);
    }
  });

  it('grants exactly once when verify and the webhook for one reference arrive 10 times each at once', async () => {
    const { user, token, reference } = await startedCheckout(env.ctx, 'jjc');
    env.paystack.control.markPaid(reference);
    const event = env.paystack.control.chargeSuccessEvent(reference);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => verify(env.ctx.app, token, reference)),
      ...Array.from({ length: 10 }, () => signed(event)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.slice(0, 10).map((a) => a.json().success)).toEqual(Array(10).fill(true));
    expect(await grantCount(env.ctx.deps, reference)).toBe(1);
    expect(await userPlan(env.ctx.deps, user.id)).toMatchObject({
      subscription_plan: 'jjc',
      cover_letters_remaining: 2 + 8,
      resumes_remaining: 1 + 5,
    });
    const receipts = await env.ctx.deps.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', user.email)
      .where('template', '=', 'payment-receipt')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('the fake checkout page sends the signed webhook itself when told where', async () => {
    const { user, authorizationUrl, reference } = await startedCheckout(env.ctx, 'agba');
    await env.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = env.ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    env.paystack.control.webhookUrl = `http://127.0.0.1:${port}/api/payment/webhook`;
    try {
      // Over real HTTP too, an unsigned event is refused.
      const unsigned = await env.paystack.control.sendWebhook(
        env.paystack.control.webhookUrl,
        env.paystack.control.chargeSuccessEvent(reference),
        { signature: null },
      );
      expect(unsigned.status).toBe(401);
      const page = await fetch(authorizationUrl);
      expect(await page.text()).toContain('Pay ₦20,000');
      await fetch(`${env.paystack.url}/checkout/${reference}/pay`, { method: 'POST', redirect: 'manual' });
      const deadline = Date.now() + 5_000;
      while ((await paymentRow(env.ctx.deps, reference)).status !== 'success' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect((await userPlan(env.ctx.deps, user.id)).subscription_plan).toBe('agba');
    } finally {
      env.paystack.control.webhookUrl = null;
    }
  });
});
