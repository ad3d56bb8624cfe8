import type { ChainableCommander } from 'ioredis';

/**
 * APPEND to a text that still exists. A plain APPEND would create a missing key, without an
 * expiry: the text a deletion just removed (an account's, clearLiveState) would come back from a
 * run still streaming and stay for good.
 */
const APPEND_IF_PRESENT = `if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('APPEND', KEYS[1], ARGV[1])
end
return 0`;

/**
 * Adds to `pipeline` the next piece of a text kept in a Redis key while it is streamed: the
 * first piece (offset 0) sets the key with its expiry, later ones append while the key exists. A
 * watcher subscribes before it reads the key, and the key is written before the piece is
 * announced, so it either reads the piece or receives it (and drops the part it already has by
 * its offset).
 */
export function appendLiveText(
  pipeline: ChainableCommander,
  key: string,
  ttlSeconds: number,
  delta: string,
  at: number,
): ChainableCommander {
  return at === 0
    ? pipeline.set(key, delta, 'EX', ttlSeconds)
    : pipeline.eval(APPEND_IF_PRESENT, 1, key, delta);
}
