import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { callerFor, createTestApp, type TestContext } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

let ctx: TestContext & { app: FastifyInstance };
const clientDist = mkdtempSync(join(tmpdir(), 'client-dist-'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>JobPadi</title><div id="root"></div>');

beforeAll(async () => {
  ctx = await createTestApp({ CLIENT_DIST: clientDist });
});
afterAll(() => ctx.close());

async function insertDocuments(count: number): Promise<void> {
  const owner = await insertTestUser(ctx.deps.db);
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: owner.id,
    type: i % 2 ? 'resume' : 'cover_letter',
    title: `Cover Letter – Engineer at Acme ${i}`,
    content: 'Dear hiring manager,',
    job_title: 'Engineer',
    company_name: 'Acme',
  }));
  await ctx.deps.db.insertInto('documents').values(rows).execute();
}

describe('document count', () => {
  it('reports the real number of stored documents through REST and tRPC', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/stats/document-count' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ count: 0 });

    await insertDocuments(3);

    const rest = await ctx.app.inject({ method: 'GET', url: '/api/stats/document-count' });
    expect(rest.json()).toEqual({ count: 3 });
    const caller = callerFor(ctx.deps);
    await expect(caller.documents.count()).resolves.toEqual({ count: 3 });
    const http = await ctx.app.inject({ method: 'GET', url: '/trpc/documents.count' });
    expect(http.json()).toMatchObject({ result: { data: { count: 3 } } });

    // Documents created, not documents kept: a deleted one still counts (issue 28).
    await ctx.deps.db.deleteFrom('documents').execute();
    const afterDelete = await ctx.app.inject({ method: 'GET', url: '/api/stats/document-count' });
    expect(afterDelete.json()).toEqual({ count: 3 });
  });
});

describe('HTTP edges', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: 'There is no endpoint at GET /api/does-not-exist.',
      message: 'There is no endpoint at GET /api/does-not-exist.',
      code: 'NOT_FOUND',
    });
  });

  it('answers a malformed JSON body with a 400 a person can read', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stats/document-count',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
  });

  it('refuses an oversized body with 413', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/stats/document-count',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the client for unknown page paths so its router can show the 404 page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('tells a person to build the client when it is missing', async () => {
    const app = await buildApp({ ...ctx.deps, env: { ...ctx.deps.env, CLIENT_DIST: undefined } });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Run `npm run build`');
      expect((await app.inject({ method: 'GET', url: '/api/x' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('tags every answer with a request id and security headers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/stats/document-count',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const hostile = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('health', () => {
  it('is 200 when database, Redis and the queue answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      failed: [],
      checks: { database: { ok: true }, redis: { ok: true } },
    });
  });

  it('is 200 "degraded" naming Redis and the queue when only Redis is down', async () => {
    const { createRedis } = await import('../src/queue/redis.js');
    const { createQueues } = await import('../src/queue/queues.js');
    const deadRedis = createRedis('redis://127.0.0.1:1', 'producer', { retryStrategy: () => null });
    const app = await buildApp({ ...ctx.deps, redis: deadRedis, queues: createQueues(deadRedis, 'dead') });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('degraded');
      expect(res.json().failed).toEqual(['redis', 'queue']);
      expect(res.json().checks.database.ok).toBe(true);
    } finally {
      await app.close();
      deadRedis.disconnect();
    }
  });
});
