import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * The Redis key prefix `npm start` hands to the server and worker. QUEUE_PREFIX, when set, always
 * wins. On a Redis the launcher started itself (its own data folder) the plain default is private
 * already. On a Redis it found or was given, another copy of the product may be using it: the
 * prefix then names this copy's data folder, so two copies never take each other's jobs.
 */
export function queuePrefixFor(options: {
  explicit: string | undefined;
  dataDir: string;
  redisStartedHere: boolean;
}): string {
  if (options.explicit) return options.explicit;
  if (options.redisStartedHere) return 'jobpadi';
  const hash = createHash('sha256').update(resolve(options.dataDir)).digest('hex').slice(0, 8);
  return `jobpadi-${hash}`;
}
