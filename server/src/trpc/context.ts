import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RequestMeta, requestMeta } from '../auth/request-auth.js';
import { type AuthContext, resolveAuth } from '../auth/resolve-auth.js';
import type { Deps } from '../deps.js';
import { withRequestId } from '../observability/request-context.js';

/** What every procedure sees. */
export interface Context {
  deps: Deps;
  requestId: string;
  auth: AuthContext | null;
  meta: RequestMeta;
  /** The HTTP request and reply; null on a WebSocket, where no headers can be set. */
  http: { request: FastifyRequest; reply: FastifyReply } | null;
}

export const createContextFactory =
  (deps: Deps) =>
  async ({ req, res, info }: CreateFastifyContextOptions): Promise<Context> => {
    const isHttp = typeof (res as Partial<FastifyReply> | undefined)?.header === 'function';
    // HTTP sends a bearer token or the cookie; a WebSocket also has its connectionParams.
    const auth = await resolveAuth(deps, {
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
      connectionToken: info.connectionParams?.token,
    });
    const requestId = String(req.id ?? '');
    return {
      // Jobs a procedure queues carry the request's id (the worker's log lines repeat it).
      deps: withRequestId(deps, requestId),
      requestId,
      auth,
      meta: requestMeta(req),
      http: isHttp ? { request: req, reply: res as FastifyReply } : null,
    };
  };
