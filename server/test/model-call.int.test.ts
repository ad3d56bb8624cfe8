import { getProvider } from '@app/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSettings } from '../src/modules/generation/ai/model-factory.js';
import { streamDocument } from '../src/modules/generation/ai/stream-document.js';
import { FakeLlm } from './fakes/fake-llm.js';
import { createTestDeps, type TestContext } from './helpers/test-deps.js';

const llm = new FakeLlm();
let ctx: TestContext;
let settings: ModelSettings;

beforeAll(async () => {
  const baseUrl = await llm.start();
  ctx = await createTestDeps();
  const provider = getProvider('openai_compatible');
  if (!provider) throw new Error('no provider');
  settings = { provider, apiKey: 'sk-test', model: 'fake-model', baseUrl };
});
afterAll(async () => {
  await ctx.close();
  await llm.stop();
});

const call = (over: Partial<Parameters<typeof streamDocument>[1]> = {}) => {
  const deltas: string[] = [];
  const promise = streamDocument(ctx.deps, {
    settings,
    system: 'You are an expert career coach who writes tailored cover letters.',
    user: 'Write it.',
    purpose: 'cover_letter',
    generationId: null,
    onToken: (d) => {
      deltas.push(d);
    },
    ...over,
  });
  return { promise, deltas };
};

describe('streamDocument against an OpenAI-compatible endpoint', () => {
  it('streams the text token by token and logs the call with its token counts', async () => {
    const { promise, deltas } = call();
    const text = await promise;
    expect(text).toMatch(/^Dear Hiring Team,/);
    expect(deltas.length).toBeGreaterThan(50);
    expect(deltas.join('')).toBe(text);
    expect(llm.requests.at(-1)).toMatchObject({ model: 'fake-model', authorization: 'Bearer sk-test' });
    const logged = await ctx.deps.db
      .selectFrom('ai_call_logs')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({
      provider: 'openai_compatible',
      model: 'fake-model',
      outcome: 'ok',
      tokens_in: 120,
    });
    expect(logged.tokens_out).toBe(deltas.length);
    expect(logged.first_token_ms).not.toBeNull();
  });

  it.each([
    [429, 'rate_limited', true],
    [500, 'server_error', true],
    [401, 'invalid_key', false],
    [404, 'unknown_model', false],
  ] as const)('classifies a %s answer as %s (retryable: %s)', async (status, failure, retryable) => {
    llm.failNext(status);
    await expect(call().promise).rejects.toMatchObject({ failure, retryable });
    const logged = await ctx.deps.db
      .selectFrom('ai_call_logs')
      .select(['outcome', 'error_class'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ outcome: 'error', error_class: failure });
  });

  it('logs a failed call in one line with the provider, model, status code and error class', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    llm.failNext(429);
    const failing = streamDocument(
      { ...ctx.deps, logger },
      {
        settings,
        system: 'You are an expert career coach who writes tailored cover letters.',
        user: 'Write it.',
        purpose: 'cover_letter',
        generationId: null,
        onToken: () => {},
      },
    );
    await expect(failing).rejects.toMatchObject({ failure: 'rate_limited' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      provider: 'openai_compatible',
      model: 'fake-model',
      status_code: 429,
      error_class: 'rate_limited',
      error_type: expect.stringMatching(/Error$/),
      msg: 'model call failed: openai_compatible fake-model 429 rate_limited',
    });
  });

  it('gives up on a provider that goes silent', async () => {
    llm.failNext('hang');
    await expect(call({ idleTimeoutMs: 300 }).promise).rejects.toMatchObject({
      failure: 'timeout',
      retryable: true,
    });
  });
});
