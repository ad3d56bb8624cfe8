import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { processors } from '../../../worker/src/processors/index.js';
import { startWorkers } from '../../../worker/src/runtime/workers.js';
import type { Deps } from '../../src/deps.js';
import { createRedis } from '../../src/queue/redis.js';
import { FakeLlm } from '../fakes/fake-llm.js';
import { createTestApp } from './test-deps.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../../../../shared/fixtures/resumes/${name}`, import.meta.url));

/** Workers for the generation queue inside the test process, on the test's own queue prefix. */
export function startGenerationWorkers(deps: Deps): () => Promise<void> {
  const connection = createRedis(deps.env.REDIS_URL, 'consumer');
  const workers = startWorkers({ ...deps, mailTransport: null }, processors, connection, ['generation']);
  return async () => {
    await Promise.all(workers.map((w) => w.close()));
    connection.disconnect();
  };
}

/** A multipart body as a browser would send it (booleans as strings, spec 02 §7). */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'resume',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

export async function postGenerate(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
) {
  const body = await multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/generate',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/**
 * A test file's generation setup: a fake model, an app whose fallback provider is that model,
 * and generation workers in this process; all stopped after the file. Read `ctx` inside tests.
 */
export function useGenerationApp(overrides: Record<string, string> = {}) {
  const env = { llm: new FakeLlm(), ctx: undefined as unknown as TestApp };
  let stopWorkers: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const baseUrl = await env.llm.start();
    env.ctx = await createTestApp({
      OPENAI_COMPATIBLE_BASE_URL: baseUrl,
      OPENAI_COMPATIBLE_MODEL: 'fake-writer',
      ...overrides,
    });
    stopWorkers = startGenerationWorkers(env.ctx.deps);
  });
  afterAll(async () => {
    await stopWorkers();
    await env.ctx.close();
    await env.llm.stop();
  });
  return env;
}
