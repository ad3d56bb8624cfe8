import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { checkHealth } from './health.service.js';

export async function healthRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/health', async (_req, reply) => {
    const health = await checkHealth(deps);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
