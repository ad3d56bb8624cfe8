import {
  type AiCallDto,
  type CallFiguresDto,
  estimateCostUsd,
  getProvider,
  type LatestCallsDto,
  type ModelFiguresDto,
  type MonitoringDto,
  type MonitoringTimeline,
  type MonitoringWindowDto,
  type ProviderBreakerDto,
  type TLatestCallsInput,
} from '@app/shared';
import type { Database } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { listProviders } from '../admin/providers.repo.js';
import { readBreakerStates } from '../generation/ai/circuit-breaker.js';
import { MODEL_FAILURE_MESSAGES, type ModelFailure } from '../generation/ai/model-errors.js';
import { type Computed, ComputedCache } from './computed-cache.js';
import * as repo from './monitoring.repo.js';

type MonitoringDeps = Pick<Deps, 'db' | 'redis' | 'env' | 'clock' | 'logger'>;

const HOUR_MS = 3_600_000;
/** The monitor's figures are at most this old; the latest-calls list is always live. */
export const MONITORING_TTL_MS = 15_000;
/** Up to this much older, figures are answered at once while new ones are computed. */
export const MONITORING_STALE_MS = 60_000;
/** Buckets align on midnight in Lagos (UTC+1, no daylight saving). */
const BUCKET_ORIGIN = new Date('2000-01-01T00:00:00+01:00');
const TIMELINES: Record<MonitoringTimeline, { bucketMinutes: number; count: number }> = {
  '24h': { bucketMinutes: 60, count: 24 },
  '7d': { bucketMinutes: 360, count: 28 },
};

const providerName = (id: string): string => getProvider(id)?.name ?? id;
const whole = (n: number | null | undefined): number | null =>
  n === null || n === undefined ? null : Math.round(n);
const sumCosts = (costs: Array<number | null>): number | null => {
  const known = costs.filter((c): c is number => c !== null);
  return known.length > 0 ? Math.round(known.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : null;
};

function figuresOf(row: repo.GroupFiguresRow, estimatedCostUsd: number | null): CallFiguresDto {
  return {
    calls: row.calls,
    errors: row.errors,
    errorRate: row.calls > 0 ? Math.round((1000 * row.errors) / row.calls) / 10 : null,
    latencyP50Ms: whole(row.latency?.[0]),
    latencyP95Ms: whole(row.latency?.[1]),
    firstTokenP50Ms: whole(row.first_token?.[0]),
    firstTokenP95Ms: whole(row.first_token?.[1]),
    tokensIn: row.tokens_in,
    tokensOut: row.tokens_out,
    estimatedCostUsd,
  };
}

const EMPTY: repo.GroupFiguresRow = {
  provider: null,
  model: null,
  calls: 0,
  errors: 0,
  latency: null,
  first_token: null,
  tokens_in: 0,
  tokens_out: 0,
};

async function windowSince(db: Database, since: Date): Promise<MonitoringWindowDto> {
  const rows = await repo.figuresSince(db, since);
  const byModel: ModelFiguresDto[] = rows
    .filter((r): r is repo.GroupFiguresRow & { provider: string; model: string } => r.provider !== null)
    .map((r) => ({
      provider: r.provider,
      providerName: providerName(r.provider),
      model: r.model,
      ...figuresOf(r, estimateCostUsd(r.provider, r.model, r.tokens_in, r.tokens_out)),
    }));
  const totals = rows.find((r) => r.provider === null) ?? EMPTY;
  return { totals: figuresOf(totals, sumCosts(byModel.map((m) => m.estimatedCostUsd))), byModel };
}

async function timeline(
  db: Database,
  range: MonitoringTimeline,
  now: Date,
): Promise<MonitoringDto['timeline']> {
  const { bucketMinutes, count } = TIMELINES[range];
  const bucketMs = bucketMinutes * 60_000;
  const origin = BUCKET_ORIGIN.getTime();
  const current = origin + Math.floor((now.getTime() - origin) / bucketMs) * bucketMs;
  const from = new Date(current - (count - 1) * bucketMs);
  const rows = await repo.buckets(db, { from, origin: BUCKET_ORIGIN, bucketMinutes });
  const byStart = new Map(rows.map((r) => [new Date(r.start).getTime(), r]));
  return {
    range,
    bucketMinutes,
    buckets: Array.from({ length: count }, (_, i) => {
      const start = from.getTime() + i * bucketMs;
      const row = byStart.get(start);
      return {
        start: new Date(start).toISOString(),
        calls: row?.calls ?? 0,
        errors: row?.errors ?? 0,
        avgLatencyMs: whole(row?.avg_latency),
        tokensOut: row?.tokens_out ?? 0,
      };
    }),
  };
}

/** The figures, and whose breakers to show (read live on every answer). */
type Figures = Omit<MonitoringDto, 'breakers'> & { breakerProviders: string[] };

async function computeMonitoring(db: Database, range: MonitoringTimeline, now: Date): Promise<Figures> {
  const weekAgo = new Date(now.getTime() - 168 * HOUR_MS);
  const [last24h, last7d, line, called, stored] = await Promise.all([
    windowSince(db, new Date(now.getTime() - 24 * HOUR_MS)),
    windowSince(db, weekAgo),
    timeline(db, range, now),
    repo.providersCalledSince(db, weekAgo),
    listProviders(db),
  ]);
  const breakerProviders = [...new Set([...stored.map((p) => p.name), ...called])].sort();
  return { last24h, last7d, timeline: line, breakerProviders, generatedAt: now.toISOString() };
}

/** One cache per database, per timeline (see ComputedCache): figures at most 15 s old. */
const caches = new WeakMap<Database, ComputedCache<MonitoringTimeline, Figures>>();

function cacheOf(deps: MonitoringDeps): ComputedCache<MonitoringTimeline, Figures> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new ComputedCache((range) => computeMonitoring(deps.db, range, deps.clock.now()), {
      ttlMs: MONITORING_TTL_MS,
      staleMs: MONITORING_STALE_MS,
      now: () => deps.clock.now().getTime(),
      onBackgroundError: (err) => deps.logger.error({ err }, 'AI monitoring figures failed'),
    });
    caches.set(deps.db, cache);
  }
  return cache;
}

