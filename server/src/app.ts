import { randomUUID } from 'node:crypto';
import { REQUEST_ID_PATTERN } from '@app/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createSocketSessions } from './auth/socket-sessions.js';
import type { Deps } from './deps.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { applicationsAssistRoutes } from './modules/applications/applications-assist.routes.js';
import { accountMailSettled } from './modules/auth/account-mail.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { selectionHelpRoutes } from './modules/documents/selection-help.routes.js';
import { documentVersionsRoutes } from './modules/documents/versions.routes.js';
import { generationRoutes } from './modules/generation/generation.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { jobCheckRoutes } from './modules/job-check/job-check.routes.js';
import { jobImportRoutes } from './modules/job-import/job-import.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { registerSupportSocket } from './modules/support/support-socket.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { lazyRequestLogger } from './observability/lazy-request-logger.js';
import { BODY_LIMIT } from './plugins/body-guard.js';
import { registerClient } from './plugins/client.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerMetrics } from './plugins/metrics.js';
import { frameworkErrors, registerSecurity } from './plugins/security.js';
import { registerSocketRoutes } from './plugins/websocket.js';
import { registerTrpc, registerTrpcSocket } from './trpc/plugin.js';

/**
 * The largest WebSocket message. The browser sends subscriptions and pings of a few hundred
 * bytes (uploads and saves go over HTTP); 64 KiB still takes a whole document sent over a socket
 * by another client, and is 1/16 of the 1 MiB that let 18 sockets fill the heap (issue 27).
 */
const SOCKET_MESSAGE_LIMIT = 64 * 1024;

/**
 * TRUST_PROXY as Fastify takes it: nothing, the proxies' addresses, or a number of hops (the
 * n entries nearest the server, each appended by one of our proxies), never "any header".
 * Fastify does the same for a number at runtime, but its types only take a function.
 */
const trustedProxies = (setting: Deps['env']['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the whole HTTP app without listening: main.ts listens, tests use inject(). */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default generics.
    loggerInstance: deps.logger as FastifyBaseLogger,
    // request.log is made when a request first logs, not for every request.
    childLoggerFactory: lazyRequestLogger,
    trustProxy: trustedProxies(deps.env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    // Keep a caller's request id when it is sane, so logs line up across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    // A tRPC batch names its calls in the path ("/trpc/a.b,c.d,…"): ten of the longest fit in 500
    // characters, where Fastify's default of 100 refused a batch of five with a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A malformed address gets the security headers and a sentence too (plugins/security.ts).
    frameworkErrors: frameworkErrors(deps.env),
  });

  // Sign-in e-mails are written after their request has answered: close waits for them.
  app.addHook('onClose', accountMailSettled);
  registerErrorHandler(app);
  // Before any route, so its hook times every one (/metrics, off by default).
  registerMetrics(app, deps);
  registerSecurity(app, deps.env);
  registerCsrfProtection(app, deps);
  // Every socket of this process (/trpc and /ws), each only as good as its session now.
  const sockets = createSocketSessions(deps);
  app.addHook('onClose', () => sockets.close());
  const socketServer = await registerSocketRoutes(
    app,
    { maxPayload: SOCKET_MESSAGE_LIMIT },
    async (scope) => {
      registerTrpcSocket(scope, deps, sockets);
      await registerSupportSocket(scope, deps, { sockets });
    },
  );
  // The open-sockets gauge (plugins/metrics.ts) reads it at the root.
  app.decorate('websocketServer', socketServer);
  await registerTrpc(app, deps, sockets);

  await healthRoutes(app, deps);
  await adminRoutes(app, deps);
  await analyticsRoutes(app, deps);
  await applicationsRoutes(app, deps);
  await applicationsAssistRoutes(app, deps);
  await authRoutes(app, deps);
  await billingRoutes(app, deps);
  await documentsRoutes(app, deps);
  await documentVersionsRoutes(app, deps);
  await selectionHelpRoutes(app, deps);
  await generationRoutes(app, deps);
  await jobCheckRoutes(app, deps);
  await jobImportRoutes(app, deps);
  await mailRoutes(app, deps);
  await supportRoutes(app, deps);
  await usersRoutes(app, deps);

  await registerClient(app, deps.env.CLIENT_DIST);
  return app;
}
