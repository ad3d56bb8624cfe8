import {
  type AdminStatsDto,
  ANALYTICS_CACHE_SECONDS,
  ANALYTICS_WINDOWS,
  type AnalyticsDto,
  type PaidPlanId,
  PLAN_IDS,
  type RevenueMonths,
} from '@app/shared';
import type { Database } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import * as repo from './analytics.repo.js';
import { lastDays, lastMonths } from './calendar.js';
import { type Computed, ComputedCache } from './computed-cache.js';
import { EncodedBody } from './encoded-body.js';
import { recentActivity } from './recent-activity.js';

type AnalyticsDeps = Pick<Deps, 'db' | 'clock' | 'logger'>;

const PAID_PLANS: PaidPlanId[] = ['jjc', 'agba', 'idan'];
const DAY_MS = 86_400_000;
/** Retention and churn look back this far; peak hours too. */
const LOOKBACK_DAYS = 30;
/** The longest revenue range; the shorter ones are its last months. */
const MAX_MONTHS = 12;
const TTL_MS = ANALYTICS_CACHE_SECONDS * 1000;

/** Everything both answers need, computed once per cache period. */
interface Figures extends Omit<AnalyticsDto, 'months' | 'generatedAt' | 'expiresAt'> {
  stats: Pick<AdminStatsDto, 'activeAccounts' | 'coverLetters' | 'resumes'>;
}

const pct = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
const ratio = (part: number, whole: number, decimals: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10 ** decimals) / 10 ** decimals : null;
/**
 * Naira, as the spec shows money, from kobo as it is stored: sums are added in whole kobo first
 * and averages rounded to the kobo, so every amount has at most two exact decimals.
 */
const naira = (kobo: number): number => Math.round(kobo) / 100;

/** Computes every figure of the Analytics tab from the stored records, as of `now`. */
export async function computeAnalytics(db: Database, now: Date): Promise<Figures> {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS);
  const growthDays = lastDays(now, ANALYTICS_WINDOWS.userGrowthDays);
  const engagementDays = lastDays(now, ANALYTICS_WINDOWS.engagementDays);
  const trendDays = lastDays(now, ANALYTICS_WINDOWS.documentTrendDays);
  const months = lastMonths(now, MAX_MONTHS);
  const growthStartDay = growthDays[0] as string;

  // Three or four queries at a time: the pool is shared with every other request.
  const [accounts, documents, signUps] = await Promise.all([
    repo.accountFigures(db, { now, since, growthStartDay }),
    repo.documentsPerType(db),
    repo.signUpsPerDay(db, growthStartDay),
  ]);
  const [activity, documentDays, hours] = await Promise.all([
    repo.activityPerDay(db, engagementDays[0] as string),
    repo.documentsPerDay(db, trendDays[0] as string),
    repo.generationsPerHour(db, since),
  ]);
  const [monthRows, planRows, funnel, recent] = await Promise.all([
    repo.revenuePerMonth(db, `${months[0]}-01`),
    repo.revenuePerPlan(db),
    repo.upgradeFunnel(db),
    recentActivity(db),
  ]);

  const totalUsers = accounts.total_users;
  const documentsGenerated = documents.cover_letter + documents.resume;

  let runningTotal = accounts.before_growth;
  const signUpsOn = new Map(signUps.map((r) => [r.day, r.n]));
  const userGrowth = growthDays.map((date) => {
    const users = signUpsOn.get(date) ?? 0;
    runningTotal += users;
    return { date, users, totalUsers: runningTotal };
  });

  const activityOn = new Map(activity.map((r) => [r.day, r]));
  const userEngagement = engagementDays.map((date) => ({
    date,
    activeUsers: activityOn.get(date)?.active_users ?? 0,
    totalSessions: activityOn.get(date)?.sessions ?? 0,
  }));

  const documentsOn = (date: string, type: string) =>
    documentDays.find((r) => r.day === date && r.type === type)?.n ?? 0;
  const documentTrends = trendDays.map((date) => ({
    date,
    coverLetters: documentsOn(date, 'cover_letter'),
    resumes: documentsOn(date, 'resume'),
  }));

  const monthly = (month: string, plan: PaidPlanId) =>
    monthRows.find((r) => r.month === month && r.plan_id === plan) ?? { revenue: 0, transactions: 0 };
  const monthlyRevenue = months.map((month) => {
    const rows = PAID_PLANS.map((planId) => ({ planId, ...monthly(month, planId) }));
    return {
      month,
      revenue: naira(rows.reduce((sum, r) => sum + r.revenue, 0)),
      transactions: rows.reduce((sum, r) => sum + r.transactions, 0),
      breakdown: rows.map((r) => ({
        planId: r.planId,
        revenue: naira(r.revenue),
        transactions: r.transactions,
      })),
    };
  });
  // The current calendar month: the Monthly Revenue card and the spec's revenue per user.
  const latestMonthKobo = monthRows
    .filter((r) => r.month === months.at(-1))
    .reduce((sum, r) => sum + r.revenue, 0);

  const planKobo = PAID_PLANS.map((planId) => ({
    planId,
    ...(planRows.find((r) => r.plan_id === planId) ?? { revenue: 0, transactions: 0 }),
  }));
  const revenueByPlan = planKobo.map((row) => ({
    planId: row.planId,
    revenue: naira(row.revenue),
    transactions: row.transactions,
    averageOrderValue: row.transactions > 0 ? naira(row.revenue / row.transactions) : null,
  }));
  const totalRecognizedRevenue = naira(planKobo.reduce((sum, p) => sum + p.revenue, 0));

  return {
    summary: {
      totalUsers,
      activeSubscribers: accounts.active_subscribers,
      documentsGenerated,
      monthlyRevenue: naira(latestMonthKobo),
    },
    planDistribution: PLAN_IDS.map((plan) => ({ plan, count: accounts[plan] })),
    recentActivity: recent,
    userGrowth,
    userEngagement,
    documentTrends,
    documentStats: [
      { type: 'cover_letter', count: documents.cover_letter },
      { type: 'resume', count: documents.resume },
    ],
    performanceMetrics: {
      retentionRate: pct(accounts.retained, accounts.retention_cohort),
      avgDocumentsPerUser: ratio(documentsGenerated, totalUsers, 2),
      // Not measured: a session records its start and a refresh every 15 days, not a visit's end.
      avgSessionDuration: null,
      peakUsageHours: hours
        .filter((h) => h.n > 0)
        .sort((a, b) => b.n - a.n || a.hour - b.hour)
        .map((h) => ({ hour: h.hour, usage: h.n })),
    },
    monthlyRevenue,
    conversionMetrics: {
      conversionRate: pct(funnel.payers, totalUsers),
      freeToJjc: pct(funnel.jjc_buyers, totalUsers),
      jjcToAgba: pct(funnel.jjc_to_agba, funnel.jjc_buyers),
      agbaToIdan: pct(funnel.agba_to_idan, funnel.agba_buyers),
      customerLifetimeValue: funnel.payers > 0 ? naira(funnel.payer_revenue / funnel.payers) : null,
      // Spec 02 §9: the latest month's revenue over active subscribers, dividing by at least 1.
      averageRevenuePerUser: naira(latestMonthKobo / Math.max(accounts.active_subscribers, 1)),
      totalRecognizedRevenue,
      payingCustomers: funnel.payers,
      churnRate: pct(accounts.churned, accounts.churn_base),
      revenueByPlan,
    },
    stats: {
      activeAccounts: accounts.active_accounts,
      coverLetters: documents.cover_letter,
      resumes: documents.resume,
    },
  };
}

