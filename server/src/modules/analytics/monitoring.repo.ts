import type { AiCallKind, AiCallOutcome } from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The SQL behind AI monitoring, over `ai_call_logs` (one row per model call, written by
 * generation/ai/stream-document.ts, the prompt tests and the connection tests).
 */

export interface GroupFiguresRow {
  /** null on the totals row. */
  provider: string | null;
  model: string | null;
  calls: number;
  errors: number;
  /** [p50, p95] of successful calls; null without one. */
  latency: number[] | null;
  first_token: number[] | null;
  tokens_in: number;
  tokens_out: number;
}

/**
 * Calls since `since` per provider and model, plus a totals row (provider null): counts, exact
 * p50/p95 of the whole call and of the time to first token over the successful calls (a failed
 * call's time measures how long it took to fail), and the token sums the providers reported.
 */
export async function figuresSince(db: Database, since: Date): Promise<GroupFiguresRow[]> {
  const { rows } = await sql<GroupFiguresRow>`
    select provider, model, count(*) as calls,
      count(*) filter (where outcome = 'error') as errors,
      percentile_cont(array[0.5, 0.95]) within group (order by total_ms)
        filter (where outcome = 'ok') as latency,
      percentile_cont(array[0.5, 0.95]) within group (order by first_token_ms)
        filter (where outcome = 'ok') as first_token,
      coalesce(sum(tokens_in), 0)::bigint as tokens_in,
      coalesce(sum(tokens_out), 0)::bigint as tokens_out
    from ai_call_logs
    where created_at >= ${since}
    group by grouping sets ((provider, model), ())
    order by calls desc, provider, model`.execute(db);
  return rows;
}

export interface BucketRow {
  start: Date;
  calls: number;
  errors: number;
  avg_latency: number | null;
  tokens_out: number;
}

/** Calls from `from` on in buckets of `bucketMinutes`, aligned on `origin`. */
export async function buckets(
  db: Database,
  w: { from: Date; origin: Date; bucketMinutes: number },
): Promise<BucketRow[]> {
  const { rows } = await sql<BucketRow>`
    select date_bin(${`${w.bucketMinutes} minutes`}::interval, created_at, ${w.origin}) as start,
      count(*) as calls, count(*) filter (where outcome = 'error') as errors,
      (avg(total_ms) filter (where outcome = 'ok'))::float8 as avg_latency,
      coalesce(sum(tokens_out), 0)::bigint as tokens_out
    from ai_call_logs where created_at >= ${w.from}
    group by 1`.execute(db);
  return rows;
}

/** Providers called since `since` (their breakers are shown even when no longer stored). */
export async function providersCalledSince(db: Database, since: Date): Promise<string[]> {
  const { rows } = await sql<{ provider: string }>`
    select distinct provider from ai_call_logs where created_at >= ${since}`.execute(db);
  return rows.map((r) => r.provider);
}

export interface CallRow {
  id: string;
  /** created_at in full (microseconds), for the cursor. */
  at: string;
  provider: string;
  model: string;
  kind: AiCallKind;
  purpose: string;
  outcome: AiCallOutcome;
  error_class: string | null;
  error_message: string | null;
  total_ms: number;
  first_token_ms: number | null;
  tokens_in: number | null;
  tokens_out: number | null;
  generation_id: string | null;
}

export interface CallQuery {
  provider?: string | undefined;
  outcome?: AiCallOutcome | undefined;
  kind?: AiCallKind | undefined;
  /** Only calls older than this (created_at, id). */
  before?: { at: string; id: string } | undefined;
  /** Only calls newer than this (created_at, id). */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

/** Newest first, by (created_at, id); the filters each have an index (migration 0009). */
export async function latestCalls(db: Database, q: CallQuery): Promise<CallRow[]> {
  const where = [sql`true`];
  if (q.provider !== undefined) where.push(sql`provider = ${q.provider}`);
  if (q.outcome !== undefined) where.push(sql`outcome = ${q.outcome}`);
  if (q.kind !== undefined) where.push(sql`kind = ${q.kind}`);
  if (q.before) where.push(sql`(created_at, id) < (${q.before.at}::timestamptz, ${q.before.id}::uuid)`);
  if (q.after) where.push(sql`(created_at, id) > (${q.after.at}::timestamptz, ${q.after.id}::uuid)`);
  const { rows } = await sql<CallRow>`
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      provider, model, kind, purpose, outcome, error_class, error_message, total_ms, first_token_ms,
      tokens_in, tokens_out, generation_id
    from ai_call_logs
    where ${sql.join(where, sql` and `)}
    order by created_at desc, id desc
    limit ${q.limit}`.execute(db);
  return rows;
}
