import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { AuthContext } from '../../src/auth/resolve-auth.js';
import { SessionCache } from '../../src/auth/session-cache.js';
import { followAuthChanges } from '../../src/auth/session-change-feed.js';
import { DEFAULT_RENDER_WAIT_MS, type Deps } from '../../src/deps.js';
import { type Env, parseEnv } from '../../src/env.js';
import { createLogger } from '../../src/logger.js';
import { createPubSub } from '../../src/queue/pubsub.js';
import { createQueueEventsHub } from '../../src/queue/queue-events.js';
import { createQueues } from '../../src/queue/queues.js';
import { createRedis } from '../../src/queue/redis.js';
import { createCallerFactory } from '../../src/trpc/init.js';
import { appRouter } from '../../src/trpc/router.js';
import { cloneTemplateDatabase, type TestDatabase } from './test-database.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A unique BullMQ prefix per test file, so parallel files never see each other's jobs. */
export const uniquePrefix = (): string => `test-${randomBytes(5).toString('hex')}`;

export interface TestContext {
  deps: Deps;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Real dependencies: a cloned database, the real Redis, a unique queue prefix. */
export async function createTestDeps(
  overrides: Record<string, string | undefined> = {},
  options: { sessionCache?: boolean } = {},
): Promise<TestContext> {
  const database = await cloneTemplateDatabase();
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: uniquePrefix(),
    // Tests read their own writes; the counter's cache has its own test.
    DOCUMENT_COUNT_CACHE_MS: '0',
    ...overrides,
  });
  const logger = createLogger(env, 'test');
  const redis = createRedis(env.REDIS_URL, 'producer');
  const deps: Deps = {
    env,
    db: database.db,
    redis,
    // As in production (deps.ts): the queues on a connection of their own.
    queues: createQueues(createRedis(env.REDIS_URL, 'producer'), env.QUEUE_PREFIX, { owned: true }),
    pubsub: createPubSub(() => createRedis(env.REDIS_URL, 'consumer')),
    queueEvents: createQueueEventsHub(() => createRedis(env.REDIS_URL, 'consumer'), env.QUEUE_PREFIX),
    // A test that wants a quick 503 sets ctx.deps.renderWaitMs.
    renderWaitMs: DEFAULT_RENDER_WAIT_MS,
    logger,
    clock: { now: () => new Date() },
  };
  // Off unless asked for: most tests change rows directly and read them back at once.
  if (options.sessionCache) deps.sessionCache = new SessionCache({ ttlMs: 60_000, maxEntries: 1_000 });
  const feed = deps.sessionCache ? followAuthChanges(env.DATABASE_URL, deps.sessionCache, logger) : null;
  await feed?.ready;
  return {
    deps,
    database,
    async close() {
      await feed?.close();
      await deps.pubsub.close();
      await deps.queueEvents.close();
      await deps.queues.close();
      redis.disconnect();
      await database.drop();
    },
  };
}

export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  options: { sessionCache?: boolean } = {},
): Promise<TestContext & { app: FastifyInstance }> {
  const context = await createTestDeps(overrides, options);
  const app = await buildApp(context.deps);
  await app.ready();
  return {
    ...context,
    app,
    async close() {
      await app.close();
      await context.close();
    },
  };
}

/** A tRPC caller as a signed-out visitor, or as the holder of `auth`. */
export function callerFor(deps: Deps, auth: AuthContext | null = null, ip = '127.0.0.1') {
  return createCallerFactory(appRouter)({
    deps,
    requestId: 'test',
    auth,
    meta: { ip, userAgent: 'vitest' },
    http: null,
  });
}