/** The breakers of the stored providers and of those called lately, read live from Redis. */
async function breakers(deps: MonitoringDeps, providers: string[]): Promise<ProviderBreakerDto[]> {
  const states = await readBreakerStates(deps, providers);
  return states.map((s) => ({ ...s, providerName: providerName(s.provider) }));
}

const cachedFigures = (deps: MonitoringDeps, input: { timeline: MonitoringTimeline; refresh?: boolean }) => {
  const cache = cacheOf(deps);
  return input.refresh ? cache.refresh(input.timeline) : cache.get(input.timeline);
};

/** `analytics.monitoring`: the cached figures with the breakers as they are now. */
export async function getMonitoring(
  deps: MonitoringDeps,
  input: { timeline: MonitoringTimeline; refresh?: boolean },
): Promise<MonitoringDto> {
  const { value } = await cachedFigures(deps, input);
  const { breakerProviders, ...figures } = value;
  return { ...figures, breakers: await breakers(deps, breakerProviders) };
}

/** Each computed entry's figures as JSON (without its first '{'), serialised once. */
const figuresJson = new WeakMap<Computed<Figures>, string>();

/**
 * GET /api/admin/ai-monitoring: the same answer as JSON text. Only the live breakers are
 * serialised per request; the figures' text is made once per computation and joined to them.
 */
export async function getMonitoringJson(
  deps: MonitoringDeps,
  input: { timeline: MonitoringTimeline; refresh?: boolean },
): Promise<string> {
  const computed = await cachedFigures(deps, input);
  let rest = figuresJson.get(computed);
  if (rest === undefined) {
    const { breakerProviders: _providers, ...figures } = computed.value;
    rest = JSON.stringify(figures).slice(1);
    figuresJson.set(computed, rest);
  }
  const live = JSON.stringify(await breakers(deps, computed.value.breakerProviders));
  return `{"breakers":${live},${rest}`;
}

// ---- the latest calls ---------------------------------------------------------------------

const cursorOf = (row: repo.CallRow): string => `${row.at}|${row.id}`;
const parseCursor = (cursor: string | undefined) => {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('|') as [string, string];
  return { at, id };
};

function errorMessage(row: repo.CallRow): string | null {
  if (row.outcome === 'ok') return null;
  if (row.error_message) return row.error_message;
  return MODEL_FAILURE_MESSAGES[row.error_class as ModelFailure] ?? null;
}

function callDto(row: repo.CallRow): AiCallDto {
  const priced = row.tokens_in !== null || row.tokens_out !== null;
  return {
    id: row.id,
    createdAt: new Date(row.at).toISOString(),
    provider: row.provider,
    providerName: providerName(row.provider),
    model: row.model,
    kind: row.kind,
    purpose: row.purpose,
    outcome: row.outcome,
    errorClass: row.error_class,
    errorMessage: errorMessage(row),
    totalMs: row.total_ms,
    firstTokenMs: row.first_token_ms,
    tokensIn: row.tokens_in,
    tokensOut: row.tokens_out,
    estimatedCostUsd: priced
      ? estimateCostUsd(row.provider, row.model, row.tokens_in ?? 0, row.tokens_out ?? 0)
      : null,
    generationId: row.generation_id,
  };
}

/** `analytics.latestCalls` and GET /api/admin/ai-calls: newest first, filtered, live. */
export async function getLatestCalls(
  deps: Pick<Deps, 'db'>,
  input: TLatestCallsInput,
): Promise<LatestCallsDto> {
  const rows = await repo.latestCalls(deps.db, {
    provider: input.provider,
    outcome: input.outcome,
    kind: input.kind,
    before: parseCursor(input.before),
    after: parseCursor(input.after),
    limit: input.limit + 1,
  });
  const shown = rows.slice(0, input.limit);
  const first = shown[0];
  const last = shown.at(-1);
  return {
    calls: shown.map(callDto),
    nextCursor: rows.length > input.limit && last ? cursorOf(last) : null,
    newestCursor: first ? cursorOf(first) : (input.after ?? null),
  };
}
