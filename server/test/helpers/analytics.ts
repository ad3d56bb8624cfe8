import { randomBytes } from 'node:crypto';
import type { AnalyticsDto, PlanId } from '@app/shared';
import type { Database } from '../../src/db/database.js';
import { insertTestGeneration } from './documents.js';

/**
 * The analytics tests' data set and an independent computation of every figure, in plain
 * JavaScript over the raw rows (no SQL aggregate), to compare with what the server answers.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Africa/Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = HOUR_MS;

export const lagosDay = (d: Date): string =>
  new Date(d.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
export const lagosHour = (d: Date): number => new Date(d.getTime() + LAGOS_OFFSET_MS).getUTCHours();
const lagosMidnight = (day: string): number => Date.parse(`${day}T00:00:00+01:00`);

/** The `count` Lagos days ending today, oldest first. */
export function daysEnding(now: Date, count: number): string[] {
  const today = lagosMidnight(lagosDay(now));
  // Noon avoids any doubt at the day's edges.
  return Array.from({ length: count }, (_, i) =>
    lagosDay(new Date(today + (i - count + 1) * DAY_MS + 12 * HOUR_MS)),
  );
}

export function monthsEnding(now: Date, count: number): string[] {
  const [y, m] = lagosDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const total = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

// ---- raw rows -------------------------------------------------------------------------------

export interface Raw {
  users: Array<{
    id: string;
    email: string;
    full_name: string | null;
    is_active: boolean;
    subscription_plan: string;
    subscription_status: string;
    subscription_expires_at: Date | null;
    last_login_at: Date | null;
    created_at: Date;
  }>;
  sessions: Array<{ user_id: string; created_at: Date }>;
  generations: Array<{ user_id: string; created_at: Date }>;
  documents: Array<{
    id: string;
    type: string;
    job_title: string;
    company_name: string;
    created_at: Date;
  }>;
  /** One line per document ever stored, kept when the document is deleted. */
  generated: Array<{ type: string; generated_at: Date }>;
  payments: Array<{
    id: string;
    user_id: string | null;
    plan_id: string;
    amount_kobo: number;
    status: string;
    kind: string;
    confirmed_at: Date | null;
  }>;
  audit: Array<{ id: string; summary: string; created_at: Date }>;
}

/** Every row the figures are made of, read as they are stored. */
export async function readRaw(db: Database): Promise<Raw> {
  const [users, sessions, generations, documents, generated, payments, audit] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'full_name',
        'is_active',
        'subscription_plan',
        'subscription_status',
        'subscription_expires_at',
        'last_login_at',
        'created_at',
      ])
      .execute(),
    db.selectFrom('sessions').select(['user_id', 'created_at']).execute(),
    db.selectFrom('generations').select(['user_id', 'created_at']).execute(),
    db.selectFrom('documents').select(['id', 'type', 'job_title', 'company_name', 'created_at']).execute(),
    db.selectFrom('documents_generated').select(['type', 'generated_at']).execute(),
    db
      .selectFrom('payments')
      .select(['id', 'user_id', 'plan_id', 'amount_kobo', 'status', 'kind', 'confirmed_at'])
      .execute(),
    db.selectFrom('admin_audit_log').select(['id', 'summary', 'created_at']).execute(),
  ]);
  return { users, sessions, generations, documents, generated, payments, audit };
}

// ---- the independent computation -----------------------------------------------------------

/** Naira from whole kobo, as the analytics answer carries money (spec 02: ₦). */
const naira = (kobo: number): number => kobo / 100;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const count = <T>(rows: T[], keep: (row: T) => boolean) => rows.filter(keep).length;
const PAID = ['jjc', 'agba', 'idan'] as const;

