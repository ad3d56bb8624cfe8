import type { AiCallDto, TimelineBucketDto } from '@app/shared/analytics/dto';
import type { AiCallKind, AiCallOutcome, TLatestCallsInput } from '@app/shared/analytics/schemas';
import { formatClockTime, formatWeekdayTime } from '../format-date';

/** The AI Monitoring tab's figures in words and the live call list. */

/** 850 → '850 ms', 1234 → '1.2 s', null → '—' (no measured call). */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/** 1234 → '1.2k', 2_500_000 → '2.5M'. */
export function formatTokens(n: number | null): string {
  if (n === null) return '—';
  if (n >= 1_000_000) return `${trim((n / 1_000_000).toFixed(1))}M`;
  if (n >= 1_000) return `${trim((n / 1_000).toFixed(1))}k`;
  return String(n);
}
const trim = (s: string) => s.replace(/\.0$/, '');

/** Estimated US-dollar cost: 'No price' for a model without a list price, '<$0.01' for crumbs. */
export function formatCost(usd: number | null): string {
  if (usd === null) return 'No price';
  if (usd === 0) return '$0.00';
  if (usd < 0.01) return '<$0.01';
  return `$${usd.toFixed(2)}`;
}

export const formatErrorRate = (rate: number | null): string => (rate === null ? '—' : `${rate}%`);

export const KIND_LABELS: Record<AiCallKind, string> = {
  generation: 'Generation',
  prompt_test: 'Prompt test',
  connection_test: 'Connection test',
};

export const OUTCOME_LABELS: Record<AiCallOutcome, string> = { ok: 'Succeeded', error: 'Failed' };

export interface CallFilters {
  provider: string | 'all';
  outcome: AiCallOutcome | 'all';
  kind: AiCallKind | 'all';
}

export const NO_FILTERS: CallFilters = { provider: 'all', outcome: 'all', kind: 'all' };

/** What `analytics.latestCalls` is asked for: the chosen filters, and a cursor when paging or polling. */
export function latestCallsInput(
  filters: CallFilters,
  cursor: { before?: string | null; after?: string | null } = {},
  limit = 25,
): TLatestCallsInput {
  return {
    limit,
    ...(filters.provider === 'all' ? {} : { provider: filters.provider }),
    ...(filters.outcome === 'all' ? {} : { outcome: filters.outcome }),
    ...(filters.kind === 'all' ? {} : { kind: filters.kind }),
    ...(cursor.before ? { before: cursor.before } : {}),
    ...(cursor.after ? { after: cursor.after } : {}),
  };
}

/** Calls newer than the list's first go on top (newest first), each call once, at most `max`. */
export function prependCalls(
  current: readonly AiCallDto[],
  fresh: readonly AiCallDto[],
  max = 200,
): AiCallDto[] {
  const seen = new Set(current.map((c) => c.id));
  const added = fresh.filter((c) => !seen.has(c.id));
  return [...added, ...current].slice(0, max);
}

/** Older calls (Load older) go at the bottom, each once. */
export function appendCalls(current: readonly AiCallDto[], older: readonly AiCallDto[]): AiCallDto[] {
  const seen = new Set(current.map((c) => c.id));
  return [...current, ...older.filter((c) => !seen.has(c.id))];
}

export interface TimelinePoint {
  label: string;
  calls: number;
  errors: number;
  succeeded: number;
  avgLatencyMs: number | null;
}

/**
 * Timeline buckets for the chart, labelled by hour ('9:00 PM', 24 h) or by weekday and hour
 * ('Mon 9:00 PM', 7 d), on the administrator's clock.
 */
export function timelinePoints(buckets: readonly TimelineBucketDto[], range: '24h' | '7d'): TimelinePoint[] {
  const format = range === '24h' ? formatClockTime : formatWeekdayTime;
  return buckets.map((b) => ({
    label: format(new Date(b.start)),
    calls: b.calls,
    errors: b.errors,
    succeeded: Math.max(0, b.calls - b.errors),
    avgLatencyMs: b.avgLatencyMs,
  }));
}
