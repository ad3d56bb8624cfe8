import { processors } from '../../../worker/src/processors/index.js';
import { RenderPool } from '../../../worker/src/render/browser-pool.js';
import { renderPoolOptions } from '../../../worker/src/render/shared-pool.js';
import { startWorkers } from '../../../worker/src/runtime/workers.js';
import type { Deps } from '../../src/deps.js';
import { createRedis } from '../../src/queue/redis.js';

/**
 * The real render processors inside the test process, on the test's own queue prefix, with a
 * Chromium pool of their own: `pool.stats` tells whether a download touched Chromium.
 */
export function startRenderWorkers(deps: Deps): { pool: RenderPool; stop(): Promise<void> } {
  const pool = new RenderPool(renderPoolOptions(deps.env, deps.logger));
  const connection = createRedis(deps.env.REDIS_URL, 'consumer');
  const workers = startWorkers({ ...deps, mailTransport: null, renderPool: pool }, processors, connection, [
    'render',
  ]);
  return {
    pool,
    async stop() {
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
      await pool.close();
    },
  };
}
