import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN, NOT_SIGNED_IN } from '../src/auth/access.js';
import { appRouter } from '../src/trpc/router.js';
import { type SignedIn, signInAs, testEncryptionKey } from './helpers/admin.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';

// Every admin call refuses a signed-out visitor (401) and a signed-in non-administrator (403)
// with the Access Denied sentence, on REST and on tRPC, and serves an administrator.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: SignedIn;
let member: SignedIn;
let someoneId = '';

beforeAll(async () => {
  ctx = await createTestApp({ ENCRYPTION_KEY: testEncryptionKey(), PROVIDER_ALLOW_PRIVATE_URLS: 'false' });
  admin = await signInAs(ctx, 'admin');
  member = await signInAs(ctx, 'user');
  someoneId = (await signInAs(ctx, 'user')).user.id;
});
afterAll(() => ctx.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Spec 02 §7's admin calls this module serves (stats and analytics are tested with analytics). */
const REST_CALLS = (): Array<{
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}> => [
  { method: 'GET', url: '/api/admin/provider-status' },
  { method: 'GET', url: '/api/admin/llm-providers' },
  {
    method: 'POST',
    url: '/api/admin/llm-providers',
    payload: {
      name: 'mistral',
      apiKey: 'mk-access-test-0001',
      model: 'mistral-small-latest',
      isActive: false,
    },
  },
  { method: 'PUT', url: `/api/admin/llm-providers/${UNKNOWN}`, payload: { model: 'gpt-4o' } },
  { method: 'POST', url: `/api/admin/llm-providers/${UNKNOWN}/activate` },
  { method: 'POST', url: '/api/admin/set-active-provider', payload: { providerName: 'Cohere' } },
  { method: 'POST', url: '/api/admin/refresh-provider' },
  {
    method: 'POST',
    url: '/api/admin/test-ai-connection',
    payload: { provider: 'openai_compatible', model: 'x', baseUrl: 'http://127.0.0.1:9/v1' },
  },
  { method: 'GET', url: '/api/admin/prompts' },
  {
    method: 'POST',
    url: '/api/admin/prompts',
    payload: { type: 'resume', systemPrompt: 'A resume prompt written for the access test.' },
  },
  { method: 'POST', url: `/api/admin/prompts/${UNKNOWN}/activate`, payload: { type: 'resume' } },
  {
    method: 'POST',
    url: '/api/admin/test-prompt',
    payload: { type: 'resume', systemPrompt: 'A resume prompt written for the access test.', testData: {} },
  },
  { method: 'GET', url: '/api/admin/users?page=1&limit=10' },
  { method: 'GET', url: `/api/admin/users/${someoneId}` },
  { method: 'PATCH', url: `/api/admin/users/${someoneId}/plan`, payload: { plan: 'jjc', status: 'active' } },
  { method: 'PATCH', url: `/api/admin/users/${someoneId}/status`, payload: { isActive: true } },
  { method: 'POST', url: `/api/admin/users/${someoneId}/reset-usage` },
  { method: 'DELETE', url: `/api/admin/users/${UNKNOWN}` },
];

describe('REST /api/admin', () => {
  it('answers 401 with the sign-in sentence to a signed-out visitor, changing nothing', async () => {
    for (const call of REST_CALLS()) {
      const res = await ctx.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json(), `${call.method} ${call.url}`).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: NOT_SIGNED_IN,
      });
    }
  });

  it('answers 403 with the Access Denied sentence to a user who is not an administrator', async () => {
    for (const call of REST_CALLS()) {
      const res = await member.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json(), `${call.method} ${call.url}`).toMatchObject({
        code: 'FORBIDDEN',
        message: NOT_ADMIN,
      });
    }
    const changed = await ctx.deps.db.selectFrom('admin_audit_log').select('id').execute();
    expect(changed).toEqual([]);
    expect(await ctx.deps.db.selectFrom('llm_providers').select('id').execute()).toEqual([]);
  });

  it('serves an administrator (never a 401, a 403 or a 500)', async () => {
    for (const call of REST_CALLS()) {
      const res = await admin.inject(call);
      // 503 is a real answer here: Test Prompt with no provider configured says so.
      expect([401, 403, 500], `${call.method} ${call.url}: ${res.body}`).not.toContain(res.statusCode);
    }
    const actions = await ctx.deps.db.selectFrom('admin_audit_log').select('action').execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'prompt.save',
      'provider.create',
      'user.plan',
      'user.reset_usage',
      'user.status',
    ]);
  });

  it('refuses a base URL on a private address unless the operator allows them', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/llm-providers',
      payload: { name: 'openai_compatible', model: 'llama3.1', baseUrl: 'http://10.0.0.5:11434/v1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/private or local network address/);
  });
});

describe('tRPC admin.*', () => {
  const adminPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));

  /** Calls a procedure by its dotted path, with no input: access is checked before input. */
  async function invoke(caller: ReturnType<typeof callerFor>, path: string) {
    const fn = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
      input?: unknown,
    ) => Promise<unknown>;
    const result = await fn(undefined);
    // A subscription answers an iterable: start it so its checks run.
    if (result && typeof result === 'object' && Symbol.asyncIterator in result)
      await (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
    return result;
  }

  it('covers every procedure of the admin router', () => {
    expect(adminPaths.length).toBeGreaterThanOrEqual(24);
  });

  it('refuses every procedure to a signed-out caller (UNAUTHORIZED) and a non-administrator (FORBIDDEN)', async () => {
    for (const path of adminPaths) {
      await expect(invoke(callerFor(ctx.deps), path), path).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: NOT_SIGNED_IN,
      });
      await expect(invoke(member.caller, path), path).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: NOT_ADMIN,
      });
    }
  });

  it('answers HTTP 401 and 403 over the wire', async () => {
    const url = '/trpc/admin.providers.list';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await member.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NOT_ADMIN);
    expect((await admin.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
