import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startNode } from './child.mjs';
import { freePort } from './port.mjs';
import { benchRedisUrl, scratchQueuePrefix } from './scratch-redis.mjs';

const SERVER_ENTRY = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const HOST = '127.0.0.1';

/**
 * Starts the real built server (server/dist/main.js) as a child process against `databaseUrl`,
 * configured as in production but quiet (LOG_LEVEL=warn) so logging does not skew the figures,
 * with its own QUEUE_PREFIX (see scratch-redis.mjs).
 * @param {{ databaseUrl: string, env?: Record<string, string> }} options
 * @returns {Promise<{ baseUrl: string } & import('./child.mjs').Started>}
 */
export async function startProductServer({ databaseUrl, env = {} }) {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing: build first (npm run build, or npx tsc -b tsconfig.build.json)`,
    );
  }
  const port = await freePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const started = await startNode({
    name: 'product server',
    script: SERVER_ENTRY,
    env: {
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: benchRedisUrl(),
      QUEUE_PREFIX: await scratchQueuePrefix(),
      ...env,
    },
    healthUrl: `${baseUrl}/api/health`,
  });
  return { baseUrl, ...started };
}
