import { describe, expect, it } from 'vitest';
import { readBreakerStates } from '../src/modules/generation/ai/circuit-breaker.js';
import { createRedis } from '../src/queue/redis.js';
import { signInAs } from './helpers/admin.js';
import { postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { signInTestUser } from './helpers/users.js';

// The circuit breaker of the provider in use: three failed calls in a row open it, new
// generations then fail at once with a clear sentence and their credit back, and after the
// cool-down one trial call decides whether it closes (success) or opens again (failure).
const COOL_DOWN_MS = 1_500;
const env = useGenerationApp({ AI_BREAKER_FAILURES: '3', AI_BREAKER_COOLDOWN_MS: String(COOL_DOWN_MS) });
const { llm } = env;

const coverLetterOnly = {
  jobTitle: 'Analyst',
  companyName: 'Dangote',
  jobDescription: 'Analyse the numbers behind the cement business.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
};

const OPEN_MESSAGE =
  'The AI provider is failing right now, so we paused requests to it for a moment. Please try again in a few minutes; your credits were not used.';

async function generateAs() {
  const { user, token } = await signInTestUser(env.ctx);
  const started = performance.now();
  const res = await postGenerate(env.ctx.app, token, coverLetterOnly);
  const ms = performance.now() - started;
  const credits = await env.ctx.deps.db
    .selectFrom('users')
    .select('cover_letters_remaining')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { res, ms, remaining: credits.cover_letters_remaining };
}

/** The breaker as another process sees it: through its own Redis connection. */
async function breakerFromElsewhere() {
  const redis = createRedis(env.ctx.deps.env.REDIS_URL, 'producer');
  try {
    const [state] = await readBreakerStates({ redis, env: env.ctx.deps.env }, ['openai_compatible']);
    return state;
  } finally {
    redis.disconnect();
  }
}

describe('the circuit breaker of the provider in use', () => {
  it('opens after three failed calls in a row and refuses the next generation at once, credit back', async () => {
    llm.failNext(500, 3);
    const failed = await generateAs();
    expect(failed.res.statusCode).toBe(422);
    expect(failed.remaining).toBe(2);
    expect(await breakerFromElsewhere()).toMatchObject({
      provider: 'openai_compatible',
      state: 'open',
      consecutiveFailures: 3,
      lastFailure: 'server_error',
    });

    const calls = llm.requests.length;
    const refused = await generateAs();
    expect(refused.res.statusCode).toBe(422);
    expect(refused.res.json()).toMatchObject({ message: OPEN_MESSAGE, preservedQuota: true });
    expect(refused.remaining).toBe(2);
    expect(llm.requests.length).toBe(calls);
    expect(refused.ms).toBeLessThan(1_000);

    const admin = await signInAs(env.ctx, 'admin');
    const status = await admin.caller.admin.providers.status();
    expect(status.breaker).toMatchObject({ provider: 'openai_compatible', state: 'open' });
    expect(Date.parse(status.breaker?.retryAt ?? '')).toBeGreaterThan(Date.now());
    const logged = await env.ctx.deps.db
      .selectFrom('ai_call_logs')
      .select(['outcome', 'error_class', 'kind'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ outcome: 'error', error_class: 'circuit_open', kind: 'generation' });
  });

  it('half-opens after the cool-down; a failed trial opens it again', async () => {
    await new Promise((r) => setTimeout(r, COOL_DOWN_MS + 100));
    expect((await breakerFromElsewhere())?.state).toBe('half_open');
    llm.failNext(500);
    const calls = llm.requests.length;
    const failed = await generateAs();
    expect(failed.res.statusCode).toBe(422);
    // Only the trial reached the provider; the retry met the re-opened breaker.
    expect(llm.requests.length).toBe(calls + 1);
    expect(failed.remaining).toBe(2);
    expect((await breakerFromElsewhere())?.state).toBe('open');
  });

  it('closes when the provider has recovered: the trial succeeds and generations flow again', async () => {
    await new Promise((r) => setTimeout(r, COOL_DOWN_MS + 100));
    const trial = await generateAs();
    expect(trial.res.statusCode).toBe(200);
    expect(trial.remaining).toBe(1);
    expect(await breakerFromElsewhere()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
    const next = await generateAs();
    expect(next.res.statusCode).toBe(200);
  });

  it('is not opened by a rate limit, and a success resets the count', async () => {
    llm.failNext(500, 2);
    expect((await generateAs()).res.statusCode).toBe(200);
    expect(await breakerFromElsewhere()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
    llm.failNext(429, 2);
    expect((await generateAs()).res.statusCode).toBe(200);
    expect((await breakerFromElsewhere())?.state).toBe('closed');
  });

  it('lists every provider of the catalogue for the monitor, closed when nothing failed', async () => {
    const states = await readBreakerStates(env.ctx.deps);
    expect(states.length).toBeGreaterThanOrEqual(11);
    expect(states.find((s) => s.provider === 'openai')).toEqual({
      provider: 'openai',
      state: 'closed',
      consecutiveFailures: 0,
      openedAt: null,
      retryAt: null,
      lastFailure: null,
    });
  });
});
