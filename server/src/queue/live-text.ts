import type { ChainableCommander } from 'ioredis';

/**
 * Adds to `pipeline` the next piece of a text kept in a Redis key while it is streamed: the
 * first piece (offset 0) sets the key with its expiry, later ones append. A watcher subscribes
 * before it reads the key, and the key is written before the piece is announced, so it either
 * reads the piece or receives it (and drops the part it already has by its offset).
 */
export function appendLiveText(
  pipeline: ChainableCommander,
  key: string,
  ttlSeconds: number,
  delta: string,
  at: number,
): ChainableCommander {
  return at === 0 ? pipeline.set(key, delta, 'EX', ttlSeconds) : pipeline.append(key, delta);
}