/** What GET /api/admin/analytics must answer for these rows at `now` (minus the timestamps). */
export function expectedAnalytics(raw: Raw, now: Date, months: 3 | 6 | 12) {
  const t = now.getTime();
  const since = t - 30 * DAY_MS;
  const { users, sessions, generations, generated, payments } = raw;
  const paid = payments.filter((p) => p.status === 'success');

  // What was generated, whether or not the document still exists.
  const coverLetters = count(generated, (d) => d.type === 'cover_letter');
  const resumes = count(generated, (d) => d.type === 'resume');

  const growthDays = daysEnding(now, 30);
  let running = count(users, (u) => u.created_at.getTime() < lagosMidnight(growthDays[0] as string));
  const userGrowth = growthDays.map((date) => {
    const n = count(users, (u) => lagosDay(u.created_at) === date);
    running += n;
    return { date, users: n, totalUsers: running };
  });

  const userEngagement = daysEnding(now, 7).map((date) => {
    const active = new Set([
      ...sessions.filter((s) => lagosDay(s.created_at) === date).map((s) => s.user_id),
      ...generations.filter((g) => lagosDay(g.created_at) === date).map((g) => g.user_id),
    ]);
    return {
      date,
      activeUsers: active.size,
      totalSessions: count(sessions, (s) => lagosDay(s.created_at) === date),
    };
  });

  const documentTrends = daysEnding(now, 14).map((date) => ({
    date,
    coverLetters: count(generated, (d) => d.type === 'cover_letter' && lagosDay(d.generated_at) === date),
    resumes: count(generated, (d) => d.type === 'resume' && lagosDay(d.generated_at) === date),
  }));

  const cohort = users.filter((u) => u.created_at.getTime() < since);
  const activeSince = new Set(
    generations.filter((g) => g.created_at.getTime() >= since).map((g) => g.user_id),
  );
  const retained = cohort.filter(
    (u) => (u.last_login_at !== null && u.last_login_at.getTime() >= since) || activeSince.has(u.id),
  );

  const hours = new Map<number, number>();
  for (const g of generations)
    if (g.created_at.getTime() >= since)
      hours.set(lagosHour(g.created_at), (hours.get(lagosHour(g.created_at)) ?? 0) + 1);
  const peakUsageHours = [...hours.entries()]
    .map(([hour, usage]) => ({ hour, usage }))
    .sort((a, b) => b.usage - a.usage || a.hour - b.hour);

  const monthOf = (d: Date) => lagosDay(d).slice(0, 7);
  const monthlyRevenue = monthsEnding(now, months).map((month) => {
    const breakdown = PAID.map((planId) => {
      const rows = paid.filter(
        (p) => p.plan_id === planId && p.confirmed_at && monthOf(p.confirmed_at) === month,
      );
      return {
        planId,
        revenue: naira(rows.reduce((s, p) => s + p.amount_kobo, 0)),
        transactions: rows.length,
      };
    });
    return {
      month,
      revenue: naira(
        paid
          .filter((p) => p.confirmed_at && monthOf(p.confirmed_at) === month)
          .reduce((s, p) => s + p.amount_kobo, 0),
      ),
      transactions: breakdown.reduce((s, b) => s + b.transactions, 0),
      breakdown,
    };
  });
  const thisMonth = monthOf(now);

  const owned = paid.filter((p) => p.user_id !== null);
  const payers = new Set(owned.map((p) => p.user_id));
  const payerRevenue = owned.reduce((s, p) => s + p.amount_kobo, 0);
  const times = (userId: string | null, plan: string) =>
    owned
      .filter((p) => p.user_id === userId && p.plan_id === plan)
      .map((p) => (p.confirmed_at as Date).getTime());
  const jjcBuyers = [...payers].filter((u) => times(u, 'jjc').length > 0);
  const agbaBuyers = [...payers].filter((u) => times(u, 'agba').length > 0);
  const jjcToAgba = jjcBuyers.filter((u) => Math.max(...times(u, 'agba')) > Math.min(...times(u, 'jjc')));
  const agbaToIdan = agbaBuyers.filter((u) => Math.max(...times(u, 'idan')) > Math.min(...times(u, 'agba')));

  const churnBase = users.filter(
    (u) =>
      u.subscription_plan !== 'free_trial' &&
      u.subscription_expires_at &&
      u.subscription_expires_at.getTime() >= since,
  );
  const churned = churnBase.filter((u) => (u.subscription_expires_at as Date).getTime() < t);

  const revenueByPlan = PAID.map((planId) => {
    const rows = paid.filter((p) => p.plan_id === planId);
    const revenueKobo = rows.reduce((s, p) => s + p.amount_kobo, 0);
    return {
      planId,
      revenue: naira(revenueKobo),
      transactions: rows.length,
      averageOrderValue: rows.length ? naira(Math.round(revenueKobo / rows.length)) : null,
    };
  });

  const totalUsers = users.length;
  const activeSubscribers = count(
    users,
    (u) =>
      u.subscription_plan !== 'free_trial' &&
      u.subscription_status === 'active' &&
      (u.subscription_expires_at === null || u.subscription_expires_at.getTime() > t),
  );
  const thisMonthKobo = paid
    .filter((p) => p.confirmed_at && monthOf(p.confirmed_at) === thisMonth)
    .reduce((s, p) => s + p.amount_kobo, 0);
  return {
    summary: {
      totalUsers,
      activeSubscribers,
      documentsGenerated: coverLetters + resumes,
      monthlyRevenue: naira(thisMonthKobo),
    },
    planDistribution: (['free_trial', 'jjc', 'agba', 'idan'] as PlanId[]).map((plan) => ({
      plan,
      count: count(users, (u) => u.subscription_plan === plan),
    })),
    userGrowth,
    userEngagement,
    documentTrends,
    documentStats: [
      { type: 'cover_letter', count: coverLetters },
      { type: 'resume', count: resumes },
    ],
    performanceMetrics: {
      retentionRate: pct(retained.length, cohort.length),
      avgDocumentsPerUser: totalUsers
        ? Math.round(((coverLetters + resumes) / totalUsers) * 100) / 100
        : null,
      avgSessionDuration: null,
      peakUsageHours,
    },
    monthlyRevenue,
    conversionMetrics: {
      conversionRate: pct(payers.size, totalUsers),
      freeToJjc: pct(jjcBuyers.length, totalUsers),
      jjcToAgba: pct(jjcToAgba.length, jjcBuyers.length),
      agbaToIdan: pct(agbaToIdan.length, agbaBuyers.length),
      customerLifetimeValue: payers.size ? naira(Math.round(payerRevenue / payers.size)) : null,
      // Spec 02 §9: the latest month's revenue over active subscribers, at least 1.
      averageRevenuePerUser: naira(Math.round(thisMonthKobo / Math.max(activeSubscribers, 1))),
      totalRecognizedRevenue: naira(paid.reduce((s, p) => s + p.amount_kobo, 0)),
      payingCustomers: payers.size,
      churnRate: pct(churned.length, churnBase.length),
      revenueByPlan,
    },
    months,
  } satisfies Omit<AnalyticsDto, 'recentActivity' | 'generatedAt' | 'expiresAt'>;
}

