import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@app/shared';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { INTERNAL_MESSAGE } from '../src/errors.js';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { signInAs, testEncryptionKey } from './helpers/admin.js';
import { insertAccount, insertPayment } from './helpers/analytics.js';
import { postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { browser, freshIp } from './helpers/http.js';
import { signInTestUser } from './helpers/users.js';

/**
 * The documented /api contract (DECISIONS.md "Errors on the documented /api paths", spec 01 §8):
 * an error answer carries the human sentence in `error` and in `message` and the machine code in
 * `code`; a client written from the spec shows `error`, so it must never read 'UNAUTHENTICATED'.
 */
const env = useGenerationApp({ ENCRYPTION_KEY: testEncryptionKey() });
const { llm } = env;

const DAY = 86_400_000;
const UPPER_CODE = /^[A-Z][A-Z0-9_]*$/;
const unknownId = randomUUID();
const coverLetterOnly = {
  jobTitle: 'Analyst',
  companyName: 'Dangote',
  jobDescription: 'Analyse the numbers behind the cement business.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
  isCreatingNewResume: 'false',
};

/** What every error body of a documented /api path must look like. */
function expectContract(res: LightMyRequestResponse, what: string, status: number, code: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
  expect(res.headers['content-type'], what).toMatch(/application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.error, what).toBe('string');
  const sentence = body.error as string;
  // A sentence a person can read: words, not a code.
  expect(sentence, what).not.toMatch(UPPER_CODE);
  expect(sentence.trim(), what).toMatch(/\S+\s+\S+/);
  expect(body.message, what).toBe(sentence);
  expect(body.code, what).toBe(code);
  expect(ERROR_CODES as readonly string[], what).toContain(body.code);
}

const call = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  remoteAddress: freshIp(),
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});

