import type { AnalyticsDto } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  expectedActivityIds,
  expectedAnalytics,
  insertAccount,
  insertAudit,
  insertGeneration,
  insertPayment,
  insertSession,
  readRaw,
} from './helpers/analytics.js';
import { callerWithToken, insertTestDocument } from './helpers/documents.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminToken: string;
let NOW: Date;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signInTestUser(ctx, { role: 'admin', fullName: 'Grace Admin' })).token;
  // The figures are as of a fixed instant, so the test and the server count the same windows.
  NOW = new Date();
  ctx.deps.clock = { now: () => NOW };
});
afterAll(async () => {
  await ctx?.close();
});

async function analytics(query: string): Promise<AnalyticsDto> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/analytics${query}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as AnalyticsDto;
}

/** The answer without the parts compared separately (timestamps, activity messages). */
const figuresOf = ({ recentActivity: _r, generatedAt: _g, expiresAt: _e, ...rest }: AnalyticsDto) => rest;

describe('analytics with almost no data', () => {
  it('answers zeros, empty lists and nulls, never an invented rate', async () => {
    const answer = await analytics('?refresh=true');
    // Only the administrator exists: signed up and signed in today, never paid.
    expect(answer.summary).toEqual({
      totalUsers: 1,
      activeSubscribers: 0,
      documentsGenerated: 0,
      monthlyRevenue: 0,
    });
    expect(answer.performanceMetrics).toEqual({
      retentionRate: null,
      avgDocumentsPerUser: 0,
      avgSessionDuration: null,
      peakUsageHours: [],
    });
    expect(answer.conversionMetrics).toMatchObject({
      conversionRate: 0,
      jjcToAgba: null,
      agbaToIdan: null,
      customerLifetimeValue: null,
      // Spec 02 §9: nothing this month over a divisor of at least 1.
      averageRevenuePerUser: 0,
      totalRecognizedRevenue: 0,
      payingCustomers: 0,
      churnRate: null,
    });
    expect(answer.conversionMetrics.revenueByPlan.every((p) => p.averageOrderValue === null)).toBe(true);
    expect(answer.monthlyRevenue).toHaveLength(12);
    expect(answer.monthlyRevenue.every((m) => m.transactions === 0 && m.revenue === 0)).toBe(true);
    expect(answer.recentActivity.map((a) => a.type)).toEqual(['user']);
    expect(figuresOf(answer)).toEqual(expectedAnalytics(await readRaw(ctx.deps.db), NOW, 12));
  });
});

