import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type RequestMeta, requestMeta } from '../auth/request-auth.js';
import { type AuthContext, type AuthSource, resolveAuth } from '../auth/resolve-auth.js';
import { type SocketSession, type SocketSessions, TOO_MANY_SOCKETS } from '../auth/socket-sessions.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { withRequestId } from '../observability/request-context.js';

/** What every procedure sees. */
export interface Context {
  deps: Deps;
  requestId: string;
  auth: AuthContext | null;
  meta: RequestMeta;
  /** The HTTP request and reply; null on a WebSocket, where no headers can be set. */
  http: { request: FastifyRequest; reply: FastifyReply } | null;
  /**
   * On a WebSocket, the socket's standing: `auth` above is only what it opened with, and each
   * call reads the session again through it (init.ts). Absent over HTTP and in direct callers.
   */
  socket?: SocketSession | null;
}

export const createContextFactory =
  (deps: Deps, sockets: SocketSessions) =>
  async ({ req, res, info }: CreateFastifyContextOptions): Promise<Context> => {
    const isHttp = typeof (res as Partial<FastifyReply> | undefined)?.header === 'function';
    // HTTP sends a bearer token or the cookie; a WebSocket also has its connectionParams.
    const source: AuthSource = {
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
      connectionToken: info.connectionParams?.token,
    };
    const auth = await resolveAuth(deps, source);
    const socket = isHttp ? null : admitSocket(sockets, res as unknown as WebSocket, source, auth, req);
    const requestId = String(req.id ?? '');
    return {
      // Jobs a procedure queues carry the request's id (the worker's log lines repeat it).
      deps: withRequestId(deps, requestId),
      requestId,
      auth,
      meta: requestMeta(req),
      http: isHttp ? { request: req, reply: res as FastifyReply } : null,
      socket,
    };
  };

/** A WebSocket's context is made once, when it opens: it is counted here until it closes. */
function admitSocket(
  sockets: SocketSessions,
  ws: WebSocket,
  source: AuthSource,
  auth: AuthContext | null,
  req: CreateFastifyContextOptions['req'],
): SocketSession {
  const socket = sockets.open({
    source,
    admitted: auth,
    ip: (req as { socket?: { remoteAddress?: string } }).socket?.remoteAddress ?? null,
    close: (code, reason) => ws.close(code, reason),
  });
  // tRPC answers the error and closes the socket.
  if (!socket) throw new AppError('RATE_LIMITED', TOO_MANY_SOCKETS);
  if (ws.readyState === ws.OPEN) ws.once('close', () => socket.release());
  else socket.release();
  return socket;
}
