import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Paystack on 127.0.0.1 that speaks the parts of its HTTP API the product uses:
 *
 * - `POST /transaction/initialize` (Bearer secret; integer kobo; keeps the caller's reference)
 *   answers `authorization_url` = this server's own hosted checkout page;
 * - `GET /transaction/verify/:reference`, whose answer a test picks (`control.setVerify`);
 * - `GET /checkout/:reference`: a checkout page with a "Pay" button (a form POST) that marks
 *   the transaction paid, optionally sends the signed `charge.success` webhook, and redirects
 *   (303) to `callback_url` with `trxref` and `reference` appended, as Paystack does; and one
 *   button per test card (`TEST_CARDS`: declined, insufficient funds, bank error) that fails the
 *   charge with Paystack's `gateway_response` for it and sends the browser back the same way;
 * - `sendWebhook()`: posts a webhook signed with the secret (HMAC-SHA512 of the body).
 *
 * Another process (the e2e journeys) controls it over HTTP: `POST /_control/verify`
 * `{ scenario, reference? }`, `POST /_control/initialize` `{ scenario }`, `POST /_control/webhook`
 * `{ url }`, `POST /_control/reset`, `GET /_control/transactions`.
 */

/**
 * The checkout page's test cards besides the one that pays: each fails the charge (Paystack's
 * status `failed`) with the `gateway_response` Paystack gives for it.
 */
export const TEST_CARDS = {
  declined: { gatewayResponse: 'Declined', button: 'Pay with a declined card' },
  insufficient_funds: {
    gatewayResponse: 'Insufficient Funds',
    button: 'Pay with a card without enough money',
  },
  bank_error: { gatewayResponse: 'Issuer or switch inoperative', button: 'Pay while the bank is down' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

/** Paystack's `gateway_response` of a checkout not completed. */
const NOT_COMPLETED = 'The transaction was not completed';

/**
 * What verify answers. `auto`: what happened on the checkout page (success once the Pay button
 * was pressed or `markPaid`; failed with the card's reason after a test card; else `abandoned`,
 * Paystack's status for a checkout not completed). `failed` (= `declined`), `insufficient_funds`
 * and `bank_error` answer `failed` with that card's `gateway_response`; `reversed` Paystack's
 * status for a charge given back. `amount_changed` and `currency_changed` answer success with
 * other figures than initialized; `error_500` a server error; `slow` the `auto` answer after
 * `slowMs`; `unknown` Paystack's 400 for a reference it never saw.
 */
export type VerifyScenario =
  | 'auto'
  | 'success'
  | 'failed'
  | TestCard
  | 'reversed'
  | 'abandoned'
  | 'amount_changed'
  | 'currency_changed'
  | 'error_500'
  | 'slow'
  | 'unknown';

/** What initialize does: answer, fail with a 500, or answer after `slowMs`. */
export type InitializeScenario = 'ok' | 'error_500' | 'slow';

export interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  /** Integer kobo, as received. */
  amount: number;
  currency: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  status: 'abandoned' | 'success' | 'failed';
  /** Paystack's reason in words: 'Successful', 'Declined', 'Insufficient Funds'… */
  gatewayResponse: string;
  paidAt: string | null;
}

export interface FakePaystackControl {
  /** The verify answer for one reference, or for every reference without its own. */
  setVerify(scenario: VerifyScenario, reference?: string): void;
  setInitialize(scenario: InitializeScenario): void;
  /** How long `slow` waits (ms). Default 3,000. */
  slowMs: number;
  /** Where the checkout page's Pay button also sends `charge.success` (null: nowhere). */
  webhookUrl: string | null;
  /** What the Pay button does, without a browser. */
  markPaid(reference: string): void;
  /** What a test card's button does, without a browser: the charge fails for that card's reason. */
  markFailed(reference: string, card: TestCard): void;
  transaction(reference: string): FakeTransaction | undefined;
  transactions(): FakeTransaction[];
  /** Requests received per endpoint. */
  calls: { initialize: number; verify: number; checkout: number };
  /** The signed `charge.success` body Paystack would send for a transaction. */
  chargeSuccessEvent(reference: string, overrides?: Partial<{ amount: number; currency: string }>): object;
  /**
   * Posts `event` (by default the reference's `charge.success`) to `url`, signed with the
   * secret; `signature: null` sends none, a string sends that one.
   */
  sendWebhook(
    url: string,
    event: object | string,
    options?: { signature?: string | null },
  ): Promise<{ status: number; body: string }>;
  /** Forgets every transaction and scenario. */
  reset(): void;
}

export interface FakePaystack {
  /** Base URL for PAYSTACK_BASE_URL. */
  url: string;
  /** The secret key it accepts (PAYSTACK_SECRET_KEY). */
  secret: string;
  control: FakePaystackControl;
  close(): Promise<void>;
}

export const signPaystack = (secret: string, body: string): string =>
  createHmac('sha512', secret).update(body).digest('hex');

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const naira = (kobo: number) => `₦${new Intl.NumberFormat('en-NG').format(kobo / 100)}`;

/** Starts the fake on 127.0.0.1 (a free port unless `port` is given). */
export async function startFakePaystack(
  options: { secret?: string; port?: number; slowMs?: number } = {},
): Promise<FakePaystack> {
  const secret = options.secret ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const transactions = new Map<string, FakeTransaction>();
  const verifyByReference = new Map<string, VerifyScenario>();
  let verifyDefault: VerifyScenario = 'auto';
  let initializeScenario: InitializeScenario = 'ok';
  let nextId = 1_000_000;
  let baseUrl = '';

  const control: FakePaystackControl = {
    setVerify(scenario, reference) {
      if (reference) verifyByReference.set(reference, scenario);
      else verifyDefault = scenario;
    },
    setInitialize(scenario) {
      initializeScenario = scenario;
    },
    slowMs: options.slowMs ?? 3_000,
    webhookUrl: null,
    markPaid(reference) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
      tx.status = 'success';
      tx.gatewayResponse = 'Successful';
      tx.paidAt = new Date().toISOString();
    },
    markFailed(reference, card) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
      tx.status = 'failed';
      tx.gatewayResponse = TEST_CARDS[card].gatewayResponse;
      tx.paidAt = null;
    },
    transaction: (reference) => transactions.get(reference),
    transactions: () => [...transactions.values()],
    calls: { initialize: 0, verify: 0, checkout: 0 },
    chargeSuccessEvent(reference, overrides = {}) {
      const tx = transactions.get(reference);
      return {
        event: 'charge.success',
        data: {
          id: tx?.id ?? 1,
          domain: 'test',
          status: 'success',
          reference,
          amount: overrides.amount ?? tx?.amount ?? 0,
          currency: overrides.currency ?? tx?.currency ?? 'NGN',
          paid_at: tx?.paidAt ?? new Date().toISOString(),
          channel: 'card',
          gateway_response: 'Successful',
          customer: { email: tx?.email ?? 'customer@example.com' },
          authorization: { authorization_code: 'AUTH_fake', last4: '4081', reusable: true },
        },
      };
    },
    async sendWebhook(url, event, opts = {}) {
      const body = typeof event === 'string' ? event : JSON.stringify(event);
      const signature = opts.signature === undefined ? signPaystack(secret, body) : opts.signature;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'x-paystack-signature': signature }),
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    },
    reset() {
      transactions.clear();
      verifyByReference.clear();
      verifyDefault = 'auto';
      initializeScenario = 'ok';
      control.webhookUrl = null;
      control.calls = { initialize: 0, verify: 0, checkout: 0 };
    },
  };

  const json = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const authorised = (req: IncomingMessage) => req.headers.authorization === `Bearer ${secret}`;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function initialize(req: IncomingMessage, res: ServerResponse) {
    control.calls.initialize += 1;
    if (!authorised(req)) return json(res, 401, { status: false, message: 'Invalid key' });
    if (initializeScenario === 'error_500') return json(res, 500, { status: false, message: 'Server error' });
    if (initializeScenario === 'slow') await sleep(control.slowMs);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return json(res, 400, { status: false, message: 'Invalid JSON' });
    }
    const { email, amount, currency, reference, callback_url: callbackUrl, metadata } = body;
    // Strict on purpose: an amount that is not a whole number of kobo is a bug in the product.
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
      return json(res, 400, { status: false, message: 'Invalid Amount Sent' });
    if (typeof email !== 'string' || !email.includes('@'))
      return json(res, 400, { status: false, message: 'Invalid Email Address Passed' });
    const ref = typeof reference === 'string' ? reference : `fake-${randomBytes(6).toString('hex')}`;
    if (transactions.has(ref))
      return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
    transactions.set(ref, {
      id: nextId++,
      reference: ref,
      email,
      amount,
      currency: typeof currency === 'string' ? currency : 'NGN',
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : '',
      metadata:
        typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {},
      status: 'abandoned',
      gatewayResponse: NOT_COMPLETED,
      paidAt: null,
    });
    json(res, 200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${baseUrl}/checkout/${encodeURIComponent(ref)}`,
        access_code: randomBytes(8).toString('hex'),
        reference: ref,
      },
    });
  }

  async function verify(req: IncomingMessage, res: ServerResponse, reference: string) {
    control.calls.verify += 1;
    if (!authorised(req)) return json(res, 401, { status: false, message: 'Invalid key' });
    const scenario = verifyByReference.get(reference) ?? verifyDefault;
    if (scenario === 'error_500') return json(res, 500, { status: false, message: 'Server error' });
    if (scenario === 'slow') await sleep(control.slowMs);
    const tx = transactions.get(reference);
    if (!tx || scenario === 'unknown')
      return json(res, 400, { status: false, message: 'Transaction reference not found' });
    const card: TestCard | null =
      scenario === 'failed' ? 'declined' : scenario in TEST_CARDS ? (scenario as TestCard) : null;
    const fromPage = scenario === 'auto' || scenario === 'slow';
    const status = fromPage
      ? tx.status
      : card
        ? 'failed'
        : scenario === 'abandoned' || scenario === 'reversed'
          ? scenario
          : 'success';
    const gatewayResponse = fromPage
      ? tx.gatewayResponse
      : card
        ? TEST_CARDS[card].gatewayResponse
        : scenario === 'abandoned'
          ? NOT_COMPLETED
          : scenario === 'reversed'
            ? 'Reversed'
            : 'Successful';
    json(res, 200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: tx.id,
        domain: 'test',
        status,
        reference,
        amount: scenario === 'amount_changed' ? Math.floor(tx.amount / 2) : tx.amount,
        currency: scenario === 'currency_changed' ? 'USD' : tx.currency,
        paid_at: status === 'success' ? (tx.paidAt ?? new Date().toISOString()) : null,
        channel: 'card',
        gateway_response: gatewayResponse,
        customer: { email: tx.email },
        authorization: { authorization_code: 'AUTH_fake', last4: '4081', reusable: true },
      },
    });
  }

  function checkoutPage(res: ServerResponse, reference: string) {
    control.calls.checkout += 1;
    const tx = transactions.get(reference);
    if (!tx) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Not found</title><h1>This payment link is not valid</h1>');
    }
    const cancel = typeof tx.metadata.cancel_action === 'string' ? tx.metadata.cancel_action : tx.callbackUrl;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Paystack Checkout (test)</title></head>
<body>
<main>
<h1>Paystack Checkout (test)</h1>
<p>${escapeHtml(tx.email)}</p>
<p>Pay <strong data-testid="amount">${escapeHtml(naira(tx.amount))}</strong></p>
<form method="post" action="/checkout/${encodeURIComponent(reference)}/pay">
<button type="submit">Pay ${escapeHtml(naira(tx.amount))}</button>
</form>
<h2>Test cards</h2>
${Object.entries(TEST_CARDS)
  .map(
    ([card, { button }]) =>
      `<form method="post" action="/checkout/${encodeURIComponent(reference)}/pay?card=${card}">
<button type="submit">${escapeHtml(button)}</button>
</form>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(cancel)}">Cancel payment</a></p>
</main>
</body></html>`);
  }

  async function pay(res: ServerResponse, reference: string, card: string | null) {
    const tx = transactions.get(reference);
    if (!tx) return json(res, 404, { status: false, message: 'Transaction not found' });
    if (card !== null) {
      if (!(card in TEST_CARDS)) return json(res, 400, { status: false, message: 'Unknown test card' });
      // A failed charge sends no charge.success; the browser goes back as after a payment.
      control.markFailed(reference, card as TestCard);
    } else control.markPaid(reference);
    if (control.webhookUrl && card === null) {
      // Paystack's webhook and the browser's return race each other; so do they here.
      control.sendWebhook(control.webhookUrl, control.chargeSuccessEvent(reference)).catch(() => {});
    }
    const back = new URL(tx.callbackUrl);
    back.searchParams.set('trxref', reference);
    back.searchParams.set('reference', reference);
    res.writeHead(303, { location: back.href });
    res.end();
  }

  async function controlRequest(req: IncomingMessage, res: ServerResponse, action: string) {
    if (req.method === 'GET' && action === 'transactions') return json(res, 200, control.transactions());
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    } catch {
      return json(res, 400, { error: 'invalid JSON' });
    }
    if (action === 'verify') {
      control.setVerify(
        body.scenario as VerifyScenario,
        typeof body.reference === 'string' ? body.reference : undefined,
      );
    } else if (action === 'initialize') control.setInitialize(body.scenario as InitializeScenario);
    else if (action === 'webhook') control.webhookUrl = typeof body.url === 'string' ? body.url : null;
    else if (action === 'reset') control.reset();
    else return json(res, 404, { error: 'unknown control' });
    json(res, 200, { ok: true });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const handle = async () => {
      if (req.method === 'POST' && path === '/transaction/initialize') return initialize(req, res);
      const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && verifyMatch)
        return verify(req, res, decodeURIComponent(verifyMatch[1] ?? ''));
      const checkoutMatch = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
      if (checkoutMatch) {
        const reference = decodeURIComponent(checkoutMatch[1] ?? '');
        if (req.method === 'GET' && !checkoutMatch[2]) return checkoutPage(res, reference);
        if (req.method === 'POST' && checkoutMatch[2])
          return pay(res, reference, url.searchParams.get('card'));
      }
      const controlMatch = /^\/_control\/([a-z]+)$/.exec(path);
      if (controlMatch) return controlRequest(req, res, controlMatch[1] ?? '');
      json(res, 404, { status: false, message: 'Not found' });
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { status: false, message: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secret,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
