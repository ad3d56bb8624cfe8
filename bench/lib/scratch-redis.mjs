import { Redis } from 'ioredis';
import { defer } from './cleanup.mjs';
import { randomSuffix } from './scratch-db.mjs';

export const benchRedisUrl = () => process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/** @param {(redis: Redis) => Promise<unknown>} work */
async function withRedis(work) {
  const redis = new Redis(benchRedisUrl(), {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  // Errors reach us through the rejected commands; without a listener ioredis prints them too.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await work(redis);
  } catch (error) {
    throw new Error(
      `Redis at ${benchRedisUrl()} failed (is it running?): ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Throws a clear error unless Redis answers; lets a scenario fail before minutes of load. */
export const checkRedis = () => withRedis((redis) => redis.ping());

/**
 * A unique BullMQ key prefix (`bench-<random>`) so a bench never touches another run's or a
 * developer's jobs; its keys are deleted at clean-up (BullMQ writes e.g. `<prefix>:email:meta`
 * as soon as a queue is used, even by a health check). Pings Redis first: a server without
 * Redis never gets healthy, and saying so at once beats waiting for the health timeout.
 * @returns {Promise<string>}
 */
export async function scratchQueuePrefix() {
  await checkRedis();
  const prefix = `bench-${randomSuffix()}`;
  defer(`delete redis keys ${prefix}:*`, () =>
    withRedis(async (redis) => {
      for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
        if (keys.length > 0) await redis.del(...keys);
      }
    }),
  );
  return prefix;
}
