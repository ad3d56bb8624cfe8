import { generationRunJob } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processors } from '../../worker/src/processors/index.js';
import { startWorkers } from '../../worker/src/runtime/workers.js';
import { createLogger } from '../src/logger.js';
import { createRedis } from '../src/queue/redis.js';
import { FakeLlm } from './fakes/fake-llm.js';
import { multipart } from './helpers/generation-env.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TOKEN = 'metrics-token-0123456789abcdef';

const job = {
  jobTitle: 'Backend Engineer',
  companyName: 'Flutterwave',
  companyLocation: 'Lagos',
  jobDescription: 'Build payment APIs in TypeScript and PostgreSQL.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
  isCreatingNewResume: 'false',
};

/** What the worker wrote, one JSON object per line, as an operator's log collector reads it. */
const workerLines: Array<Record<string, unknown>> = [];

const llm = new FakeLlm();
let ctx: TestApp;
let stopWorkers: () => Promise<void>;

beforeAll(async () => {
  const baseUrl = await llm.start();
  ctx = await createTestApp({
    OPENAI_COMPATIBLE_BASE_URL: baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'fake-writer',
    METRICS_TOKEN: TOKEN,
  });
  // The generation worker in this process, logging JSON at info into workerLines.
  const logger = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, 'worker', {
    write: (line: string) => {
      workerLines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  const connection = createRedis(ctx.deps.env.REDIS_URL, 'consumer');
  const workers = startWorkers({ ...ctx.deps, logger, mailTransport: null }, processors, connection, [
    'generation',
  ]);
  stopWorkers = async () => {
    await Promise.all(workers.map((w) => w.close()));
    connection.disconnect();
  };
});

afterAll(async () => {
  await stopWorkers();
  await ctx.close();
  await llm.stop();
});

async function generate(token: string, headers: Record<string, string> = {}) {
  const body = await multipart(job);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/generate',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, ...headers },
    payload: body.payload,
  });
}

const generationIdOf = async (userId: string) =>
  (
    await ctx.deps.db
      .selectFrom('generations')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

describe('one request id from the HTTP request to the worker', () => {
  it("keeps the caller's X-Request-Id, answers with it, and the worker's lines for its job carry it", async () => {
    const { user, token } = await signInTestUser(ctx);
    const requestId = 'trace-7f3a.checkout_42';
    const res = await generate(token, { 'x-request-id': requestId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(requestId);
    expect(res.json().coverLetter.content).toMatch(/^Dear Hiring Team,/);

    const generationId = await generationIdOf(user.id);
    const jobId = `generation-${generationId}`;
    // The job as it sits in Redis: the payload is unchanged, the id rides in the envelope.
    const stored = await ctx.deps.queues.get(generationRunJob.queue).getJob(jobId);
    expect(stored?.data).toEqual({ v: generationRunJob.version, data: { generationId }, requestId });

    const lines = workerLines.filter((l) => l.jobId === jobId);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // Every line the job wrote, the processor's own "model call" included, names the request.
    for (const line of lines)
      expect(line).toMatchObject({ requestId, job: 'generation.run', queue: 'generation' });
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['model call']));
    expect(lines.some((l) => String(l.msg).startsWith('job done: generation.run'))).toBe(true);
  });

  it('replaces an unsafe or overlong X-Request-Id with its own, and the job carries that one', async () => {
    for (const hostile of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), 'id\u00e9']) {
      const { user, token } = await signInTestUser(ctx);
      const res = await generate(token, { 'x-request-id': hostile });
      expect(res.statusCode).toBe(200);
      const given = res.headers['x-request-id'];
      expect(given).not.toBe(hostile);
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
      const jobId = `generation-${await generationIdOf(user.id)}`;
      const stored = await ctx.deps.queues.get('generation').getJob(jobId);
      expect(stored?.data.requestId).toBe(given);
      expect(workerLines.find((l) => l.jobId === jobId && l.requestId === given)).toBeDefined();
      expect(JSON.stringify(workerLines)).not.toContain(hostile);
    }
  });

  it('carries the id of a tRPC call (the batched HTTP link the client uses) the same way', async () => {
    const { token } = await signInTestUser(ctx);
    const requestId = 'trpc-call-1';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/generation.start',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      payload: JSON.stringify({
        ...job,
        generateCoverLetter: true,
        optimizeResume: false,
        isCreatingNewResume: false,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(requestId);
    const jobId = `generation-${res.json().result.data.id}`;
    const done = await waitUntil(
      async () => workerLines.find((l) => l.jobId === jobId && String(l.msg).startsWith('job done')),
      15_000,
      "the worker's line for the job",
    );
    expect(done).toMatchObject({ requestId, job: 'generation.run' });
  });

  it('times the generation, its wait and run, and the first token by provider for /metrics', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const count = (prefix: string) =>
      res.body
        .split('\n')
        .filter((l) => l.startsWith(prefix))
        .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    expect(count('jobpadi_generation_duration_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(6);
    expect(count('jobpadi_job_run_seconds_count{queue="generation",outcome="ok"}')).toBeGreaterThanOrEqual(6);
    expect(count('jobpadi_job_wait_seconds_count{queue="generation"}')).toBeGreaterThanOrEqual(6);
    expect(res.body).toMatch(
      /^jobpadi_model_first_token_seconds_count\{provider="[a-z_-]+",kind="generation"\} \d+/m,
    );
    expect(res.body).toMatch(
      /^jobpadi_http_request_duration_seconds_count\{method="POST",route="\/api\/generate",status_code="200"\} 5$/m,
    );
  });
});
