import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { FakeLlm } from './fakes/fake-llm.js';
import { auditEntries, type SignedIn, signInAs, testEncryptionKey } from './helpers/admin.js';
import { postGenerate } from './helpers/generation-env.js';
import { createTestDeps, type TestContext } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';
import { startWorkerProcess } from './helpers/worker-process.js';

// LLM management end to end: keys go in and never come out (answers, logs, audit, the worker's
// output); an activation or a key/model change is used by the next generation of a worker
// process that was already running.
const FIRST_KEY = 'sk-first-secret-key-AAAA1111';
const SECOND_KEY = 'sk-second-secret-key-BBBB2222';
const THIRD_KEY = 'sk-third-secret-key-CCCC3333';
const SECRETS = [FIRST_KEY, SECOND_KEY, THIRD_KEY];

const llmA = new FakeLlm();
const llmB = new FakeLlm();
let urlA = '';
let urlB = '';
let ctx: TestContext & { app: FastifyInstance };
const logLines: string[] = [];
const answers: string[] = [];
let admin: SignedIn;
let worker: ReturnType<typeof startWorkerProcess>;
const encryptionKey = testEncryptionKey();

beforeAll(async () => {
  [urlA, urlB] = await Promise.all([llmA.start(), llmB.start()]);
  const context = await createTestDeps({
    ENCRYPTION_KEY: encryptionKey,
    PROVIDER_ALLOW_PRIVATE_URLS: 'true',
  });
  // The product's own logger (with its redaction), writing JSON lines where the test reads them.
  context.deps.logger = createLogger({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, 'server', {
    write: (line: string) => void logLines.push(line),
  });
  const app = await buildApp(context.deps);
  await app.ready();
  ctx = {
    ...context,
    app,
    close: async () => {
      await app.close();
      await context.close();
    },
  };
  admin = await signInAs(ctx, 'admin');
  worker = startWorkerProcess({
    DATABASE_URL: ctx.deps.env.DATABASE_URL,
    REDIS_URL: ctx.deps.env.REDIS_URL,
    QUEUE_PREFIX: ctx.deps.env.QUEUE_PREFIX,
    WORKER_QUEUES: 'generation',
    ENCRYPTION_KEY: encryptionKey,
    LOG_LEVEL: 'debug',
    LOG_FORMAT: 'json',
  });
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await Promise.all([llmA.stop(), llmB.stop()]);
});

/** An admin REST call whose answer is kept, to be searched for keys at the end. */
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await admin.inject({ method, url, ...(payload ? { payload } : {}) });
  answers.push(res.body);
  return res;
}

const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;

const coverLetterOnly = {
  jobTitle: 'Credit Analyst',
  companyName: 'Lumen Microfinance Bank',
  jobDescription: 'Assess SME loan applications and write credit memos for the committee.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
};

/** Starts a generation by a fresh user (a worker process writes it). */
async function generate(): Promise<void> {
  const { token } = await signInTestUser(ctx);
  const res = await postGenerate(ctx.app, token, coverLetterOnly);
  expect(res.statusCode).toBe(200);
}

