import { Redis, type RedisOptions } from 'ioredis';

/**
 * Producers (the server) fail fast so a request never hangs on a dead Redis: a command waits
 * at most 3 s and one reconnection. Commands issued while the first connection is still being
 * made are queued, not refused. Consumers (workers) wait forever, as BullMQ requires
 * (`maxRetriesPerRequest: null`).
 */
export type RedisRole = 'producer' | 'consumer';

export function createRedis(url: string, role: RedisRole, extra: RedisOptions = {}): Redis {
  const options: RedisOptions =
    role === 'producer'
      ? { maxRetriesPerRequest: 1, commandTimeout: 3_000, connectTimeout: 3_000, ...extra }
      : { maxRetriesPerRequest: null, connectTimeout: 5_000, ...extra };
  const redis = new Redis(url, { lazyConnect: false, ...options });
  // Connection errors surface through health checks and failed commands; without a listener
  // ioredis would print each reconnect attempt as an unhandled error.
  redis.on('error', () => {});
  return redis;
}
