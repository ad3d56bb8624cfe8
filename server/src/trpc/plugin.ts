import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getWSConnectionHandler, type WSSHandlerOptions } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import type { SocketSessions } from '../auth/socket-sessions.js';
import type { Deps } from '../deps.js';
import { AppError, isUnexpected } from '../errors.js';
import { acceptJsonBodiesOnly } from '../plugins/body-guard.js';
import { callsInMessage, guardSocket } from '../plugins/socket-guard.js';
import { createContextFactory } from './context.js';
import { MAX_CALLS_PER_BATCH, TOO_MANY_IN_BATCH } from './limits.js';
import { type AppRouter, appRouter } from './router.js';

function trpcOptionsOf(deps: Deps, sockets: SocketSessions) {
  return {
    router: appRouter,
    createContext: createContextFactory(deps, sockets),
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    maxBatchSize: MAX_CALLS_PER_BATCH,
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
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
}

/**
 * tRPC over HTTP on /trpc/*, in its own scope so the body guard applies to it alone: the
 * adapter's own content parsers would otherwise read any multipart body whole.
 */
export async function registerTrpc(app: FastifyInstance, deps: Deps, sockets: SocketSessions): Promise<void> {
  const trpcOptions = trpcOptionsOf(deps, sockets);
  await app.register(async (scope) => {
    acceptJsonBodiesOnly(scope);
    await scope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });
}

/**
 * tRPC's WebSocket on /trpc, registered in the socket routes' scope (plugins/websocket.ts). The
 * socket side is ours rather than the adapter's (`useWSS`), so each socket's messages pass the
 * guard before tRPC's handler parses them.
 */
export function registerTrpcSocket(scope: FastifyInstance, deps: Deps, sockets: SocketSessions): void {
  const trpcOptions = trpcOptionsOf(deps, sockets);
  // As the adapter does with `useWSS`: on a socket, context and errors see the raw upgrade request.
  const onConnection = getWSConnectionHandler(trpcOptions as unknown as WSSHandlerOptions<AppRouter>);
  scope.get('/trpc', { websocket: true }, (socket, request) => {
    guardSocket(socket, {
      inspect: (text) => (callsInMessage(text) > MAX_CALLS_PER_BATCH ? TOO_MANY_IN_BATCH : null),
    });
    onConnection(socket, request.raw);
  });
}