describe('analytics on a seeded data set', () => {
  beforeAll(async () => {
    const db = ctx.deps.db;
    const u1 = await insertAccount(db, {
      createdAt: ago(40),
      plan: 'jjc',
      expiresAt: ago(-10),
      lastLoginAt: ago(2),
    });
    const u2 = await insertAccount(db, {
      createdAt: ago(50),
      plan: 'agba',
      status: 'inactive',
      expiresAt: ago(5),
    });
    const u3 = await insertAccount(db, {
      createdAt: ago(100),
      plan: 'idan',
      expiresAt: ago(-20),
      lastLoginAt: ago(60),
      isActive: false,
    });
    const u4 = await insertAccount(db, { createdAt: ago(3), expiresAt: ago(-4) });
    const u5 = await insertAccount(db, {
      createdAt: ago(10),
      plan: 'jjc',
      expiresAt: ago(1),
      lastLoginAt: ago(9),
    });
    await insertAccount(db, {
      createdAt: ago(400),
      status: 'inactive',
      expiresAt: ago(393),
      lastLoginAt: ago(45),
      fullName: null,
    });
    await insertAccount(db, { createdAt: ago(29.9) });

    await insertSession(db, u1.id, ago(2));
    await insertSession(db, u1.id, ago(0.1));
    await insertSession(db, u4.id, ago(8));
    await insertSession(db, u5.id, ago(6.5));

    await insertGeneration(db, u2.id, ago(3));
    await insertGeneration(db, u1.id, ago(1));
    await insertGeneration(db, u1.id, ago(1.02));
    await insertGeneration(db, u4.id, ago(40));
    await insertGeneration(db, u5.id, ago(0.2));

    await insertTestDocument(db, u1.id, { type: 'cover_letter', createdAt: ago(0.05), companyName: 'Kuda' });
    await insertTestDocument(db, u1.id, { type: 'resume', createdAt: ago(2) });
    await insertTestDocument(db, u2.id, { type: 'cover_letter', createdAt: ago(13) });
    await insertTestDocument(db, u3.id, { type: 'resume', createdAt: ago(20) });
    await insertTestDocument(db, u5.id, { type: 'cover_letter', createdAt: ago(200) });
    await insertTestDocument(db, u4.id, { type: 'resume', createdAt: ago(6) });

    await insertPayment(db, { userId: u1.id, plan: 'jjc', amountKobo: 1_000_000, confirmedAt: ago(5) });
    await insertPayment(db, { userId: u2.id, plan: 'jjc', amountKobo: 1_000_000, confirmedAt: ago(45) });
    await insertPayment(db, { userId: u2.id, plan: 'agba', amountKobo: 2_000_000, confirmedAt: ago(35) });
    await insertPayment(db, { userId: u3.id, plan: 'agba', amountKobo: 2_000_000, confirmedAt: ago(120) });
    await insertPayment(db, { userId: u3.id, plan: 'idan', amountKobo: 5_000_000, confirmedAt: ago(100) });
    await insertPayment(db, {
      userId: u5.id,
      plan: 'jjc',
      amountKobo: 1_000_000,
      confirmedAt: ago(25),
      kind: 'renewal',
    });
    // Not paid: never counted.
    await insertPayment(db, { userId: u4.id, plan: 'jjc', amountKobo: 1_000_000, status: 'pending' });
    await insertPayment(db, { userId: u4.id, plan: 'agba', amountKobo: 2_000_000, status: 'failed' });
    // Paid by an account deleted since: revenue, but nobody's conversion.
    await insertPayment(db, { userId: null, plan: 'jjc', amountKobo: 1_000_000, confirmedAt: ago(2) });
    // More than a year ago: all-time figures only.
    await insertPayment(db, { userId: u5.id, plan: 'jjc', amountKobo: 1_000_000, confirmedAt: ago(400) });

    await insertAudit(db, 'Changed the plan of chioma@example.com from jjc to agba', ago(0.01));
  });

  it('equals the figures computed independently from the raw rows', async () => {
    const raw = await readRaw(ctx.deps.db);
    const answer = await analytics('?months=12&refresh=true');
    expect(figuresOf(answer)).toEqual(expectedAnalytics(raw, NOW, 12));
    expect(answer.recentActivity.map((a) => a.id)).toEqual(expectedActivityIds(raw));
  });

  it('matches the hand-counted headline figures', async () => {
    const answer = await analytics('');
    expect(answer.summary.totalUsers).toBe(8);
    // u1 (jjc, running) and u3 (idan, running); u2 lapsed as inactive, u5's period has ended.
    expect(answer.summary.activeSubscribers).toBe(2);
    expect(answer.summary.documentsGenerated).toBe(6);
    expect(answer.documentStats).toEqual([
      { type: 'cover_letter', count: 3 },
      { type: 'resume', count: 3 },
    ]);
    // Naira, as the spec's "Monthly Revenue in ₦" shows money: ₦140,000 of successful payments.
    expect(answer.conversionMetrics.totalRecognizedRevenue).toBe(140_000);
    expect(answer.conversionMetrics.revenueByPlan).toEqual([
      { planId: 'jjc', revenue: 50_000, transactions: 5, averageOrderValue: 10_000 },
      { planId: 'agba', revenue: 40_000, transactions: 2, averageOrderValue: 20_000 },
      { planId: 'idan', revenue: 50_000, transactions: 1, averageOrderValue: 50_000 },
    ]);
    // Spec 02 §9: revenue per user is this month's revenue over the 2 active subscribers, not
    // what every account ever paid over all 8 accounts (₦16,250).
    expect(answer.conversionMetrics.averageRevenuePerUser).toBe(answer.summary.monthlyRevenue / 2);
    expect(answer.conversionMetrics.payingCustomers).toBe(4);
    // u2 went from jjc to agba; u3 from agba to idan.
    expect(answer.conversionMetrics.jjcToAgba).toBe(33.3);
    expect(answer.conversionMetrics.agbaToIdan).toBe(50);
    // Paid periods running in the last 30 days: u1, u2, u3, u5; u2 and u5 ended without renewal.
    expect(answer.conversionMetrics.churnRate).toBe(50);
    // Accounts older than 30 days: u1, u2, u3, u6; u1 signed in and u2 generated since.
    expect(answer.performanceMetrics.retentionRate).toBe(50);
    // The administrator signed up a moment ago; the audit entry is 15 minutes old.
    expect(answer.recentActivity.slice(0, 2).map((a) => a.type)).toEqual(['user', 'other']);
    expect(answer.recentActivity[1]?.message).toBe('Changed the plan of chioma@example.com from jjc to agba');
    const renewal = answer.recentActivity.find((a) => a.type === 'subscription' && /Renewal/.test(a.message));
    expect(renewal?.message).toBe('Renewal: Basic plan, ₦10,000');
  });

  it('covers the chosen revenue range and carries amounts in Naira under the spec names', async () => {
    for (const months of [3, 6, 12] as const) {
      const answer = await analytics(`?months=${months}`);
      expect(figuresOf(answer)).toEqual(expectedAnalytics(await readRaw(ctx.deps.db), NOW, months));
      expect(answer.monthlyRevenue).toHaveLength(months);
      expect(answer.months).toBe(months);
    }
    const body = JSON.stringify(await analytics(''));
    expect(body).not.toMatch(/Kobo"/);
    const amounts =
      body.match(
        /"(revenue|averageOrderValue|customerLifetimeValue|monthlyRevenue|averageRevenuePerUser|totalRecognizedRevenue)":[^,}[]+/g,
      ) ?? [];
    expect(amounts.length).toBeGreaterThan(10);
    // Whole Naira, or Naira and kobo (two decimals at most).
    for (const field of amounts) expect(field).toMatch(/":(null|\d+(\.\d{1,2})?)$/);
  });

  it('answers the same figures over tRPC and REST, and the stats from the same computation', async () => {
    const caller = await callerWithToken(ctx.deps, adminToken);
    const rest = await analytics('?months=6');
    expect(await caller.analytics.get({ months: 6 })).toEqual(rest);
    const stats = await caller.analytics.stats();
    expect(stats).toMatchObject({
      ...rest.summary,
      activeAccounts: 7,
      coverLetters: 3,
      resumes: 3,
      payingCustomers: 4,
      totalRecognizedRevenue: 140_000,
      generatedAt: rest.generatedAt,
    });
  });
});

describe('Documents Generated (issue 28)', () => {
  it('counts what was generated: a deleted document, or one of a deleted account, still counts', async () => {
    const before = (await analytics('?refresh=true')).summary.documentsGenerated;
    const { user, token } = await signInTestUser(ctx, { fullName: 'Tolu Bello' });
    const kept = await insertTestDocument(ctx.deps.db, user.id, { type: 'cover_letter', createdAt: NOW });
    const deleted = await insertTestDocument(ctx.deps.db, user.id, { type: 'resume', createdAt: NOW });
    const written = await analytics('?refresh=true');
    expect(written.summary.documentsGenerated).toBe(before + 2);

    // The person deletes one of them through the product.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${deleted.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await analytics('?refresh=true');
    expect(afterDelete.summary.documentsGenerated).toBe(before + 2);
    expect(afterDelete.documentStats).toEqual(written.documentStats);
    expect(afterDelete.documentTrends).toEqual(written.documentTrends);

    // An administrator deletes the whole account (its documents go with it).
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(gone.statusCode).toBe(200);
    expect(
      await ctx.deps.db.selectFrom('documents').select('id').where('id', '=', kept.id).executeTakeFirst(),
    ).toBeUndefined();
    const afterAccount = await analytics('?refresh=true');
    expect(afterAccount.summary.documentsGenerated).toBe(before + 2);
    expect(figuresOf(afterAccount)).toEqual(expectedAnalytics(await readRaw(ctx.deps.db), NOW, 12));
  });
});