describe('LLM providers', () => {
  it('reports that nothing is configured before any provider exists', async () => {
    const res = await call('GET', '/api/admin/provider-status');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      current: { activeProvider: null, isInitialized: false, source: null, availableProviders: [] },
      database: { activeProvider: null, hasConfiguredProvider: false },
      warnings: { usingFallback: false, mismatchDetected: false, noProviderConfigured: true },
    });
  });

  it('creates a provider with its key sealed and shown only by its last 4 characters', async () => {
    const res = await call('POST', '/api/admin/llm-providers', {
      name: 'openai_compatible',
      apiKey: FIRST_KEY,
      model: 'writer-one',
      baseUrl: `${urlA}/`,
      isActive: true,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      // Spec 02 §3: `name` is the name a person reads; `provider` the catalogue id the calls take.
      name: 'OpenAI-compatible endpoint',
      provider: 'openai_compatible',
      apiKey: '••••••••1111',
      apiKeyLast4: '1111',
      hasApiKey: true,
      model: 'writer-one',
      baseUrl: urlA,
      isActive: true,
    });
    const stored = await ctx.deps.db
      .selectFrom('llm_providers')
      .select(['api_key_encrypted'])
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.api_key_encrypted ?? []).toString('latin1')).not.toContain('AAAA1111');

    const again = await call('POST', '/api/admin/llm-providers', {
      name: 'OpenAI-compatible endpoint',
      apiKey: FIRST_KEY,
      model: 'writer-one',
      baseUrl: urlA,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This provider is already set up. Edit it instead.');
  });

  it('refuses a model outside the catalogue, a missing key and an unknown provider with sentences', async () => {
    const wrongModel = await call('POST', '/api/admin/llm-providers', {
      name: 'deepseek',
      apiKey: SECOND_KEY,
      model: 'gpt-5',
    });
    expect(wrongModel.statusCode).toBe(400);
    expect(json(wrongModel).message).toBe('Choose one of the models listed for this provider.');
    const noKey = await call('POST', '/api/admin/llm-providers', { name: 'openai', model: 'gpt-4o' });
    expect(json(noKey).message).toBe('Enter the API key for this provider.');
    const unknown = await call('POST', '/api/admin/set-active-provider', { providerName: 'Skynet' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('That provider is not one we support. Choose one from the list.');
    const missing = await call('POST', '/api/admin/set-active-provider', { providerName: 'Mistral AI' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Provider not found');
  });

  it('reports the database provider as the one in use', async () => {
    const res = await call('GET', '/api/admin/provider-status');
    expect(json(res)).toMatchObject({
      current: {
        activeProvider: 'openai_compatible',
        model: 'writer-one',
        isInitialized: true,
        source: 'database',
        availableProviders: ['openai_compatible'],
      },
      database: { activeProvider: 'openai_compatible', hasConfiguredProvider: true },
      warnings: { usingFallback: false, mismatchDetected: false, noProviderConfigured: false },
      breaker: { provider: 'openai_compatible', state: 'closed' },
    });
    const refresh = await call('POST', '/api/admin/refresh-provider');
    expect(json(refresh).message).toMatch(/^Provider refreshed: openai_compatible \(writer-one\)/);
  });

  it('tests the connection with the stored key, records the badge and logs a connection test', async () => {
    const res = await call('POST', '/api/admin/test-ai-connection', {
      provider: 'openai_compatible',
      model: 'writer-one',
    });
    expect(json(res)).toMatchObject({
      connected: true,
      message: 'Connected to OpenAI-compatible endpoint (writer-one).',
    });
    expect(llmA.requests.at(-1)).toMatchObject({ model: 'writer-one', authorization: `Bearer ${FIRST_KEY}` });
    const [provider] = (await call('GET', '/api/admin/llm-providers')).json() as Array<{
      lastTestOk: boolean;
    }>;
    expect(provider?.lastTestOk).toBe(true);
    const logged = await ctx.deps.db
      .selectFrom('ai_call_logs')
      .select(['kind', 'purpose', 'outcome'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ kind: 'connection_test', purpose: 'connection_test', outcome: 'ok' });

    llmA.failNext(401);
    const refused = await call('POST', '/api/admin/test-ai-connection', {
      provider: 'openai_compatible',
      apiKey: 'sk-typed-but-wrong-9999',
      model: 'writer-one',
    });
    expect(json(refused)).toMatchObject({ connected: false, latencyMs: null });
    expect(json(refused).message).toMatch(/^Connection Failed: The AI provider refused our credentials/);
  });

  it('makes a running worker use a newly activated provider for the very next generation', async () => {
    await generate();
    await waitUntil(
      async () =>
        llmA.requests.some((r) => r.model === 'writer-one' && r.system.includes('cover letter'))
          ? true
          : undefined,
      30_000,
      'the worker to call provider A',
    );
    await waitForIdle();

    const created = await call('POST', '/api/admin/llm-providers', {
      name: 'deepseek',
      apiKey: SECOND_KEY,
      model: 'deepseek-chat',
      baseUrl: urlB,
    });
    expect(created.statusCode).toBe(201);
    const switched = await call('POST', '/api/admin/set-active-provider', { providerName: 'DeepSeek' });
    expect(json(switched)).toMatchObject({
      success: true,
      message: 'Provider Updated: DeepSeek is now the active LLM provider',
    });
    const before = llmA.requests.length;
    const switchedAt = Date.now();
    await generate();
    const request = await waitUntil(
      async () => llmB.requests.find((r) => r.model === 'deepseek-chat'),
      30_000,
      'the worker to call provider B',
    );
    expect(request.authorization).toBe(`Bearer ${SECOND_KEY}`);
    expect(llmA.requests.length).toBe(before);
    expect(Date.now() - switchedAt).toBeLessThan(15_000);
    await waitForIdle();
  });

  it('uses a changed key and model at once, and keeps the key when an update leaves it out', async () => {
    const [deepseek] = (
      (await call('GET', '/api/admin/llm-providers')).json() as Array<{ id: string; provider: string }>
    ).filter((p) => p.provider === 'deepseek');
    const updated = await call('PUT', `/api/admin/llm-providers/${deepseek?.id}`, {
      apiKey: THIRD_KEY,
      model: 'deepseek-reasoner',
    });
    expect(json(updated)).toMatchObject({
      apiKey: '••••••••3333',
      model: 'deepseek-reasoner',
      baseUrl: urlB,
    });
    await generate();
    const request = await waitUntil(
      async () => llmB.requests.find((r) => r.model === 'deepseek-reasoner'),
      30_000,
      'the worker to use the new model',
    );
    expect(request.authorization).toBe(`Bearer ${THIRD_KEY}`);
    await waitForIdle();

    const kept = await call('PUT', `/api/admin/llm-providers/${deepseek?.id}`, { model: 'deepseek-chat' });
    expect(json(kept)).toMatchObject({ apiKey: '••••••••3333', model: 'deepseek-chat' });
    const badModel = await call('PUT', `/api/admin/llm-providers/${deepseek?.id}`, { model: 'writer-one' });
    expect(badModel.statusCode).toBe(400);
    const unknownId = await call('PUT', '/api/admin/llm-providers/00000000-0000-4000-8000-000000000000', {
      model: 'deepseek-chat',
    });
    expect(unknownId.statusCode).toBe(404);
  });

  it('activates by id through tRPC and answers the same list', async () => {
    const list = await admin.caller.admin.providers.list();
    const first = list.find((p) => p.provider === 'openai_compatible');
    const activated = await admin.caller.admin.providers.activate({ id: first?.id ?? '' });
    expect(activated).toMatchObject({
      name: 'OpenAI-compatible endpoint',
      provider: 'openai_compatible',
      isActive: true,
    });
    const status = await admin.caller.admin.providers.status();
    expect(status.current.activeProvider).toBe('openai_compatible');
    expect(Object.keys(activated).sort()).toEqual(Object.keys(list[0] ?? {}).sort());
  });

  it('writes every change to the audit log with the key masked', async () => {
    const entries = await auditEntries(ctx.deps.db);
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'provider.create',
      'provider.activate',
      'provider.create',
      'provider.activate',
      'provider.update',
      'provider.update',
      'provider.activate',
    ]);
    expect(entries.every((e) => e.actor_id === admin.user.id)).toBe(true);
    expect(entries.map((e) => e.summary)).toContain(
      'Made DeepSeek the active provider (was OpenAI-compatible endpoint)',
    );
    expect(entries.map((e) => e.summary)).toContain(
      'Updated DeepSeek: model deepseek-chat → deepseek-reasoner, API key ••••••••3333',
    );
    expect(JSON.stringify(entries)).toContain('••••••••2222');
  });

  it('never lets a key out: not in an answer, a log line of the server or the worker, nor the audit log', async () => {
    const audit = JSON.stringify(await auditEntries(ctx.deps.db));
    const places = {
      answers: answers.join('\n'),
      serverLogs: logLines.join(''),
      workerLogs: worker.output(),
      audit,
    };
    expect(logLines.length).toBeGreaterThan(10);
    expect(worker.output()).toContain('model call');
    for (const [place, text] of Object.entries(places))
      for (const secret of SECRETS) {
        expect(text.includes(secret), `${secret} in ${place}`).toBe(false);
        expect(text.includes(secret.slice(0, -4)), `${secret} (without its last 4) in ${place}`).toBe(false);
      }
  });
});

/** Waits until no generation is queued or running (the next one then starts from a clean slate). */
async function waitForIdle() {
  await waitUntil(
    async () => {
      const busy = await ctx.deps.db
        .selectFrom('generations')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return busy ? undefined : true;
    },
    30_000,
    'generations to finish',
  );
}
