/** What `npm start` found out about the running product, to tell a newcomer. */
export interface StartupFacts {
  url: string;
  /**
   * Where e-mail goes: the demo outbox (no SMTP_URL), shown at /dev/mailbox when that is served
   * (not in production, unless ALLOW_DEMO_MAIL), or an SMTP server (host and port, never the
   * password the URL may carry).
   */
  mail: { mode: 'demo'; mailboxServed: boolean } | { mode: 'smtp'; server: string };
  /** Paystack: no secret key, or the kind of key set (sk_test_ / sk_live_ / something else). */
  payments: 'none' | 'test' | 'live' | 'unknown';
  /** The model that writes documents, or null when generation would be refused. */
  model: { provider: string; model: string; configuredBy: string } | null;
  /** Accounts with the admin role, and ADMIN_EMAILS addresses that have none of their own yet. */
  administrators: { emails: string[]; pending: string[] };
}

/** Administrators named by e-mail before "and N more". */
const ADMINS_SHOWN = 5;
const GRANT = 'npm run admin:grant -- you@example.com';

/**
 * The lines printed once the product answers: where it is, where mail goes, whether plans can be
 * bought, which model writes, and who administers it (or how to make someone do so).
 */
export function startupSummary(facts: StartupFacts): string[] {
  return [
    `JobPadi is running at ${facts.url}  (Ctrl-C to stop)`,
    mailLine(facts),
    paymentsLine(facts),
    modelLine(facts),
    administratorsLine(facts),
  ];
}

function mailLine({ mail, url }: StartupFacts): string {
  if (mail.mode === 'smtp') return `E-mail is sent through SMTP (${mail.server}).`;
  return mail.mailboxServed
    ? `E-mail is in demo mode (no SMTP_URL): messages, sign-in codes included, are shown at ${url}/dev/mailbox`
    : 'E-mail is in demo mode (no SMTP_URL): messages stay in the outbox and are not sent.';
}

function paymentsLine({ payments, url }: StartupFacts): string {
  if (payments === 'none')
    return 'Payments are not set up (no PAYSTACK_SECRET_KEY): plans cannot be bought until you add the secret key from the Paystack dashboard to .env and restart.';
  const mode =
    payments === 'test'
      ? 'Paystack in test mode (sk_test_ key): test cards only, no money moves'
      : payments === 'live'
        ? 'Paystack live (sk_live_ key): real card payments'
        : 'Paystack (PAYSTACK_SECRET_KEY is set)';
  return `Payments: ${mode}. Webhook URL for the Paystack dashboard: ${url}/api/payment/webhook`;
}

function modelLine({ model, url }: StartupFacts): string {
  if (model) return `Language model: ${model.provider}, ${model.model} (${model.configuredBy}).`;
  return (
    'No language model is configured: generating documents is refused until you add ' +
    'OPENAI_API_KEY=... to .env (or OPENAI_COMPATIBLE_BASE_URL=... for a local model such as ' +
    `Ollama) and restart, or choose a provider at ${url}/admin.`
  );
}

function administratorsLine({ administrators: { emails, pending } }: StartupFacts): string {
  const listed = (verb: string) =>
    `ADMIN_EMAILS ${verb} ${pending.join(', ')}: the role comes when they sign in.`;
  if (emails.length) {
    const shown = emails.slice(0, ADMINS_SHOWN).join(', ');
    const more = emails.length > ADMINS_SHOWN ? ` and ${emails.length - ADMINS_SHOWN} more` : '';
    return `Administrators: ${shown}${more}.${pending.length ? ` ${listed('also lists')}` : ''}`;
  }
  if (pending.length) return `No administrator yet: ${listed('lists')} For an account that exists: ${GRANT}`;
  return `No administrator yet. To make one: ${GRANT} (an account that exists), or put the address in ADMIN_EMAILS in .env and restart (the role comes when it signs in).`;
}