/** The newest 20 sign-ups, documents, successful payments and audit entries, newest first. */
export function expectedActivityIds(raw: Raw): string[] {
  const all = [
    ...raw.users.map((u) => ({ id: `user:${u.id}`, at: u.created_at })),
    ...raw.documents.map((d) => ({ id: `document:${d.id}`, at: d.created_at })),
    ...raw.payments
      .filter((p) => p.status === 'success' && p.confirmed_at)
      .map((p) => ({ id: `subscription:${p.id}`, at: p.confirmed_at as Date })),
    ...raw.audit.map((a) => ({ id: `other:${a.id}`, at: a.created_at })),
  ];
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 20)
    .map((a) => a.id);
}

// ---- seeding --------------------------------------------------------------------------------

export async function insertAccount(
  db: Database,
  values: {
    createdAt: Date;
    plan?: PlanId;
    status?: 'active' | 'inactive' | 'cancelled';
    expiresAt?: Date | null;
    lastLoginAt?: Date | null;
    isActive?: boolean;
    fullName?: string | null;
  },
) {
  return db
    .insertInto('users')
    .values({
      email: `analytics-${randomBytes(4).toString('hex')}@example.com`,
      full_name: values.fullName === undefined ? 'Chioma Eze' : values.fullName,
      email_verified: true,
      is_active: values.isActive ?? true,
      subscription_plan: values.plan ?? 'free_trial',
      subscription_status: values.status ?? 'active',
      subscription_expires_at: values.expiresAt ?? null,
      last_login_at: values.lastLoginAt ?? null,
      created_at: values.createdAt,
      updated_at: values.createdAt,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

export async function insertSession(db: Database, userId: string, createdAt: Date) {
  await db
    .insertInto('sessions')
    .values({
      id: randomBytes(12).toString('hex'),
      secret_hash: randomBytes(32),
      user_id: userId,
      created_at: createdAt,
      last_used_at: createdAt,
      expires_at: new Date(createdAt.getTime() + 30 * DAY_MS),
    })
    .execute();
}

export async function insertGeneration(db: Database, userId: string, createdAt: Date) {
  await insertTestGeneration(db, userId, { createdAt });
}

export async function insertPayment(
  db: Database,
  values: {
    userId: string | null;
    plan: 'jjc' | 'agba' | 'idan';
    amountKobo: number;
    status?: 'pending' | 'success' | 'failed' | 'abandoned';
    confirmedAt?: Date | null;
    kind?: 'new' | 'renewal';
  },
) {
  const created = values.confirmedAt ?? new Date();
  return db
    .insertInto('payments')
    .values({
      reference: `jp-test-${randomBytes(6).toString('hex')}`,
      user_id: values.userId,
      plan_id: values.plan,
      amount_kobo: values.amountKobo,
      status: values.status ?? 'success',
      kind: values.kind ?? 'new',
      created_at: created,
      updated_at: created,
      confirmed_at: values.status && values.status !== 'success' ? null : (values.confirmedAt ?? null),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertAudit(db: Database, summary: string, createdAt: Date) {
  await db
    .insertInto('admin_audit_log')
    .values({ action: 'user.plan', target_type: 'user', summary, created_at: createdAt })
    .execute();
}
