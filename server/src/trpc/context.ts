import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf, type RequestMeta, requestMeta } from '../auth/request-auth.js';
import { type AuthContext, resolveAuth } from '../auth/resolve-auth.js';
import type { Deps } from '../deps.js';

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
    const connectionToken = info.connectionParams?.token;
    const isHttp = typeof (res as Partial<FastifyReply> | undefined)?.header === 'function';
    // A WebSocket authenticates with connectionParams or the cookie sent on the upgrade.
    const auth = isHttp
      ? await authOf(deps, req)
      : await resolveAuth(deps, {
          cookie: req.headers.cookie,
          authorization: req.headers.authorization,
          connectionToken,
        });
    return {
      deps,
      requestId: String(req.id ?? ''),
      auth,
      meta: requestMeta(req),
      http: isHttp ? { request: req, reply: res as FastifyReply } : null,
    };
  };
