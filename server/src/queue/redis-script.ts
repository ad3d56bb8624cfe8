import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A Lua script with its SHA-1, computed once. */
export interface RedisScript {
  body: string;
  sha: string;
}

export const redisScript = (body: string): RedisScript => ({
  body,
  sha: createHash('sha1').update(body).digest('hex'),
});

/**
 * Runs `script` by its hash; the body is sent only when this Redis has not seen it yet (first
 * use, or after a restart), so a hot path pays one short command.
 */
export function runScript(
  redis: Redis,
  script: RedisScript,
  keys: readonly string[],
  args: ReadonlyArray<string | number>,
): Promise<unknown> {
  return redis.evalsha(script.sha, keys.length, ...keys, ...args).catch((error: unknown) => {
    if (!String((error as Error)?.message).includes('NOSCRIPT')) throw error;
    return redis.eval(script.body, keys.length, ...keys, ...args);
  });
}

const DELETE_IF_HELD =
  redisScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`);

/**
 * Deletes `key` only while it still holds `value`: a lock or claim given back by its holder,
 * never one that expired and was taken by someone else since.
 */
export async function deleteIfHeld(redis: Redis, key: string, value: string): Promise<void> {
  await runScript(redis, DELETE_IF_HELD, [key], [value]);
}
