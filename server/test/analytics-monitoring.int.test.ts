import { estimateCostUsd, type LatestCallsDto, type MonitoringDto } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITORING_STALE_MS, MONITORING_TTL_MS } from '../src/modules/analytics/monitoring.service.js';
import { enterBreaker } from '../src/modules/generation/ai/circuit-breaker.js';
import { MODEL_FAILURE_MESSAGES } from '../src/modules/generation/ai/model-errors.js';
import { callerWithToken } from './helpers/documents.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminToken: string;
let now: Date;
const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(now.getTime() - h * HOUR);

interface Call {
  provider: string;
  model: string;
  kind?: 'generation' | 'prompt_test' | 'connection_test';
  outcome?: 'ok' | 'error';
  totalMs: number;
  firstTokenMs?: number | null;
  tokensIn?: number | null;
  tokensOut?: number | null;
  errorClass?: string | null;
  errorMessage?: string | null;
  at: Date;
}

/** The calls of this file, as the tests know them (the log is compared with this list). */
const calls: Call[] = [];

async function logCall(call: Call) {
  calls.push(call);
  await ctx.deps.db
    .insertInto('ai_call_logs')
    .values({
      purpose:
        call.kind === 'prompt_test' ? 'test' : call.kind === 'connection_test' ? 'connection_test' : 'resume',
      provider: call.provider,
      model: call.model,
      kind: call.kind ?? 'generation',
      outcome: call.outcome ?? 'ok',
      total_ms: call.totalMs,
      first_token_ms: call.firstTokenMs ?? null,
      tokens_in: call.tokensIn ?? null,
      tokens_out: call.tokensOut ?? null,
      error_class: call.errorClass ?? null,
      error_message: call.errorMessage ?? null,
      created_at: call.at,
    })
    .execute();
}

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round((sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo));
}

/** The figures of a group of calls, computed here from the list. */
function figuresOf(group: Call[]) {
  const ok = group.filter((c) => (c.outcome ?? 'ok') === 'ok');
  const errors = group.length - ok.length;
  const ttft = ok.map((c) => c.firstTokenMs).filter((v): v is number => typeof v === 'number');
  return {
    calls: group.length,
    errors,
    errorRate: group.length ? Math.round((1000 * errors) / group.length) / 10 : null,
    latencyP50Ms: percentile(
      ok.map((c) => c.totalMs),
      0.5,
    ),
    latencyP95Ms: percentile(
      ok.map((c) => c.totalMs),
      0.95,
    ),
    firstTokenP50Ms: percentile(ttft, 0.5),
    firstTokenP95Ms: percentile(ttft, 0.95),
    tokensIn: group.reduce((s, c) => s + (c.tokensIn ?? 0), 0),
    tokensOut: group.reduce((s, c) => s + (c.tokensOut ?? 0), 0),
  };
}

