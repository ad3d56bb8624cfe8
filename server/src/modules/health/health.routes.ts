import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { checkHealth } from './health.service.js';

export async function healthRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/health', async (_req, reply) => {
    const health = await checkHealth(deps);
    return (
      reply
        // Degraded still serves people: only a database it cannot reach takes a process out.
        .code(health.status === 'unavailable' ? 503 : 200)
        .header('cache-control', 'no-store')
        .send(health)
    );
  });
}
