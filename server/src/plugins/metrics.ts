import { QUEUE_NAMES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { HttpHistogram, type HttpSeries } from '../observability/http-histogram.js';
import {
  enableProcessMetrics,
  METRICS_CONTENT_TYPE,
  metricsText,
  metricsTokenMatches,
  processRegistry,
} from '../observability/metrics.js';

/** How long one scrape-time read (a queue's counts, the outbox count) may take before it is skipped. */
const READ_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** The label of a request no route matched (the client's pages, unknown paths). */
const UNMATCHED = '(unmatched)';

/**
 * GET /metrics in Prometheus text format, off unless METRICS_TOKEN is set (404 then, as for any
 * unknown path) and answered only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 *
 * Per request, only when metrics are on: one histogram observe on a series cached per route,
 * method and status (observability/http-histogram.ts: no label set built or hashed). Everything
 * else (queue depth, the outbox, open sockets) is read when Prometheus scrapes, never on a
 * user's request.
 * Registered first in buildApp, so its hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<Deps, 'env' | 'db' | 'queues'>): void {
  const token = deps.env.METRICS_TOKEN;
  if (!token) {
    // Registered anyway: the client's page fallback would otherwise answer GET /metrics.
    app.get('/metrics', async () => {
      throw new AppError('NOT_FOUND', 'There is no endpoint at GET /metrics.');
    });
    return;
  }

  enableProcessMetrics();
  const registry = new Registry();
  const http = new HttpHistogram();
  app.get('/metrics', async (request, reply) => {
    if (!metricsTokenMatches(token, request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(
        'UNAUTHENTICATED',
        'Metrics need the header "Authorization: Bearer <METRICS_TOKEN>" with the token this server was given.',
      );
    }
    reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
    return `${http.text()}${await metricsText(registry, processRegistry)}`;
  });

  // Route (its config object, one per route) → method → status → its series.
  const byRoute = new WeakMap<object, Map<string, Map<number, HttpSeries>>>();
  const unmatched = new Map<string, Map<number, HttpSeries>>();

  app.addHook('onResponse', (request, reply, done) => {
    // A WebSocket's "response" is its whole life: open sockets are counted below instead.
    if (request.ws) return done();
    const { config, url } = request.routeOptions;
    const matched = url !== undefined && typeof config === 'object' && config !== null;
    let byMethod = matched ? byRoute.get(config) : unmatched;
    if (!byMethod) {
      byMethod = new Map();
      byRoute.set(config, byMethod);
    }
    let byStatus = byMethod.get(request.method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(request.method, byStatus);
    }
    const status = reply.statusCode;
    let series = byStatus.get(status);
    if (!series) {
      series = http.series(request.method, matched ? url : UNMATCHED, status);
      byStatus.set(status, series);
    }
    HttpHistogram.observe(series, reply.elapsedTime / 1_000);
    done();
  });

  const up = new Gauge({
    name: 'jobpadi_metrics_source_up',
    help: 'Whether the last scrape could read a source (redis: queue depth, postgres: the outbox)',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'jobpadi_queue_jobs',
    help: 'Jobs in each queue by state (waiting includes prioritized), read at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await Promise.all(
        QUEUE_NAMES.map((queue) =>
          withTimeout(
            deps.queues.get(queue).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
          )
            .then((c) => ({ queue, c }))
            .catch(() => null),
        ),
      );
      up.set({ source: 'redis' }, counts.every(Boolean) ? 1 : 0);
      for (const entry of counts) {
        if (!entry) continue;
        const { queue, c } = entry;
        this.set({ queue, state: 'waiting' }, (c.waiting ?? 0) + (c.prioritized ?? 0));
        for (const state of ['active', 'delayed', 'failed'] as const)
          this.set({ queue, state }, c[state] ?? 0);
      }
    },
  });

  new Gauge({
    name: 'jobpadi_email_outbox_pending',
    help: 'E-mails stored but not yet handed to SMTP (queued or sending), read at scrape time',
    registers: [registry],
    async collect() {
      // One index-only count over the partial index of pending rows (migration 0013).
      const row = await withTimeout(
        deps.db
          .selectFrom('email_outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', 'in', ['queued', 'sending'])
          .executeTakeFirst(),
      ).catch(() => null);
      up.set({ source: 'postgres' }, row ? 1 : 0);
      this.reset();
      if (row) this.set(Number(row.n));
    },
  });

  new Gauge({
    name: 'jobpadi_websocket_open_sockets',
    help: 'Open WebSocket connections (live generation progress, tRPC subscriptions, support chat)',
    registers: [registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
}
