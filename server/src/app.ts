import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Deps } from './deps.js';
import { AppError } from './errors.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { generationRoutes } from './modules/generation/generation.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { registerClient } from './plugins/client.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurity } from './plugins/security.js';
import { createContextFactory } from './trpc/context.js';
import { type AppRouter, appRouter } from './trpc/router.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP app without listening: main.ts listens, tests use inject(). */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default generics.
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id when it is sane, so logs line up across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerErrorHandler(app);
  registerSecurity(app);
  registerCsrfProtection(app, deps.env);
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(deps),
      keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
      // A rate-limited call tells the client when to come back, as the REST shims do.
      responseMeta({ errors }) {
        const limited = errors
          .map((e) => e.cause)
          .find((c) => c instanceof AppError && c.code === 'RATE_LIMITED');
        const retryAfter = limited instanceof AppError ? limited.details.retryAfter : undefined;
        return typeof retryAfter === 'number' ? { headers: { 'retry-after': String(retryAfter) } } : {};
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          deps.logger.error({ err: error.cause ?? error, path }, 'tRPC failure');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await healthRoutes(app, deps);
  await authRoutes(app, deps);
  await documentsRoutes(app, deps);
  await generationRoutes(app, deps);
  await mailRoutes(app, deps);

  await registerClient(app, deps.env.CLIENT_DIST);
  return app;
}