// ---- the per-process cache and the two answers ------------------------------------------------

/**
 * One cache per database (a server process has one; each test its own). Per process rather than
 * in Redis: a warm answer costs no round trip, and each process computes at most once per 5 min.
 */
const caches = new WeakMap<Database, ComputedCache<'all', Figures>>();

function cacheOf(deps: AnalyticsDeps): ComputedCache<'all', Figures> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new ComputedCache(() => computeAnalytics(deps.db, deps.clock.now()), {
      ttlMs: TTL_MS,
      now: () => deps.clock.now().getTime(),
    });
    caches.set(deps.db, cache);
  }
  return cache;
}

const figures = (deps: AnalyticsDeps, refresh: boolean): Promise<Computed<Figures>> =>
  refresh ? cacheOf(deps).refresh('all') : cacheOf(deps).get('all');

interface Answer {
  dto: AnalyticsDto;
  body?: EncodedBody;
}

/** Each computed entry's answers per revenue range, built once (and encoded once, for REST). */
const answers = new WeakMap<Computed<Figures>, Map<RevenueMonths, Answer>>();

function answerFor(computed: Computed<Figures>, months: RevenueMonths): Answer {
  let perMonths = answers.get(computed);
  if (!perMonths) {
    perMonths = new Map();
    answers.set(computed, perMonths);
  }
  let answer = perMonths.get(months);
  if (!answer) {
    const { stats: _stats, ...rest } = computed.value;
    answer = {
      dto: {
        ...rest,
        monthlyRevenue: rest.monthlyRevenue.slice(-months),
        months,
        generatedAt: new Date(computed.computedAt).toISOString(),
        expiresAt: new Date(computed.computedAt + TTL_MS).toISOString(),
      },
    };
    perMonths.set(months, answer);
  }
  return answer;
}

/** GET /api/admin/analytics and `analytics.get` / `analytics.refresh`. */
export async function getAnalytics(
  deps: AnalyticsDeps,
  input: { months: RevenueMonths; refresh?: boolean },
): Promise<AnalyticsDto> {
  return answerFor(await figures(deps, input.refresh ?? false), input.months).dto;
}

/** The same answer encoded once per cache period (the REST shim sends its bytes as they are). */
export async function getAnalyticsBody(
  deps: AnalyticsDeps,
  input: { months: RevenueMonths; refresh?: boolean },
): Promise<EncodedBody> {
  const answer = answerFor(await figures(deps, input.refresh ?? false), input.months);
  answer.body ??= new EncodedBody(answer.dto);
  return answer.body;
}

/** GET /api/admin/stats and `analytics.stats`: the headline counts of the same computation. */
export async function getAdminStats(
  deps: AnalyticsDeps,
  input: { refresh?: boolean } = {},
): Promise<AdminStatsDto> {
  const computed = await figures(deps, input.refresh ?? false);
  const { summary, stats, conversionMetrics } = computed.value;
  return {
    ...summary,
    ...stats,
    payingCustomers: conversionMetrics.payingCustomers,
    totalRecognizedRevenue: conversionMetrics.totalRecognizedRevenue,
    generatedAt: new Date(computed.computedAt).toISOString(),
    expiresAt: new Date(computed.computedAt + TTL_MS).toISOString(),
  };
}
