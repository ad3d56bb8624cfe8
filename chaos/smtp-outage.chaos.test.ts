import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../server/test/fakes/smtp-sink.js';
import { type ChaosProduct, freshIp, PASSWORD, startChaosProduct, waitUntil } from './support/product.js';

let product: ChaosProduct;
let back: SmtpSink | undefined;

beforeAll(async () => {
  product = await startChaosProduct();
});
afterAll(async () => {
  await back?.stop();
  await product?.close();
});

const OUTAGE_MS = 10_000;

describe('the SMTP server down for a while', () => {
  it('e-mails wait in the outbox during the outage and are all delivered, once each, after', async () => {
    // The mail server goes away: new connections are refused.
    await Promise.race([product.smtp.stop(), new Promise((r) => setTimeout(r, 2_000))]);
    const down = Date.now();

    // People sign up meanwhile: the sign-up works, its code waits.
    const emails = Array.from({ length: 5 }, () => `chaos-${randomBytes(4).toString('hex')}@example.com`);
    for (const email of emails) {
      const res = await fetch(`${product.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({
          fullName: 'Chidi Okafor',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
      });
      expect(res.status).toBe(201);
    }
    const outbox = () =>
      product.query<{ to_address: string; status: string; attempts: number }>(
        'select to_address, status, attempts from email_outbox where to_address = any($1)',
        [emails],
      );
    // The worker tries (and fails) at least once before the server is back.
    await waitUntil('a failed delivery attempt', async () => (await outbox()).some((m) => m.attempts > 0));
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - down))));
    const waiting = await outbox();
    expect(waiting).toHaveLength(5);
    // Nothing given up on, nothing pretended sent.
    for (const m of waiting) expect(['queued', 'sending']).toContain(m.status);

    // The mail server comes back on the same address.
    back = new SmtpSink();
    await back.start(product.smtpPort);
    const sink = back;
    await waitUntil(
      'every e-mail to be delivered',
      async () => (await outbox()).every((m) => m.status === 'sent'),
      45_000,
      500,
    );
    for (const email of emails) {
      const received = sink.messages.filter((m) => m.to.includes(email));
      expect(received, email).toHaveLength(1);
      expect(received[0]?.subject).toMatch(/Verify your/);
    }
  });
});
