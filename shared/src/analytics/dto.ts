import type { BreakerStateDto } from '../admin/providers.js';
import type { PlanId } from '../plans/catalogue.js';
import type { AiCallKind, AiCallOutcome, MonitoringTimeline, RevenueMonths } from './schemas.js';

/**
 * The contract between the analytics module and the admin console's Analytics and AI Monitoring
 * tabs (spec 02 §2, §3 "Analytics summary / detail"). Every figure is computed from stored records;
 * where there is nothing to compute from, the field is null (a rate, an average) or the list is
 * empty — never a made-up figure (DECISIONS.md "Analytics"). Amounts are Naira, as the spec shows
 * them (₦10,000 is 10000; kobo, when there are any, as two decimals), under the spec's names. Rates
 * are percentages (0–100) with one decimal. Dates are
 * Africa/Lagos calendar days ('YYYY-MM-DD') and months ('YYYY-MM'); timestamps are ISO strings.
 */

export type PaidPlanId = Exclude<PlanId, 'free_trial'>;

/** The four cards. */
export interface AnalyticsSummaryDto {
  totalUsers: number;
  /** Accounts on a paid plan whose status is active and whose period has not ended. */
  activeSubscribers: number;
  /**
   * Documents generated (cover letters + resumes) since the start: a document deleted since, or
   * one of a closed account, still counts.
   */
  documentsGenerated: number;
  /** The Monthly Revenue card: successful payments confirmed in the current calendar month, ₦. */
  monthlyRevenue: number;
}

/** Every plan of the catalogue, zero counts included. */
export interface PlanCountDto {
  plan: PlanId;
  count: number;
}

export type ActivityType = 'user' | 'document' | 'subscription' | 'other';

/** Sign-ups (user), documents (document), successful payments (subscription), admin actions (other). */
export interface RecentActivityDto {
  /** Stable key for the list: '<type>:<record id>'. */
  id: string;
  type: ActivityType;
  message: string;
  timestamp: string;
  /** For an administrator's action (type 'other'): who acted, by name (or e-mail); null when deleted since. */
  actor?: string | null;
}

/** One point per day of the last 30 days. */
export interface UserGrowthPointDto {
  date: string;
  /** Accounts created that day. */
  users: number;
  /** Accounts that existed at the end of that day (still stored today). */
  totalUsers: number;
}

/** One point per day of the last 7 days. */
export interface EngagementPointDto {
  date: string;
  /** Distinct accounts that signed in or started a generation that day. */
  activeUsers: number;
  /** Sign-ins that day (sessions created; sessions already signed out are no longer stored). */
  totalSessions: number;
}

/** One point per day of the last 14 days. */
export interface DocumentTrendPointDto {
  date: string;
  coverLetters: number;
  resumes: number;
}

export interface DocumentStatDto {
  type: 'cover_letter' | 'resume';
  count: number;
}

export interface PeakHourDto {
  /** Hour of the day, 0–23, Africa/Lagos. */
  hour: number;
  /** Generations started in that hour of the day over the last 30 days. */
  usage: number;
}

export interface PerformanceMetricsDto {
  /** Accounts older than 30 days that were active in the last 30 days, % of those accounts. */
  retentionRate: number | null;
  /** Documents per account, two decimals. */
  avgDocumentsPerUser: number | null;
  /**
   * Minutes. Always null today: sessions record only their start and a refresh every 15 days, so
   * the length of a visit is not measured (the client says "Not measured").
   */
  avgSessionDuration: number | null;
  /** Hours with at least one generation, busiest first (ties: earlier hour first). */
  peakUsageHours: PeakHourDto[];
}

export interface PlanRevenueDto {
  planId: PaidPlanId;
  /** ₦. */
  revenue: number;
  transactions: number;
}

/** One entry per calendar month of the chosen range, oldest first, months without payments as 0. */
export interface MonthlyRevenueDto {
  month: string;
  /** ₦. */
  revenue: number;
  transactions: number;
  /** Every paid plan, zeros included. */
  breakdown: PlanRevenueDto[];
}

export interface RevenueByPlanDto extends PlanRevenueDto {
  /** ₦ per transaction; null without any transaction. */
  averageOrderValue: number | null;
}

/** All-time figures from successful payments and the grants they made. */
export interface ConversionMetricsDto {
  /** Accounts that ever paid, % of all accounts. */
  conversionRate: number | null;
  /** Accounts that ever bought Basic (jjc), % of all accounts (everyone starts on the free trial). */
  freeToJjc: number | null;
  /** Of the accounts that bought jjc, % that later bought agba. */
  jjcToAgba: number | null;
  /** Of the accounts that bought agba, % that later bought idan. */
  agbaToIdan: number | null;
  /** Recognised revenue per paying account, ₦; null before anyone paid. */
  customerLifetimeValue: number | null;
  /**
   * Spec 02 §9: the latest month's revenue (the current calendar month, as the Monthly Revenue
   * card) divided by active subscribers, with a minimum divisor of 1; ₦.
   */
  averageRevenuePerUser: number;
  /** Sum of every successful payment, ₦. */
  totalRecognizedRevenue: number;
  /** Distinct accounts with a successful payment. */
  payingCustomers: number;
  /**
   * Of the accounts whose paid period was running at some point in the last 30 days, % whose
   * period ended in those 30 days without a later one.
   */
  churnRate: number | null;
  revenueByPlan: RevenueByPlanDto[];
}