describe('documented /api paths answer errors with a sentence in error and message, the code in code', () => {
  it('signed out: 401 UNAUTHENTICATED on every path that needs a session', async () => {
    const calls: InjectOptions[] = [
      call('GET', '/api/auth/user'),
      call('POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }),
      call('GET', '/api/support/messages'),
      call('GET', '/api/documents'),
      call('GET', `/api/documents/${unknownId}`),
      call('PUT', `/api/documents/${unknownId}`, { content: 'x' }),
      call('DELETE', `/api/documents/${unknownId}`),
      call('GET', `/api/documents/${unknownId}/download?format=pdf`),
      call('GET', '/api/settings'),
      call('PATCH', '/api/profile', { firstName: 'Ada', lastName: 'Obi' }),
      call('POST', '/api/complete-onboarding'),
      call('GET', '/api/user/export'),
      call('POST', '/api/payment/initialize', { planId: 'jjc' }),
      call('GET', '/api/payment/verify/jp-unknown'),
      call('POST', '/api/subscription/cancel'),
      call('GET', '/api/admin/stats'),
      call('GET', '/api/admin/users'),
    ];
    for (const options of calls) {
      const res = await env.ctx.app.inject(options);
      expectContract(res, `${options.method} ${options.url}`, 401, 'UNAUTHENTICATED');
    }
    const generate = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expectContract(generate, 'POST /api/generate', 401, 'UNAUTHENTICATED');
  });

  it('a wrong password reads "Invalid email or password" in error', async () => {
    const { user } = await signInTestUser(env.ctx);
    const res = await browser(env.ctx.app).post('/api/auth/login', {
      email: user.email,
      password: 'Wr0ng!pass',
    });
    expectContract(res, 'POST /api/auth/login', 401, 'UNAUTHENTICATED');
    expect(res.json().error).toBe('Invalid email or password');
  });

  it('bad input on the account screens: 400 with the sentence', async () => {
    const client = browser(env.ctx.app);
    const cases: Array<[string, unknown, number, string]> = [
      ['/api/auth/login', { email: 'nope', password: '' }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/register', { fullName: 'A', email: 'x' }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/send-otp', { email: 'not an address' }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/verify-otp', { email: 'a@example.com', otp: '12' }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/send-magic-link', {}, 400, 'VALIDATION_FAILED'],
      ['/api/auth/forgot-password', { email: 42 }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/reset-password', { token: 'nope', password: 'weak' }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/verify-email', {}, 400, 'VALIDATION_FAILED'],
      ['/api/auth/verify-magic-link', { token: 'not-a-real-token' }, 400, 'BAD_REQUEST'],
      ['/api/auth/resend-verification', { email: 'nope' }, 400, 'VALIDATION_FAILED'],
      ['/api/auth/google/callback', {}, 400, 'VALIDATION_FAILED'],
      ['/api/auth/twitter/callback', { code: 'c', state: 's' }, 404, 'NOT_FOUND'],
    ];
    for (const [url, body, status, code] of cases) {
      expectContract(await client.post(url, body), `POST ${url}`, status, code);
    }
  });

  it("Fastify's own refusals and unknown paths follow the same shape", async () => {
    const app = env.ctx.app;
    const json = { 'content-type': 'application/json' };
    expectContract(
      await app.inject({ ...call('POST', '/api/auth/login'), headers: json, payload: '{"email": ' }),
      'malformed JSON',
      400,
      'BAD_REQUEST',
    );
    expectContract(
      await app.inject({
        ...call('POST', '/api/auth/login'),
        headers: json,
        payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
      }),
      'oversized body',
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectContract(
      await app.inject({
        ...call('POST', '/api/auth/login'),
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'email=a',
      }),
      'unknown content type',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectContract(
      await app.inject(call('GET', '/api/no-such-thing')),
      'unknown /api path',
      404,
      'NOT_FOUND',
    );
    expectContract(await app.inject(call('DELETE', '/api/settings')), 'unknown method', 404, 'NOT_FOUND');
    expectContract(
      await app.inject(call('GET', '/api/documents/%zz')),
      'unreadable address',
      400,
      'BAD_REQUEST',
    );
  });

  it('signed in: unknown ids, bad input, admin-only paths and cross-site requests', async () => {
    const { token } = await signInTestUser(env.ctx);
    const as = (options: InjectOptions) =>
      env.ctx.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
    const cases: Array<[InjectOptions, number, string]> = [
      [call('GET', `/api/documents/${unknownId}`), 404, 'NOT_FOUND'],
      [call('GET', '/api/documents/not-an-id'), 404, 'NOT_FOUND'],
      [call('PUT', `/api/documents/${unknownId}`, { content: 'Dear team,' }), 404, 'NOT_FOUND'],
      [call('DELETE', `/api/documents/${unknownId}`), 404, 'NOT_FOUND'],
      [call('GET', `/api/documents/${unknownId}/download?format=pdf`), 404, 'NOT_FOUND'],
      [call('GET', `/api/documents/${unknownId}/html-preview`), 404, 'NOT_FOUND'],
      [call('PATCH', '/api/settings', [true]), 400, 'VALIDATION_FAILED'],
      [call('PATCH', '/api/profile', { firstName: 7 }), 400, 'VALIDATION_FAILED'],
      [call('POST', '/api/auth/change-password', { currentPassword: 'x' }), 400, 'VALIDATION_FAILED'],
      [call('POST', '/api/payment/initialize', { planId: 'platinum' }), 400, 'VALIDATION_FAILED'],
      [call('GET', '/api/payment/verify/jp-unknown'), 404, 'NOT_FOUND'],
      [call('GET', `/api/profile/photo/${unknownId}`), 404, 'NOT_FOUND'],
      [call('GET', `/api/support/images/${unknownId}`), 404, 'NOT_FOUND'],
      [call('GET', '/api/admin/stats'), 403, 'FORBIDDEN'],
      [call('PATCH', `/api/admin/users/${unknownId}/status`, { isActive: false }), 403, 'FORBIDDEN'],
      [call('GET', '/api/admin/llm-providers'), 403, 'FORBIDDEN'],
    ];
    for (const [options, status, code] of cases) {
      expectContract(await as(options), `${options.method} ${options.url}`, status, code);
    }
    const missingFields = await postGenerate(env.ctx.app, token, { generateCoverLetter: 'true' });
    expectContract(missingFields, 'POST /api/generate without a job', 400, 'VALIDATION_FAILED');

    // A cookie-authenticated mutation from another site (CSRF guard).
    const { user } = await signInTestUser(env.ctx);
    const client = browser(env.ctx.app);
    await client.post('/api/auth/login', { email: user.email, password: 'Str0ng!Pass' });
    const evil = await client.post('/api/complete-onboarding', undefined, { origin: 'https://evil.example' });
    expectContract(evil, 'cross-site POST', 403, 'FORBIDDEN');
  });

  it('a 500 says the internal sentence and never its internals', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/api/explode', async () => {
      throw new Error('password=hunter2 at db.ts:12');
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/explode' });
      expectContract(res, 'unexpected error', 500, 'INTERNAL');
      expect(res.json()).toEqual({ error: INTERNAL_MESSAGE, message: INTERNAL_MESSAGE, code: 'INTERNAL' });
      expect(res.body).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/generate keeps errorCode (spec 02)', () => {
  it('a refusal carries the sentence, code FORBIDDEN and the documented refusal fields', async () => {
    const { user, token } = await signInTestUser(env.ctx);
    await env.ctx.deps.db
      .updateTable('users')
      .set({ subscription_expires_at: new Date(Date.now() - DAY) })
      .where('id', '=', user.id)
      .execute();
    const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
    expectContract(res, 'trial expired', 403, 'FORBIDDEN');
    expect(res.json()).toMatchObject({
      errorCode: 'TRIAL_EXPIRED',
      suggestedActions: ['Subscribe Now'],
      redirectUrl: '/subscription',
      preservedQuota: true,
    });
    expect(res.json().availablePlans.length).toBeGreaterThan(0);
  });

  it('a failed generation answers 422 with errorCode and the sentence in error and message', async () => {
    const { token } = await signInTestUser(env.ctx);
    llm.failNext(401);
    const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
    expect(res.statusCode).toBe(422);
    const sentence = 'The AI provider refused our credentials. An administrator needs to check the API key.';
    expect(res.json()).toEqual({
      error: sentence,
      message: sentence,
      code: 'GENERATION_FAILED',
      errorCode: 'GENERATION_FAILED',
      suggestedActions: ['Try again'],
      availablePlans: [],
      redirectUrl: null,
      preservedQuota: true,
    });
  });
});

describe('admin answers carry the spec names and meanings (spec 02 §3, §7, §9)', () => {
  it('GET /api/admin/llm-providers: `name` is the name shown, the key only masked', async () => {
    const admin = await signInAs(env.ctx, 'admin');
    for (const [name, model] of [
      ['anthropic', 'claude-sonnet-4-5'],
      ['OpenAI', 'gpt-4o-mini'],
    ])
      expect(
        (
          await admin.inject(
            call('POST', '/api/admin/llm-providers', { name, apiKey: 'sk-test-1234', model }),
          )
        ).statusCode,
      ).toBe(201);
    const res = await admin.inject(call('GET', '/api/admin/llm-providers'));
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((p) => p.name).sort()).toEqual(['Claude (Anthropic)', 'OpenAI']);
    for (const provider of list) {
      // The spec's fields, beside which the console's own may sit.
      expect(Object.keys(provider)).toEqual(
        expect.arrayContaining(['id', 'name', 'apiKey', 'model', 'isActive', 'updatedAt']),
      );
      expect(provider.apiKey).toBe('••••••••1234');
    }
  });

  it('GET /api/admin/analytics: money in ₦ under the spec names; revenue per user is this month over subscribers', async () => {
    const admin = await signInAs(env.ctx, 'admin');
    const now = new Date();
    const subscriber = await insertAccount(env.ctx.deps.db, {
      createdAt: now,
      plan: 'jjc',
      expiresAt: new Date(now.getTime() + 20 * DAY),
    });
    await insertPayment(env.ctx.deps.db, {
      userId: subscriber.id,
      plan: 'jjc',
      amountKobo: 1_000_000,
      confirmedAt: now,
    });
    const res = await admin.inject(call('GET', '/api/admin/analytics?refresh=true'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(res.body).not.toMatch(/Kobo"/);
    expect(body.summary).toMatchObject({ activeSubscribers: 1, monthlyRevenue: 10_000 });
    expect(Object.keys(body.summary)).toEqual(
      expect.arrayContaining(['totalUsers', 'activeSubscribers', 'documentsGenerated']),
    );
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'planDistribution',
        'recentActivity',
        'userGrowth',
        'userEngagement',
        'documentTrends',
        'documentStats',
        'performanceMetrics',
        'monthlyRevenue',
        'conversionMetrics',
      ]),
    );
    expect(body.monthlyRevenue.at(-1)).toMatchObject({ revenue: 10_000, transactions: 1 });
    expect(body.monthlyRevenue.at(-1).breakdown).toContainEqual({
      planId: 'jjc',
      revenue: 10_000,
      transactions: 1,
    });
    expect(body.conversionMetrics).toMatchObject({
      customerLifetimeValue: 10_000,
      // ₦10,000 this month over 1 active subscriber (not over every account).
      averageRevenuePerUser: 10_000,
      totalRecognizedRevenue: 10_000,
    });
    expect(Object.keys(body.conversionMetrics)).toEqual(
      expect.arrayContaining([
        'conversionRate',
        'freeToJjc',
        'jjcToAgba',
        'agbaToIdan',
        'churnRate',
        'revenueByPlan',
      ]),
    );
    expect(body.conversionMetrics.revenueByPlan).toContainEqual({
      planId: 'jjc',
      revenue: 10_000,
      transactions: 1,
      averageOrderValue: 10_000,
    });
  });
});
