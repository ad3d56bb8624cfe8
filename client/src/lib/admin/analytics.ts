import type {
  AnalyticsSummaryDto,
  MonthlyRevenueDto,
  PaidPlanId,
  PlanCountDto,
  RecentActivityDto,
} from '@app/shared/analytics/dto';
import { formatKobo } from '@app/shared/billing/money';
import { PLANS } from '@app/shared/plans/catalogue';
import { formatShortDate } from '../format-date';

/**
 * The Analytics tab's figures in words (spec 02 §2, §3, §9). Every number comes from the server;
 * where it has nothing to compute from (null, or a series of zeros) the screen says so instead of
 * showing the spec's display fallbacks (DECISIONS.md "Analytics").
 */

export type AnalyticsModal = 'users' | 'subscribers' | 'documents' | 'revenue' | 'distribution' | 'activity';

export const MODAL_TITLES: Record<AnalyticsModal, string> = {
  users: 'User Analytics',
  subscribers: 'Subscriber Analytics',
  documents: 'Document Analytics',
  revenue: 'Revenue Analytics',
  distribution: 'Subscription Distribution',
  activity: 'Recent Activity',
};

/** Spec 02 §9: the Recent Activity panel shows the first 6 items. */
export const ACTIVITY_PREVIEW = 6;

export const NO_DATA = 'Not enough data yet';

const count = new Intl.NumberFormat('en-NG');
export const formatCount = (n: number): string => count.format(n);

/** A percentage the server computed (0–100, one decimal), or that there is nothing to compute from. */
export const formatRate = (rate: number | null): string => (rate === null ? NO_DATA : `${rate}%`);

/** Naira as the server sends it (kobo, if any, as two decimals): ₦10,000 or ₦10,000.50. */
export const formatMoney = (naira: number | null): string =>
  naira === null ? NO_DATA : formatKobo(Math.round(naira * 100));

export interface SummaryCard {
  modal: AnalyticsModal;
  label: string;
  value: string;
  detail: string;
}

/** The four clickable cards. */
export function summaryCards(summary: AnalyticsSummaryDto): SummaryCard[] {
  return [
    { modal: 'users', label: 'Total Users', value: formatCount(summary.totalUsers), detail: 'All accounts' },
    {
      modal: 'subscribers',
      label: 'Active Subscribers',
      value: formatCount(summary.activeSubscribers),
      detail: 'On a paid plan that is running',
    },
    {
      modal: 'documents',
      label: 'Documents Generated',
      value: formatCount(summary.documentsGenerated),
      detail: 'Cover letters and resumes',
    },
    {
      modal: 'revenue',
      label: 'Monthly Revenue',
      value: formatMoney(summary.monthlyRevenue),
      detail: 'Payments confirmed this month',
    },
  ];
}

export interface DistributionRow {
  plan: PlanCountDto['plan'];
  label: string;
  count: number;
  /** Share of all accounts, whole percent. */
  percent: number;
}

/** Every plan with its share of the accounts; no rows when there is no account at all. */
export function distributionRows(rows: readonly PlanCountDto[]): DistributionRow[] {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return [];
  return rows.map((r) => ({
    plan: r.plan,
    label: PLANS[r.plan]?.name ?? r.plan,
    count: r.count,
    percent: Math.round((r.count / total) * 100),
  }));
}

/** True when every point of a series is zero (or there is none): the chart says "no data yet". */
export function isEmptySeries<T>(points: readonly T[], keys: readonly (keyof T)[]): boolean {
  return points.every((p) => keys.every((k) => !p[k]));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-11-23' → '23 Nov' (a Lagos calendar day, shown as it is: no time-zone shift). */
export function formatDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m}`;
}

/** '2025-11' → 'Nov 2025'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** 14 → '14:00'. */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

export const PAID_PLANS: PaidPlanId[] = ['jjc', 'agba', 'idan'];

export type RevenueRow = { month: string; label: string; revenue: number; transactions: number } & Record<
  PaidPlanId,
  number
>;

/** Monthly revenue for the chart: naira per month and per plan. */
export function revenueRows(months: readonly MonthlyRevenueDto[]): RevenueRow[] {
  return months.map((m) => {
    const byPlan = Object.fromEntries(
      PAID_PLANS.map((plan) => [plan, m.breakdown.find((b) => b.planId === plan)?.revenue ?? 0]),
    ) as Record<PaidPlanId, number>;
    return {
      month: m.month,
      label: formatMonth(m.month),
      revenue: m.revenue,
      transactions: m.transactions,
      ...byPlan,
    };
  });
}

/** Naira for a chart axis: ₦1.2M, ₦45k, ₦900. */
export function formatNairaShort(naira: number): string {
  if (naira >= 1_000_000) return `₦${trimZero((naira / 1_000_000).toFixed(1))}M`;
  if (naira >= 1_000) return `₦${trimZero((naira / 1_000).toFixed(1))}k`;
  return `₦${Math.round(naira)}`;
}
const trimZero = (s: string) => s.replace(/\.0$/, '');

export const activityPreview = (items: readonly RecentActivityDto[]): RecentActivityDto[] =>
  items.slice(0, ACTIVITY_PREVIEW);

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return formatShortDate(new Date(iso));
}
