import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startNode } from './child.mjs';
import { freePort } from './port.mjs';
import { benchRedisUrl, scratchQueuePrefix } from './scratch-redis.mjs';

const SERVER_ENTRY = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('../../worker/dist/main.js', import.meta.url));
const HOST = '127.0.0.1';

function requireBuilt(/** @type {string} */ entry) {
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: build first (npm run build, or npx tsc -b tsconfig.build.json)`);
  }
}

/**
 * Starts the real built server (server/dist/main.js) as a child process against `databaseUrl`,
 * configured as in production but quiet (LOG_LEVEL=warn) so logging does not skew the figures,
 * with its own QUEUE_PREFIX (see scratch-redis.mjs), returned so a worker can share it.
 * @param {{ databaseUrl: string, env?: Record<string, string> }} options
 * @returns {Promise<{ baseUrl: string, queuePrefix: string } & import('./child.mjs').Started>}
 */
export async function startProductServer({ databaseUrl, env = {} }) {
  requireBuilt(SERVER_ENTRY);
  const queuePrefix = await scratchQueuePrefix();
  const port = await freePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const started = await startNode({
    name: 'product server',
    script: SERVER_ENTRY,
    env: {
      NODE_ENV: 'production',
      // No SMTP in a benchmark: e-mail stays in the outbox, as production allows only explicitly.
      ALLOW_DEMO_MAIL: 'true',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: benchRedisUrl(),
      QUEUE_PREFIX: queuePrefix,
      ...env,
    },
    healthUrl: `${baseUrl}/api/health`,
  });
  return { baseUrl, queuePrefix, ...started };
}

/**
 * Starts the real built worker (worker/dist/main.js) as a child process, configured like the
 * server above. It has no HTTP port, so it is "started" at once: the caller proves it works
 * with a first job (a job queued before it connects simply waits in Redis).
 * @param {{ databaseUrl: string, queuePrefix: string, env?: Record<string, string> }} options
 * @returns {Promise<import('./child.mjs').Started>}
 */
export async function startProductWorker({ databaseUrl, queuePrefix, env = {} }) {
  requireBuilt(WORKER_ENTRY);
  return startNode({
    name: 'product worker',
    script: WORKER_ENTRY,
    env: {
      NODE_ENV: 'production',
      ALLOW_DEMO_MAIL: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: benchRedisUrl(),
      QUEUE_PREFIX: queuePrefix,
      ...env,
    },
  });
}