const within = (hours: number) => calls.filter((c) => c.at.getTime() >= now.getTime() - hours * HOUR);

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signInTestUser(ctx, { role: 'admin' })).token;
  now = new Date();
  ctx.deps.clock = { now: () => now };

  // OpenAI's mini model: five good calls and a timeout in the last day, one more call 3 days ago.
  const mini = { provider: 'openai', model: 'gpt-4o-mini' };
  for (const [i, totalMs] of [1200, 2500, 3100, 4800, 11_000].entries())
    await logCall({
      ...mini,
      totalMs,
      firstTokenMs: 150 + 90 * i,
      tokensIn: 1_000 + i,
      tokensOut: 400 + 10 * i,
      at: hoursAgo(1 + i * 3),
    });
  await logCall({ ...mini, outcome: 'error', totalMs: 60_000, errorClass: 'timeout', at: hoursAgo(2.5) });
  await logCall({
    ...mini,
    totalMs: 2_000,
    firstTokenMs: 300,
    tokensIn: 900,
    tokensOut: 380,
    at: hoursAgo(72),
  });
  // Claude: two good calls this week, a refused key without a recorded message.
  const haiku = { provider: 'anthropic', model: 'claude-haiku-4-5' };
  await logCall({
    ...haiku,
    totalMs: 1_500,
    firstTokenMs: 200,
    tokensIn: 800,
    tokensOut: 300,
    at: hoursAgo(50),
  });
  await logCall({
    ...haiku,
    totalMs: 2_500,
    firstTokenMs: 250,
    tokensIn: 850,
    tokensOut: 320,
    at: hoursAgo(60),
  });
  await logCall({ ...haiku, outcome: 'error', totalMs: 300, errorClass: 'invalid_key', at: hoursAgo(30) });
  // A local model (no price) tested from the prompt editor, a connection test, and last month.
  await logCall({
    provider: 'openai_compatible',
    model: 'llama3.1',
    kind: 'prompt_test',
    totalMs: 9_000,
    firstTokenMs: 700,
    tokensIn: 1_200,
    tokensOut: 900,
    at: hoursAgo(5),
  });
  await logCall({
    ...mini,
    kind: 'connection_test',
    outcome: 'error',
    totalMs: 800,
    errorClass: 'server_error',
    errorMessage: 'OpenAI answered 503 Service Unavailable.',
    at: hoursAgo(6),
  });
  await logCall({ ...mini, totalMs: 5_000, tokensIn: 1, tokensOut: 1, at: hoursAgo(24 * 8) });
  // Configured but never called: its breaker is shown all the same.
  await ctx.deps.db
    .insertInto('llm_providers')
    .values({ name: 'mistral', model: 'mistral-small-latest' })
    .execute();
});
afterAll(async () => {
  await ctx?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('monitoring summary', () => {
  let summary: MonitoringDto;
  beforeAll(async () => {
    summary = await get<MonitoringDto>('/api/admin/ai-monitoring');
  });

  it('gives each provider and model its calls, error rate, exact percentiles and tokens over 24 h and 7 days', () => {
    for (const [window, hours] of [
      ['last24h', 24],
      ['last7d', 168],
    ] as const) {
      const inWindow = within(hours);
      const models = [...new Set(inWindow.map((c) => `${c.provider}/${c.model}`))];
      expect(summary[window].byModel.map((m) => `${m.provider}/${m.model}`).sort()).toEqual(models.sort());
      for (const m of summary[window].byModel) {
        const group = inWindow.filter((c) => c.provider === m.provider && c.model === m.model);
        expect(m, `${window} ${m.provider}/${m.model}`).toMatchObject(figuresOf(group));
        const { tokensIn, tokensOut } = figuresOf(group);
        expect(m.estimatedCostUsd).toBe(estimateCostUsd(m.provider, m.model, tokensIn, tokensOut));
      }
      expect(summary[window].totals).toMatchObject(figuresOf(inWindow));
    }
    // Busiest first, with the catalogue's names.
    expect(summary.last24h.byModel[0]).toMatchObject({
      provider: 'openai',
      providerName: 'OpenAI',
      calls: 7,
    });
    expect(
      summary.last24h.byModel.find((m) => m.provider === 'openai_compatible')?.estimatedCostUsd,
    ).toBeNull();
    // The 24-hour total costs only what has a price.
    const mini = summary.last24h.byModel.find((m) => m.model === 'gpt-4o-mini');
    expect(summary.last24h.totals.estimatedCostUsd).toBe(mini?.estimatedCostUsd);
  });

  it('draws a timeline of hourly buckets over 24 h and 6-hour buckets over 7 days', async () => {
    const day = summary.timeline;
    expect(day).toMatchObject({ range: '24h', bucketMinutes: 60 });
    expect(day.buckets).toHaveLength(24);
    const week = (await get<MonitoringDto>('/api/admin/ai-monitoring?timeline=7d')).timeline;
    expect(week).toMatchObject({ range: '7d', bucketMinutes: 360 });
    expect(week.buckets).toHaveLength(28);
    for (const { buckets, bucketMinutes } of [day, week]) {
      const size = bucketMinutes * 60_000;
      const starts = buckets.map((b) => Date.parse(b.start));
      expect(starts.every((s, i) => i === 0 || s - (starts[i - 1] as number) === size)).toBe(true);
      // The last bucket holds now; each bucket counts exactly the calls that started in it.
      expect(now.getTime() - (starts.at(-1) as number)).toBeLessThan(size);
      for (const b of buckets) {
        const start = Date.parse(b.start);
        const inside = calls.filter((c) => c.at.getTime() >= start && c.at.getTime() < start + size);
        expect(b.calls).toBe(inside.length);
        expect(b.errors).toBe(inside.filter((c) => c.outcome === 'error').length);
      }
    }
  });

  it('shows the breaker of every stored or recently called provider, live', async () => {
    expect(summary.breakers.map((b) => b.provider)).toEqual([
      'anthropic',
      'mistral',
      'openai',
      'openai_compatible',
    ]);
    expect(summary.breakers.every((b) => b.state === 'closed')).toBe(true);
    // The fake outage: as many failed calls in a row as it takes to open the breaker.
    for (let i = 0; i < ctx.deps.env.AI_BREAKER_FAILURES; i++) {
      const ticket = await enterBreaker(ctx.deps, 'anthropic');
      await ticket.settle('server_error');
    }
    const after = await get<MonitoringDto>('/api/admin/ai-monitoring');
    expect(after.breakers.find((b) => b.provider === 'anthropic')).toMatchObject({
      state: 'open',
      providerName: 'Claude (Anthropic)',
      consecutiveFailures: ctx.deps.env.AI_BREAKER_FAILURES,
      lastFailure: 'server_error',
    });
    // The figures themselves came from the cache; the breaker did not.
    expect(after.generatedAt).toBe(summary.generatedAt);
  });

  it('answers the same over tRPC and REST', async () => {
    const caller = await callerWithToken(ctx.deps, adminToken);
    const rest = await get<MonitoringDto>('/api/admin/ai-monitoring?timeline=7d');
    expect(await caller.analytics.monitoring({ timeline: '7d' })).toEqual(rest);
  });

  it('keeps its figures 15 s, then answers the old ones while computing new ones', async () => {
    const caller = await callerWithToken(ctx.deps, adminToken);
    const before = await caller.analytics.monitoring({});
    await logCall({
      provider: 'openai',
      model: 'gpt-4o',
      totalMs: 4_000,
      at: new Date(now.getTime() - 1_000),
    });

    now = new Date(now.getTime() + MONITORING_TTL_MS - 1);
    expect((await caller.analytics.monitoring({})).generatedAt).toBe(before.generatedAt);
    now = new Date(now.getTime() + 2);
    // Expired but recent: answered at once with the old figures, new ones computed meanwhile.
    expect((await caller.analytics.monitoring({})).generatedAt).toBe(before.generatedAt);
    let fresh = before;
    for (let i = 0; i < 50 && fresh.generatedAt === before.generatedAt; i++) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = await caller.analytics.monitoring({});
    }
    expect(Date.parse(fresh.generatedAt)).toBe(now.getTime());
    expect(fresh.last24h.totals.calls).toBe(before.last24h.totals.calls + 1);

    // Long unwatched: computed before answering.
    await logCall({
      provider: 'openai',
      model: 'gpt-4o',
      totalMs: 4_200,
      at: new Date(now.getTime() - 1_000),
    });
    now = new Date(now.getTime() + MONITORING_TTL_MS + MONITORING_STALE_MS + 1);
    const late = await caller.analytics.monitoring({});
    expect(Date.parse(late.generatedAt)).toBe(now.getTime());
    expect(late.last24h.totals.calls).toBe(fresh.last24h.totals.calls + 1);
  });
});

describe('latest calls', () => {
  const list = (query = '') => get<LatestCallsDto>(`/api/admin/ai-calls${query}`);
  const newestFirst = (keep: (c: Call) => boolean) =>
    calls
      .filter(keep)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map((c) => c.at.toISOString());

  it('lists the calls newest first with their error class and message', async () => {
    const { calls: shown, nextCursor } = await list();
    expect(shown.map((c) => c.createdAt)).toEqual(newestFirst(() => true));
    expect(nextCursor).toBeNull();
    const refused = shown.find((c) => c.errorClass === 'invalid_key');
    expect(refused).toMatchObject({
      outcome: 'error',
      kind: 'generation',
      provider: 'anthropic',
      providerName: 'Claude (Anthropic)',
      // No message recorded: the sentence for its class.
      errorMessage: MODEL_FAILURE_MESSAGES.invalid_key,
      estimatedCostUsd: null,
    });
    expect(shown.find((c) => c.kind === 'connection_test')).toMatchObject({
      errorClass: 'server_error',
      errorMessage: 'OpenAI answered 503 Service Unavailable.',
    });
    const good = shown.find((c) => c.model === 'claude-haiku-4-5' && c.outcome === 'ok');
    expect(good).toMatchObject({ errorClass: null, errorMessage: null });
    expect(good?.estimatedCostUsd).toBe(estimateCostUsd('anthropic', 'claude-haiku-4-5', 800, 300));
  });

  it('filters by provider, outcome and kind', async () => {
    const cases: Array<[string, (c: Call) => boolean]> = [
      ['?provider=anthropic', (c) => c.provider === 'anthropic'],
      ['?outcome=error', (c) => c.outcome === 'error'],
      ['?outcome=ok', (c) => (c.outcome ?? 'ok') === 'ok'],
      ['?kind=prompt_test', (c) => c.kind === 'prompt_test'],
      ['?kind=connection_test', (c) => c.kind === 'connection_test'],
      ['?kind=generation', (c) => (c.kind ?? 'generation') === 'generation'],
      [
        '?provider=openai&outcome=error&kind=generation',
        (c) => c.provider === 'openai' && c.outcome === 'error' && !c.kind,
      ],
      ['?provider=mistral', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = newestFirst(keep);
      expect(expected.length === 0 || expected.length < calls.length, query).toBe(true);
      expect(
        (await list(query)).calls.map((c) => c.createdAt),
        query,
      ).toEqual(expected);
    }
    const caller = await callerWithToken(ctx.deps, adminToken);
    expect((await caller.analytics.latestCalls({ kind: 'prompt_test' })).calls.map((c) => c.model)).toEqual([
      'llama3.1',
    ]);
  });

  it('pages back through older calls without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LatestCallsDto = await list(
        `?limit=3${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.calls.length).toBeLessThanOrEqual(3);
      seen.push(...page.calls.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual((await list('?limit=200')).calls.map((c) => c.id));
    expect(new Set(seen).size).toBe(calls.length);
  });

  it('brings only the calls newer than the newest shown (the monitor polls with it)', async () => {
    const first = await list('?provider=openai&limit=5');
    const cursor = first.newestCursor as string;
    const nothing = await list(`?provider=openai&after=${encodeURIComponent(cursor)}`);
    expect(nothing.calls).toEqual([]);
    expect(nothing.newestCursor).toBe(cursor);

    // A moment after every call so far (the clock of this file has moved ahead of the real one).
    const later = new Date(now.getTime() + 1_000);
    await logCall({ provider: 'openai', model: 'gpt-4o-mini', totalMs: 3_000, at: later });
    await logCall({ provider: 'anthropic', model: 'claude-haiku-4-5', totalMs: 3_000, at: later });
    const fresh = await list(`?provider=openai&after=${encodeURIComponent(cursor)}`);
    expect(fresh.calls.map((c) => c.provider)).toEqual(['openai']);
    expect(fresh.newestCursor).not.toBe(cursor);
    expect(
      (await list(`?provider=openai&after=${encodeURIComponent(fresh.newestCursor as string)}`)).calls,
    ).toEqual([]);
  });
});
