import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  api,
  type ChaosProduct,
  signedInAccount,
  startChaosProduct,
} from './support/product.js';

let product: ChaosProduct;

beforeAll(async () => {
  // Verify gives up on a silent provider after 1.5 s (the fake's `slow` answers after 4 s).
  product = await startChaosProduct({ env: { PAYSTACK_TIMEOUT_MS: '1500' } });
});
afterAll(() => product?.close());

/** Starts checkout for a plan and presses Pay on the provider's page; the reference. */
async function paidCheckout(account: Account): Promise<string> {
  const started = await api(product, account, 'POST', '/api/payment/initialize', { planId: 'agba' });
  expect(started.status).toBe(200);
  const reference = (started.body.data as { reference: string }).reference;
  product.paystack.control.markPaid(reference);
  return reference;
}

const grants = async (account: Account) =>
  product.query<{ n: number; credits: number }>(
    `select count(*)::int as n, coalesce(sum(cover_letters_added), 0)::int as credits
       from payment_grants where user_id = $1`,
    [account.id],
  );
const credits = async (account: Account) =>
  (
    await product.query<{ c: number; plan: string }>(
      'select cover_letters_remaining as c, subscription_plan as plan from users where id = $1',
      [account.id],
    )
  )[0];

describe('the payment provider failing during verify', () => {
  it('a 500 then a timeout grant nothing; a later verify grants once, and the webhook adds nothing', async () => {
    const account = await signedInAccount(product);
    const before = await credits(account);
    const reference = await paidCheckout(account);

    product.paystack.control.setVerify('error_500', reference);
    const failed = await api(product, account, 'GET', `/api/payment/verify/${reference}`);
    expect(failed.status).toBe(502);
    expect(String(failed.body.message ?? failed.body.error)).toMatch(/\w+ \w+ \w+/);

    product.paystack.control.setVerify('slow', reference);
    const startedAt = Date.now();
    const timedOut = await api(product, account, 'GET', `/api/payment/verify/${reference}`);
    expect(timedOut.status).toBe(502);
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    expect(await grants(account)).toEqual([{ n: 0, credits: 0 }]);
    expect(await credits(account)).toEqual(before);

    // The provider answers again: the person's retry grants the plan, once.
    product.paystack.control.setVerify('auto', reference);
    const verified = await api(product, account, 'GET', `/api/payment/verify/${reference}`);
    expect(verified).toMatchObject({ status: 200, body: { success: true, status: 'success' } });
    const granted = await grants(account);
    expect(granted[0]?.n).toBe(1);

    // The webhook arrives late, and a second tab verifies again: nothing more is granted.
    const hook = await product.paystack.control.sendWebhook(
      `${product.url}/api/payment/webhook`,
      product.paystack.control.chargeSuccessEvent(reference),
    );
    expect(hook.status).toBe(200);
    const again = await api(product, account, 'GET', `/api/payment/verify/${reference}`);
    expect(again).toMatchObject({ status: 200, body: { success: true } });
    expect(await grants(account)).toEqual(granted);
    const after = await credits(account);
    expect(after?.plan).toBe('agba');
    expect(after?.c).toBe((before?.c ?? 0) + (granted[0]?.credits ?? 0));
  });

  it('verify failing, then only the webhook: the webhook grants exactly once', async () => {
    const account = await signedInAccount(product);
    const reference = await paidCheckout(account);
    product.paystack.control.setVerify('error_500', reference);
    expect((await api(product, account, 'GET', `/api/payment/verify/${reference}`)).status).toBe(502);
    expect(await grants(account)).toEqual([{ n: 0, credits: 0 }]);

    // Paystack retries its webhook: two deliveries at once, one grant.
    const event = product.paystack.control.chargeSuccessEvent(reference);
    const url = `${product.url}/api/payment/webhook`;
    const hooks = await Promise.all([
      product.paystack.control.sendWebhook(url, event),
      product.paystack.control.sendWebhook(url, event),
    ]);
    expect(hooks.map((h) => h.status)).toEqual([200, 200]);
    expect((await grants(account))[0]?.n).toBe(1);
    // The person's page, still asking, now hears success without asking the provider.
    const verified = await api(product, account, 'GET', `/api/payment/verify/${reference}`);
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    expect((await grants(account))[0]?.n).toBe(1);
  });
});
