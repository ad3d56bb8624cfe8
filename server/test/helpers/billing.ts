import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Deps } from '../../src/deps.js';
import { type FakePaystack, startFakePaystack, type TestCard } from '../fakes/paystack.js';
import { createTestApp } from './test-deps.js';
import { signInTestUser } from './users.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test file's billing setup: a fake Paystack on 127.0.0.1 and an app configured with its URL
 * and secret (plus a model fallback so generation gets past AI_UNAVAILABLE to the plan checks;
 * no test here runs a model). Read `env.ctx` and `env.paystack` inside tests.
 */
export function useBillingApp(
  overrides: Record<string, string> = {},
  options: { sessionCache?: boolean } = {},
) {
  const env = { ctx: undefined as unknown as TestApp, paystack: undefined as unknown as FakePaystack };
  beforeAll(async () => {
    env.paystack = await startFakePaystack({ slowMs: 3_000 });
    env.ctx = await createTestApp(
      {
        PAYSTACK_BASE_URL: env.paystack.url,
        PAYSTACK_SECRET_KEY: env.paystack.secret,
        PAYSTACK_TIMEOUT_MS: '1000',
        PUBLIC_URL: 'https://jobpadi.test',
        OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1',
        OPENAI_COMPATIBLE_MODEL: 'never-called',
        ...overrides,
      },
      options,
    );
  });
  afterAll(async () => {
    await env.ctx?.close();
    await env.paystack?.close();
  });
  return env;
}

/** Runs `work` with some settings changed (services read `deps.env` on every call). */
export async function withEnv<T>(
  deps: Deps,
  overrides: Partial<Deps['env']>,
  work: () => Promise<T>,
): Promise<T> {
  const saved = deps.env;
  deps.env = { ...saved, ...overrides };
  try {
    return await work();
  } finally {
    deps.env = saved;
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function initialize(app: FastifyInstance, token: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/initialize',
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export async function verify(app: FastifyInstance, token: string, reference: string) {
  return app.inject({ method: 'GET', url: `/api/payment/verify/${reference}`, headers: bearer(token) });
}

/**
 * What a person does on the provider's hosted page: opens it, presses Pay (or pays with one of
 * its test cards, which fail), and is sent back. Answers where the browser lands (the callback
 * URL with trxref and reference).
 */
export async function payOnCheckoutPage(authorizationUrl: string, card?: TestCard): Promise<URL> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1] ?? '');
  const action = card ? actions.find((a) => a.endsWith(`?card=${card}`)) : actions[0];
  if (page.status !== 200 || !action) throw new Error(`no checkout form at ${authorizationUrl}: ${html}`);
  const paid = await fetch(new URL(action, authorizationUrl), { method: 'POST', redirect: 'manual' });
  const location = paid.headers.get('location');
  if (paid.status !== 303 || !location) throw new Error(`Pay answered ${paid.status}`);
  return new URL(location);
}

/** A signed-in person who started a checkout for `planId`; answers their token and the reference. */
export async function startedCheckout(
  ctx: TestApp,
  planId: string,
  account?: Awaited<ReturnType<typeof signInTestUser>>,
) {
  const signed = account ?? (await signInTestUser(ctx));
  const res = await initialize(ctx.app, signed.token, { planId });
  if (res.statusCode !== 200) throw new Error(`initialize answered ${res.statusCode}: ${res.body}`);
  const data = res.json().data as { authorization_url: string; reference: string };
  return { ...signed, authorizationUrl: data.authorization_url, reference: data.reference };
}

export async function userPlan(deps: Pick<Deps, 'db'>, userId: string) {
  return deps.db
    .selectFrom('users')
    .select([
      'subscription_plan',
      'subscription_status',
      'subscription_expires_at',
      'cancel_at_period_end',
      'cover_letters_remaining',
      'resumes_remaining',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function paymentRow(deps: Pick<Deps, 'db'>, reference: string) {
  return deps.db
    .selectFrom('payments')
    .select([
      'status',
      'amount_kobo',
      'currency',
      'confirmed_at',
      'failure_reason',
      'provider_answer',
      'plan_id',
    ])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

export async function grantCount(deps: Pick<Deps, 'db'>, reference: string): Promise<number> {
  const row = await deps.db
    .selectFrom('payment_grants')
    .innerJoin('payments', 'payments.id', 'payment_grants.payment_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('payments.reference', '=', reference)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const DAY_MS = 86_400_000;
