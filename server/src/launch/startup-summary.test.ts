import { describe, expect, it } from 'vitest';
import { mailFacts, paymentFacts } from './service-status.js';
import { type StartupFacts, startupSummary } from './startup-summary.js';

const url = 'http://127.0.0.1:3000';
const openai = { provider: 'OpenAI', model: 'gpt-4o-mini', configuredBy: 'from OPENAI_API_KEY' };
const facts = (over: Partial<StartupFacts> = {}): StartupFacts => ({
  url,
  mail: { mode: 'demo', mailboxServed: true },
  payments: 'none',
  model: openai,
  administrators: { emails: [], pending: [] },
  ...over,
});

describe('startupSummary', () => {
  it('on a fresh clone: demo mailbox, no payments, the model, how to make an administrator', () => {
    expect(startupSummary(facts())).toEqual([
      'JobPadi is running at http://127.0.0.1:3000  (Ctrl-C to stop)',
      'E-mail is in demo mode (no SMTP_URL): messages, sign-in codes included, are shown at http://127.0.0.1:3000/dev/mailbox',
      'Payments are not set up (no PAYSTACK_SECRET_KEY): plans cannot be bought until you add the secret key from the Paystack dashboard to .env and restart.',
      'Language model: OpenAI, gpt-4o-mini (from OPENAI_API_KEY).',
      'No administrator yet. To make one: npm run admin:grant -- you@example.com (an account that exists), or put the address in ADMIN_EMAILS in .env and restart (the role comes when it signs in).',
    ]);
  });

  it('names the SMTP server by host and port, never its password', () => {
    const mail = mailFacts({ SMTP_URL: 'smtps://mailer:hunter2@smtp.example.com:465' }, true);
    const line = startupSummary(facts({ mail }))[1];
    expect(line).toBe('E-mail is sent through SMTP (smtp.example.com:465).');
    expect(startupSummary(facts({ mail })).join('\n')).not.toMatch(/hunter2|mailer|mailbox|demo mode/);
  });

  it('does not offer a mailbox that is not served', () => {
    expect(startupSummary(facts({ mail: { mode: 'demo', mailboxServed: false } }))[1]).toBe(
      'E-mail is in demo mode (no SMTP_URL): messages stay in the outbox and are not sent.',
    );
  });

  it('says whether payments are test or live, and where Paystack sends its webhook', () => {
    const line = (key?: string) =>
      startupSummary(facts({ payments: paymentFacts({ PAYSTACK_SECRET_KEY: key }) }))[2];
    expect(line('sk_test_abc')).toBe(
      'Payments: Paystack in test mode (sk_test_ key): test cards only, no money moves. Webhook URL for the Paystack dashboard: http://127.0.0.1:3000/api/payment/webhook',
    );
    expect(line('sk_live_abc')).toMatch(
      /^Payments: Paystack live \(sk_live_ key\): real card payments\. Webhook/,
    );
    expect(line('sk_other')).toMatch(/^Payments: Paystack \(PAYSTACK_SECRET_KEY is set\)\./);
    expect(line(undefined)).toMatch(/^Payments are not set up/);
    // The key itself is never printed.
    expect(line('sk_test_secret123')).not.toContain('secret123');
  });

  it('names the administrators, a few at most, and the ADMIN_EMAILS addresses still to sign in', () => {
    const emails = ['a@x.ng', 'b@x.ng', 'c@x.ng', 'd@x.ng', 'e@x.ng', 'f@x.ng', 'g@x.ng'];
    expect(startupSummary(facts({ administrators: { emails, pending: [] } })).at(-1)).toBe(
      'Administrators: a@x.ng, b@x.ng, c@x.ng, d@x.ng, e@x.ng and 2 more.',
    );
    expect(
      startupSummary(facts({ administrators: { emails: ['a@x.ng'], pending: ['new@x.ng'] } })).at(-1),
    ).toBe('Administrators: a@x.ng. ADMIN_EMAILS also lists new@x.ng: the role comes when they sign in.');
    expect(startupSummary(facts({ administrators: { emails: [], pending: ['new@x.ng'] } })).at(-1)).toBe(
      'No administrator yet: ADMIN_EMAILS lists new@x.ng: the role comes when they sign in. For an account that exists: npm run admin:grant -- you@example.com',
    );
  });

  it('tells what to set when no model is configured', () => {
    const line = startupSummary(facts({ model: null }))[3];
    expect(line).toContain('No language model is configured');
    expect(line).toContain('OPENAI_API_KEY=');
    expect(line).toContain('OPENAI_COMPATIBLE_BASE_URL=');
    expect(line).toContain('http://127.0.0.1:3000/admin');
  });
});
