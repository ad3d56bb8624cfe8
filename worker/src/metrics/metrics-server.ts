import { createServer, type Server } from 'node:http';
import type { Env } from '@app/server/env';
import {
  enableProcessMetrics,
  METRICS_CONTENT_TYPE,
  metricsText,
  metricsTokenMatches,
  processRegistry,
} from '@app/server/observability/metrics';
import { errorBody } from '@app/shared';
import type { Logger } from 'pino';

const answer = (res: import('node:http').ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/**
 * A worker's own GET /metrics (jobs, model calls, Chromium, Node), on WORKER_METRICS_PORT at
 * WORKER_METRICS_HOST (127.0.0.1 unless told otherwise): Prometheus scrapes each worker as it
 * scrapes each server. With METRICS_TOKEN set it asks for `Authorization: Bearer <token>` too.
 * Returns null when no port is set. A port that cannot be opened is logged; jobs still run.
 */
export function startMetricsServer(
  env: Pick<Env, 'WORKER_METRICS_PORT' | 'WORKER_METRICS_HOST' | 'METRICS_TOKEN'>,
  logger: Logger,
): { server: Server; listening: Promise<number | null>; close(): Promise<void> } | null {
  if (env.WORKER_METRICS_PORT === undefined) return null;
  enableProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      answer(res, 404, errorBody('NOT_FOUND', `There is no endpoint at ${req.method} ${path}.`));
      return;
    }
    if (env.METRICS_TOKEN && !metricsTokenMatches(env.METRICS_TOKEN, req.headers.authorization)) {
      res.setHeader('www-authenticate', 'Bearer realm="metrics"');
      answer(
        res,
        401,
        errorBody(
          'UNAUTHENTICATED',
          'Metrics need the header "Authorization: Bearer <METRICS_TOKEN>" with the token this worker was given.',
        ),
      );
      return;
    }
    metricsText(processRegistry).then(
      (text) => {
        res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        answer(res, 500, errorBody('INTERNAL', 'Metrics could not be collected.'));
      },
    );
  });
  const listening = new Promise<number | null>((resolve) => {
    server.once('error', (error) => {
      logger.error(
        { err: (error as Error).message, port: env.WORKER_METRICS_PORT },
        `worker metrics port ${env.WORKER_METRICS_HOST}:${env.WORKER_METRICS_PORT} could not be opened; jobs still run`,
      );
      resolve(null);
    });
    server.listen(env.WORKER_METRICS_PORT, env.WORKER_METRICS_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : null;
      logger.info({ host: env.WORKER_METRICS_HOST, port }, 'worker metrics listening');
      resolve(port);
    });
  });
  return {
    server,
    listening,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
