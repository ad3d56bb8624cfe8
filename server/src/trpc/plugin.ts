import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import { AppError, isUnexpected } from '../errors.js';
import { acceptJsonBodiesOnly } from '../plugins/body-guard.js';
import { createContextFactory } from './context.js';
import { type AppRouter, appRouter } from './router.js';

/**
 * tRPC on /trpc (HTTP and WebSocket), in its own scope so the body guard applies to it alone:
 * the adapter's own content parsers would otherwise read any multipart body whole.
 */
export async function registerTrpc(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    acceptJsonBodiesOnly(scope);
    await scope.register(fastifyTRPCPlugin, {
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
          // An AppError from a subscription arrives wrapped as INTERNAL_SERVER_ERROR (see init.ts).
          if (error.code === 'INTERNAL_SERVER_ERROR' && isUnexpected(error.cause))
            deps.logger.error({ err: error.cause ?? error, path }, 'tRPC failure');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
}
