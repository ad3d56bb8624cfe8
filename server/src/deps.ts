import type { Redis } from 'ioredis';
import { SessionCache } from './auth/session-cache.js';
import { authChangeSubscriber } from './auth/session-change-feed.js';
import { type ChangeFeed, type ChangeSubscriber, followChanges } from './db/change-feed.js';
import { createDatabase, type Database } from './db/database.js';
import type { Env } from './env.js';
import type { Logger } from './logger.js';
import { applicationsListSubscriber } from './modules/applications/applications-list-versions.js';
import { SettingsCache, settingsChangeSubscriber } from './modules/generation/ai/settings-cache.js';
import { createPubSub, type PubSub } from './queue/pubsub.js';
import { createQueueEventsHub, type QueueEventsHub } from './queue/queue-events.js';
import { createQueues, type Queues } from './queue/queues.js';
import { createRedis } from './queue/redis.js';

export interface Clock {
  now(): Date;
}

/**
 * The explicit dependency bag. Services take what they need from it; tests build one with a
 * cloned database and a unique queue prefix.
 */
export interface Deps {
  env: Env;
  db: Database;
  /** General-purpose producer connection: health checks, queues, rate limits, pub/sub publish. */
  redis: Redis;
  queues: Queues;
  /** Subscriptions (live generation events), on one shared connection opened on first use. */
  pubsub: PubSub;
  /** Job completion events (the server waits for render jobs), opened on first use. */
  queueEvents: QueueEventsHub;
  /** How long a download waits for its render job before answering 503 "try again". */
  renderWaitMs: number;
  logger: Logger;
  clock: Clock;
  /** Validated sessions kept in memory (servers only; SESSION_CACHE_TTL_MS=0 turns it off). */
  sessionCache?: SessionCache | undefined;
  /** The active AI provider and prompts kept in memory (servers and workers; absent: read each time). */
  settingsCache?: SettingsCache | undefined;
}

export const systemClock: Clock = { now: () => new Date() };

/** A warm render takes well under a second; 20 s covers a cold Chromium and a short queue. */
export const DEFAULT_RENDER_WAIT_MS = 20_000;

/**
 * Keyed by the pool rather than the bag: the worker spreads the bag into one with its own clients
 * and closes that copy, which still holds the same pool.
 */
const changeFeeds = new WeakMap<Database, ChangeFeed>();

export interface CreateDepsOptions {
  /** Servers: a worker never authenticates. */
  sessionCache?: boolean;
  /** Servers and workers: whatever starts or runs generations. */
  settingsCache?: boolean;
}

/**
 * Every cache asked for is followed by ONE extra connection that LISTENs for the triggers'
 * notifications (db/change-feed.ts), closed by closeDeps. With the settings cache alone (a
 * worker), that connection opens with the first generation: an idle worker holds none.
 */
export function createDeps(env: Env, logger: Logger, options: CreateDepsOptions = {}): Deps {
  const db = createDatabase({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
  const redis = createRedis(env.REDIS_URL, 'producer');
  const sessionCache =
    options.sessionCache && env.SESSION_CACHE_TTL_MS > 0
      ? new SessionCache({ ttlMs: env.SESSION_CACHE_TTL_MS, maxEntries: env.SESSION_CACHE_MAX_ENTRIES })
      : undefined;
  const settingsCache = options.settingsCache
    ? new SettingsCache(sessionCache ? {} : { onFirstRead: () => follow() })
    : undefined;
  const subscribers: ChangeSubscriber[] = [
    ...(sessionCache ? [authChangeSubscriber(sessionCache)] : []),
    // Servers: the applications list's versions ride the same feed (without it, exact queries).
    ...(sessionCache ? [applicationsListSubscriber(db)] : []),
    ...(settingsCache ? [settingsChangeSubscriber(settingsCache)] : []),
  ];
  const follow = () => changeFeeds.set(db, followChanges(env.DATABASE_URL, subscribers, logger));
  const deps: Deps = {
    env,
    db,
    redis,
    queues: createQueues(createRedis(env.REDIS_URL, 'producer'), env.QUEUE_PREFIX, { owned: true }),
    pubsub: createPubSub(() => createRedis(env.REDIS_URL, 'consumer')),
    queueEvents: createQueueEventsHub(() => createRedis(env.REDIS_URL, 'consumer'), env.QUEUE_PREFIX),
    renderWaitMs: env.RENDER_WAIT_MS,
    logger,
    clock: systemClock,
    sessionCache,
    settingsCache,
  };
  if (sessionCache) follow();
  return deps;
}

/** Closes in reverse order of use: queues, then Redis, then the database pool. */
export async function closeDeps(deps: Deps): Promise<void> {
  await changeFeeds.get(deps.db)?.close();
  await deps.pubsub.close().catch(() => {});
  await deps.queueEvents.close().catch(() => {});
  await deps.queues.close().catch(() => {});
  deps.redis.disconnect();
  await deps.db.destroy().catch(() => {});
}
