import { gunzipSync } from 'node:zlib';
import { ANALYTICS_MESSAGES, type AnalyticsDto } from '@app/shared';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN, NOT_SIGNED_IN } from '../src/auth/access.js';
import { insertAccount } from './helpers/analytics.js';
import { callerWithToken } from './helpers/documents.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminToken: string;
let userToken: string;
let now: Date;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signInTestUser(ctx, { role: 'admin' })).token;
  userToken = (await signInTestUser(ctx)).token;
  now = new Date();
  ctx.deps.clock = { now: () => now };
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const REST = ['/api/admin/stats', '/api/admin/analytics', '/api/admin/ai-monitoring', '/api/admin/ai-calls'];

async function trpcCode(call: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call();
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('who may read analytics and monitoring', () => {
  it('refuses a signed-out visitor with 401 on every call', async () => {
    for (const url of REST) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ message: NOT_SIGNED_IN });
    }
    const caller = callerFor(ctx.deps);
    for (const call of [
      () => caller.analytics.stats(),
      () => caller.analytics.get({}),
      () => caller.analytics.refresh({}),
      () => caller.analytics.monitoring({}),
      () => caller.analytics.latestCalls({}),
    ])
      expect(await trpcCode(call)).toEqual({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN });
  });

  it('refuses a signed-in user who is not an administrator with 403 on every call', async () => {
    for (const url of REST) {
      const res = await get(url, userToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ message: NOT_ADMIN });
    }
    const caller = await callerWithToken(ctx.deps, userToken);
    for (const call of [
      () => caller.analytics.stats(),
      () => caller.analytics.get({ months: 3 }),
      () => caller.analytics.refresh({}),
      () => caller.analytics.monitoring({ timeline: '7d' }),
      () => caller.analytics.latestCalls({ kind: 'generation' }),
    ])
      expect(await trpcCode(call)).toEqual({ code: 'FORBIDDEN', message: NOT_ADMIN });
  });

  it('answers an administrator, never to be kept by a cache', async () => {
    for (const url of REST) {
      const res = await get(url, adminToken);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('gzips the analytics for a browser that accepts it, with the same figures', async () => {
    const plain = await get('/api/admin/analytics', adminToken);
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { authorization: `Bearer ${adminToken}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('refuses malformed parameters with 400 and a sentence', async () => {
    const cases: Array<[string, string]> = [
      ['/api/admin/analytics?months=5', ANALYTICS_MESSAGES.months],
      ['/api/admin/analytics?months=twelve', ANALYTICS_MESSAGES.months],
      ['/api/admin/analytics?refresh=yes', ANALYTICS_MESSAGES.refresh],
      ['/api/admin/stats?refresh=maybe', ANALYTICS_MESSAGES.refresh],
      ['/api/admin/ai-monitoring?timeline=1y', ANALYTICS_MESSAGES.timeline],
      ['/api/admin/ai-calls?limit=500', ANALYTICS_MESSAGES.limit],
      ['/api/admin/ai-calls?limit=-1', ANALYTICS_MESSAGES.limit],
      ['/api/admin/ai-calls?kind=chat', ANALYTICS_MESSAGES.kind],
      ['/api/admin/ai-calls?outcome=maybe', ANALYTICS_MESSAGES.outcome],
      ['/api/admin/ai-calls?provider=Open%20AI', ANALYTICS_MESSAGES.provider],
      ['/api/admin/ai-calls?before=yesterday', ANALYTICS_MESSAGES.cursor],
      ['/api/admin/ai-calls?after=2026-01-01T00:00:00Z%7Cnot-a-uuid', ANALYTICS_MESSAGES.cursor],
    ];
    for (const [url, message] of cases) {
      const res = await get(url, adminToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ message });
    }
    // Over tRPC, as the client calls it: the same sentence.
    const res = await get(
      `/trpc/analytics.get?input=${encodeURIComponent(JSON.stringify({ months: 5 }))}`,
      adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(ANALYTICS_MESSAGES.months);
  });
});

describe('the five-minute cache', () => {
  const analytics = async (query = '') =>
    (await get(`/api/admin/analytics${query}`, adminToken)).json() as AnalyticsDto;

  it('serves the same figures for five minutes, recomputes on Refresh and after they expire', async () => {
    const first = await analytics('?refresh=true');
    const users = first.summary.totalUsers;
    expect(Date.parse(first.expiresAt) - Date.parse(first.generatedAt)).toBe(300_000);

    await insertAccount(ctx.deps.db, { createdAt: now });
    now = new Date(now.getTime() + 60_000);
    const cached = await analytics();
    expect(cached.summary.totalUsers).toBe(users);
    expect(cached.generatedAt).toBe(first.generatedAt);
    // Another revenue range is cut from the same computation.
    expect((await analytics('?months=3')).generatedAt).toBe(first.generatedAt);
    expect((await get('/api/admin/stats', adminToken)).json()).toMatchObject({ totalUsers: users });

    const refreshed = await analytics('?refresh=true');
    expect(refreshed.summary.totalUsers).toBe(users + 1);
    expect(Date.parse(refreshed.generatedAt)).toBe(now.getTime());

    // The tRPC Refresh button.
    await insertAccount(ctx.deps.db, { createdAt: now });
    const caller = await callerWithToken(ctx.deps, adminToken);
    expect((await caller.analytics.get({})).summary.totalUsers).toBe(users + 1);
    expect((await caller.analytics.refresh({ months: 6 })).summary.totalUsers).toBe(users + 2);

    // Five minutes later the next reader gets new figures.
    await insertAccount(ctx.deps.db, { createdAt: now });
    now = new Date(now.getTime() + 299_000);
    expect((await analytics()).summary.totalUsers).toBe(users + 2);
    now = new Date(now.getTime() + 2_000);
    const expired = await analytics();
    expect(expired.summary.totalUsers).toBe(users + 3);
    expect(Date.parse(expired.generatedAt)).toBe(now.getTime());
  });

  it('lets concurrent readers of expired figures share one computation', async () => {
    now = new Date(now.getTime() + 301_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => analytics()));
    expect(new Set(answers.map((a) => a.generatedAt)).size).toBe(1);
  });
});
