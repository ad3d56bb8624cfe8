import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { emailSendJob } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../worker/src/metrics/metrics-server.js';
import { createLogger } from '../src/logger.js';
import { enqueue } from '../src/queue/enqueue.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const body = line.slice(name.length);
    if (!Object.entries(labels).every(([k, v]) => body.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN (the default)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 404 like any unknown path, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'There is no endpoint at GET /metrics.' });
      expect(res.body).not.toContain('jobpadi_');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  const scrape = () =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a missing or wrong token with 401 and a sentence, and shows no figures', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Basic abc',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().message).toMatch(/Authorization: Bearer/);
      expect(res.body).not.toContain('jobpadi_');
    }
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const { token } = await signInTestUser(ctx);
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 3; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth })).statusCode).toBe(
        200,
      );
    }
    const missing = randomUUID();
    const notFound = await ctx.app.inject({ method: 'GET', url: `/api/documents/${missing}`, headers: auth });
    expect(notFound.statusCode).toBe(404);
    await ctx.app.inject({ method: 'GET', url: `/api/no-such-thing/${missing}?secret=1` });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE jobpadi_http_request_duration_seconds histogram');
    expect(
      sample(text, 'jobpadi_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/auth/user',
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      sample(text, 'jobpadi_http_request_duration_seconds_count', {
        route: '/api/documents/:id',
        status_code: '404',
      }),
    ).toBe(1);
    expect(
      sample(text, 'jobpadi_http_request_duration_seconds_count', {
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Buckets are cumulative: everything is under +Inf.
    expect(
      sample(text, 'jobpadi_http_request_duration_seconds_bucket', { route: '/api/auth/user', le: '+Inf' }),
    ).toBe(3);
    // No id, path value or query string ever becomes a label.
    expect(text).not.toContain(missing);
    expect(text).not.toContain('secret');
    expect(text).not.toContain(token);
  });

  it('reads queue depth per queue and state, the outbox and open sockets at scrape time', async () => {
    // No worker runs in this file: queued jobs stay waiting.
    await enqueue(ctx.deps.queues, emailSendJob, { outboxId: randomUUID() });
    await enqueue(ctx.deps.queues, emailSendJob, { outboxId: randomUUID() });
    const mail = { to_address: 'a@example.com', template: 't', subject: 's', html: '<p>h</p>', text: 'h' };
    await ctx.deps.db
      .insertInto('email_outbox')
      .values([
        { ...mail, status: 'queued' },
        { ...mail, status: 'sending' },
        { ...mail, status: 'sent' },
        { ...mail, status: 'demo' },
      ])
      .execute();

    const text = (await scrape()).body;
    expect(text).toContain('# TYPE jobpadi_queue_jobs gauge');
    expect(sample(text, 'jobpadi_queue_jobs', { queue: 'email', state: 'waiting' })).toBe(2);
    for (const queue of ['generation', 'render', 'email', 'billing']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(text, 'jobpadi_queue_jobs', { queue, state }), `${queue} ${state}`).toBeTypeOf(
          'number',
        );
      }
    }
    expect(sample(text, 'jobpadi_queue_jobs', { queue: 'generation', state: 'waiting' })).toBe(0);
    expect(sample(text, 'jobpadi_email_outbox_pending')).toBe(2);
    expect(sample(text, 'jobpadi_websocket_open_sockets')).toBe(0);
    expect(sample(text, 'jobpadi_metrics_source_up', { source: 'redis' })).toBe(1);
    expect(sample(text, 'jobpadi_metrics_source_up', { source: 'postgres' })).toBe(1);
    // The worker-side families are declared wherever they are collected, and Node's own figures.
    for (const family of [
      'jobpadi_job_wait_seconds histogram',
      'jobpadi_job_run_seconds histogram',
      'jobpadi_generation_duration_seconds histogram',
      'jobpadi_render_duration_seconds histogram',
      'jobpadi_model_first_token_seconds histogram',
      'jobpadi_chromium_restarts_total counter',
      'process_cpu_seconds_total counter',
    ]) {
      expect(text).toContain(`# TYPE ${family}`);
    }
  });
});

describe("a worker's own metrics port", () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  const logger = createLogger({ LOG_LEVEL: 'silent' }, 'worker');

  it('is not opened unless WORKER_METRICS_PORT is set', () => {
    expect(
      startMetricsServer(
        { WORKER_METRICS_HOST: '127.0.0.1', WORKER_METRICS_PORT: undefined, METRICS_TOKEN: TOKEN },
        logger,
      ),
    ).toBeNull();
  });

  it('serves the worker-side figures on 127.0.0.1, behind METRICS_TOKEN when set', async () => {
    const port = await freePort();
    const metrics = startMetricsServer(
      { WORKER_METRICS_HOST: '127.0.0.1', WORKER_METRICS_PORT: port, METRICS_TOKEN: TOKEN },
      logger,
    );
    try {
      expect(await metrics?.listening).toBe(port);
      const url = `http://127.0.0.1:${port}/metrics`;
      const refused = await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789' } });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Authorization: Bearer/);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toContain('# TYPE jobpadi_job_run_seconds histogram');
      expect(text).toContain('# TYPE jobpadi_chromium_crashes_total counter');
      expect(text).not.toContain('jobpadi_http_request_duration_seconds');
    } finally {
      await metrics?.close();
    }
  });
});
