import { z } from 'zod';

/** Revenue range of the Revenue Analytics modal (spec 02 §9: 3, 6 or 12 months, default 12). */
export const REVENUE_MONTHS = [3, 6, 12] as const;
export type RevenueMonths = (typeof REVENUE_MONTHS)[number];
export const DEFAULT_REVENUE_MONTHS: RevenueMonths = 12;

/** How long a computed analytics answer is served before it is computed again (spec 02 §9). */
export const ANALYTICS_CACHE_SECONDS = 300;

/** Windows of spec 02 §9, in days ending today (Africa/Lagos calendar days). */
export const ANALYTICS_WINDOWS = { userGrowthDays: 30, engagementDays: 7, documentTrendDays: 14 } as const;

/** Calendar days and months are Nigerian ones (WAT, UTC+1, no daylight saving). */
export const ANALYTICS_TIME_ZONE = 'Africa/Lagos';

export const ANALYTICS_MESSAGES = {
  months: 'Choose a revenue range of 3, 6 or 12 months.',
  refresh: 'refresh must be true or false.',
  provider: 'Unknown provider filter.',
  outcome: 'Choose the outcome ok or error.',
  kind: 'Choose the kind generation, prompt_test or connection_test.',
  limit: 'limit must be a whole number from 1 to 200.',
  cursor: 'That position in the call list is not valid.',
  timeline: 'Choose the timeline 24h or 7d.',
} as const;

export const ZRevenueMonths = z.literal(REVENUE_MONTHS, { error: ANALYTICS_MESSAGES.months });

/** `analytics.get` / `analytics.refresh` input. */
export const ZAnalyticsInput = z.object({ months: ZRevenueMonths.default(DEFAULT_REVENUE_MONTHS) });
export type TAnalyticsInput = z.infer<typeof ZAnalyticsInput>;

/** GET /api/admin/analytics?months=3|6|12&refresh=true — query strings arrive as text. */
export const ZAnalyticsQuery = z.object({
  months: z
    .enum(['3', '6', '12'], { error: ANALYTICS_MESSAGES.months })
    .transform((m) => Number(m) as RevenueMonths)
    .default(DEFAULT_REVENUE_MONTHS),
  refresh: z
    .enum(['true', 'false', '1', '0'], { error: ANALYTICS_MESSAGES.refresh })
    .transform((r) => r === 'true' || r === '1')
    .default(false),
});

/** GET /api/admin/stats?refresh=true */
export const ZStatsQuery = ZAnalyticsQuery.pick({ refresh: true });

// ---- AI monitoring -------------------------------------------------------------------------

export const AI_CALL_KINDS = ['generation', 'prompt_test', 'connection_test'] as const;
export type AiCallKind = (typeof AI_CALL_KINDS)[number];
export const AI_CALL_OUTCOMES = ['ok', 'error'] as const;
export type AiCallOutcome = (typeof AI_CALL_OUTCOMES)[number];

export const MONITORING_TIMELINES = ['24h', '7d'] as const;
export type MonitoringTimeline = (typeof MONITORING_TIMELINES)[number];

/** How often the monitor asks for calls newer than the last one it shows (no reload needed). */
export const MONITORING_POLL_MS = 5_000;
export const LATEST_CALLS_DEFAULT_LIMIT = 50;
export const LATEST_CALLS_MAX_LIMIT = 200;

/** `analytics.monitoring` input: which timeline to bucket (24h: hourly, 7d: 6-hourly). */
export const ZMonitoringInput = z.object({
  timeline: z.enum(MONITORING_TIMELINES, { error: ANALYTICS_MESSAGES.timeline }).default('24h'),
});
export type TMonitoringInput = z.infer<typeof ZMonitoringInput>;

/**
 * A position in the newest-first call list: the created_at (ISO) and id of a call, joined by '|'.
 * `before` pages back through older calls, `after` polls for calls newer than the one shown first.
 */
export const ZCallCursor = z
  .string({ error: ANALYTICS_MESSAGES.cursor })
  .max(80, ANALYTICS_MESSAGES.cursor)
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    ANALYTICS_MESSAGES.cursor,
  );

const latestCallsLimit = z
  .number({ error: ANALYTICS_MESSAGES.limit })
  .int(ANALYTICS_MESSAGES.limit)
  .min(1, ANALYTICS_MESSAGES.limit)
  .max(LATEST_CALLS_MAX_LIMIT, ANALYTICS_MESSAGES.limit);

const latestCallsFilters = {
  provider: z
    .string({ error: ANALYTICS_MESSAGES.provider })
    .regex(/^[a-z0-9_-]{1,40}$/, ANALYTICS_MESSAGES.provider)
    .optional(),
  outcome: z.enum(AI_CALL_OUTCOMES, { error: ANALYTICS_MESSAGES.outcome }).optional(),
  kind: z.enum(AI_CALL_KINDS, { error: ANALYTICS_MESSAGES.kind }).optional(),
  before: ZCallCursor.optional(),
  after: ZCallCursor.optional(),
};

/** `analytics.latestCalls` input: filters, page size, and a cursor to page back or poll forward. */
export const ZLatestCallsInput = z.object({
  ...latestCallsFilters,
  limit: latestCallsLimit.default(LATEST_CALLS_DEFAULT_LIMIT),
});
export type TLatestCallsInput = z.infer<typeof ZLatestCallsInput>;

/** GET /api/admin/ai-calls: the same fields as a query string (limit arrives as text). */
export const ZLatestCallsQuery = z.object({
  ...latestCallsFilters,
  limit: z
    .string({ error: ANALYTICS_MESSAGES.limit })
    .regex(/^\d{1,3}$/, ANALYTICS_MESSAGES.limit)
    .transform(Number)
    .pipe(latestCallsLimit)
    .default(LATEST_CALLS_DEFAULT_LIMIT),
});

/** GET /api/admin/ai-monitoring?timeline=24h|7d&refresh=true (refresh: computed now, not cached). */
export const ZMonitoringQuery = ZMonitoringInput.extend(ZAnalyticsQuery.pick({ refresh: true }).shape);
