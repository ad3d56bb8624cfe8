import { ZAnalyticsQuery, ZLatestCallsQuery, ZMonitoringQuery, ZStatsQuery } from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { parseInput } from '../../plugins/validation.js';
import { getAdminStats, getAnalyticsBody } from './analytics.service.js';
import { acceptsGzip } from './encoded-body.js';
import { getLatestCalls, getMonitoringJson } from './monitoring.service.js';

/** Business figures and personal data: never kept by a shared cache, nor by the browser's. */
const PRIVATE = 'private, no-store';
const privately = (reply: FastifyReply) => reply.header('cache-control', PRIVATE);

/** REST shims of spec 02 §7 (GET /api/admin/stats, /api/admin/analytics) and the monitor's calls. */
export async function analyticsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  /** ?refresh=true recomputes. */
  app.get('/api/admin/stats', async (req, reply) => {
    await requireAuth(deps, req, 'admin');
    const { refresh } = parseInput(ZStatsQuery, req.query ?? {});
    privately(reply);
    return getAdminStats(deps, { refresh });
  });

  /**
   * ?months=3|6|12 (default 12) &refresh=true. The answer is encoded (and gzipped) once per cache
   * period: a cached answer costs the session check and a write.
   */
  app.get('/api/admin/analytics', async (req, reply) => {
    await requireAuth(deps, req, 'admin');
    const input = parseInput(ZAnalyticsQuery, req.query ?? {});
    const body = await getAnalyticsBody(deps, input);
    privately(reply).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(body.identity);
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  });

  /** ?timeline=24h|7d&refresh=true (refresh: computed now, as the bench measures it cold). */
  app.get('/api/admin/ai-monitoring', async (req, reply) => {
    await requireAuth(deps, req, 'admin');
    const input = parseInput(ZMonitoringQuery, req.query ?? {});
    const body = await getMonitoringJson(deps, input);
    return privately(reply).type('application/json; charset=utf-8').send(body);
  });

  /** ?provider=&outcome=ok|error&kind=generation|prompt_test|connection_test&limit=&before=&after= */
  app.get('/api/admin/ai-calls', async (req, reply) => {
    await requireAuth(deps, req, 'admin');
    const input = parseInput(ZLatestCallsQuery, req.query ?? {});
    privately(reply);
    return getLatestCalls(deps, input);
  });
}