/** GET /api/admin/analytics and `analytics.get` / `analytics.refresh`. */
export interface AnalyticsDto {
  summary: AnalyticsSummaryDto;
  planDistribution: PlanCountDto[];
  /** Newest first, up to 20 (the panel shows the first 6). */
  recentActivity: RecentActivityDto[];
  userGrowth: UserGrowthPointDto[];
  userEngagement: EngagementPointDto[];
  documentTrends: DocumentTrendPointDto[];
  documentStats: DocumentStatDto[];
  performanceMetrics: PerformanceMetricsDto;
  monthlyRevenue: MonthlyRevenueDto[];
  conversionMetrics: ConversionMetricsDto;
  /** The revenue range this answer covers. */
  months: RevenueMonths;
  /** When the figures were computed; served from the cache until `expiresAt`. */
  generatedAt: string;
  expiresAt: string;
}

/** GET /api/admin/stats and `analytics.stats`: the headline counts (same computation and cache). */
export interface AdminStatsDto extends AnalyticsSummaryDto {
  /** Accounts that may sign in (not deactivated). */
  activeAccounts: number;
  coverLetters: number;
  resumes: number;
  payingCustomers: number;
  /** Sum of every successful payment, ₦. */
  totalRecognizedRevenue: number;
  generatedAt: string;
  expiresAt: string;
}

// ---- AI monitoring -------------------------------------------------------------------------

/** Call figures of one group (a provider's model, or everything) over one window. */
export interface CallFiguresDto {
  calls: number;
  errors: number;
  /** % of calls that failed; null without calls. */
  errorRate: number | null;
  /** Whole-call latency and time to first token, milliseconds; null without a measured call. */
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  firstTokenP50Ms: number | null;
  firstTokenP95Ms: number | null;
  /** Sums of the tokens the providers reported (calls without a report count 0). */
  tokensIn: number;
  tokensOut: number;
  /** From MODEL_PRICES_USD_PER_MILLION; null when no call of the group has a known price. */
  estimatedCostUsd: number | null;
}

export interface ModelFiguresDto extends CallFiguresDto {
  provider: string;
  /** The catalogue's name for the provider, or the id when it is not in the catalogue. */
  providerName: string;
  model: string;
}

export interface MonitoringWindowDto {
  totals: CallFiguresDto;
  /** Busiest first. */
  byModel: ModelFiguresDto[];
}

export interface TimelineBucketDto {
  /** Start of the bucket (ISO). */
  start: string;
  calls: number;
  errors: number;
  avgLatencyMs: number | null;
  tokensOut: number;
}

/** A provider's circuit breaker as the admin module reports it, with the provider's name. */
export interface ProviderBreakerDto extends BreakerStateDto {
  providerName: string;
}

/** `analytics.monitoring` and GET /api/admin/ai-monitoring. */
export interface MonitoringDto {
  last24h: MonitoringWindowDto;
  last7d: MonitoringWindowDto;
  timeline: {
    range: MonitoringTimeline;
    bucketMinutes: number;
    /** Oldest first, every bucket of the range (empty ones as zeros). */
    buckets: TimelineBucketDto[];
  };
  /**
   * The breaker of every provider that is stored or was called in the last 7 days (closed when it
   * never failed); empty while the breaker is not readable from this process.
   */
  breakers: ProviderBreakerDto[];
  generatedAt: string;
}

/** One model call of the AI call log. */
export interface AiCallDto {
  id: string;
  createdAt: string;
  provider: string;
  providerName: string;
  model: string;
  kind: AiCallKind;
  /** What was written: cover_letter, resume, test, connection_test… */
  purpose: string;
  outcome: AiCallOutcome;
  /** ModelFailure class (rate_limited, server_error, timeout, invalid_key…), null when ok. */
  errorClass: string | null;
  /** The recorded message, else the human sentence for the class; null when ok. */
  errorMessage: string | null;
  totalMs: number;
  firstTokenMs: number | null;
  tokensIn: number | null;
  tokensOut: number | null;
  estimatedCostUsd: number | null;
  generationId: string | null;
}

/** `analytics.latestCalls` and GET /api/admin/ai-calls. Newest first. */
export interface LatestCallsDto {
  calls: AiCallDto[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: string | null;
  /** Cursor of the newest call in this answer: pass as `after` to poll for newer ones. */
  newestCursor: string | null;
}
