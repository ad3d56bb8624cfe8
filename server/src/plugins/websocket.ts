import { EventEmitter } from 'node:events';
import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '@app/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

export const UPGRADE_WITH_BODY_MESSAGE =
  'This request asked to switch protocols, which this address does not do. Send it again without the Upgrade header.';

/** An upgrade to a socket route that has not become a socket by then is cut. */
const UPGRADE_DEADLINE_MS = 10_000;

/** The path of a request target, without its query and a trailing slash (routes ignore both). */
function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A short answer written straight to a connection Node no longer watches, then the end of it. */
function answerAndClose(socket: Duplex, status: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * The WebSocket routes (/trpc's socket, /ws) in a scope of their own, with @fastify/websocket
 * registered there alone. At the root, its onRequest and onResponse hooks and the wrapper it puts
 * around every route's handler ran on every /api call (issue 29). Its onResponse hook closes an
 * upgrade's connection only when its own onRequest hook marked it, and the root's hooks run
 * first: so a root hook's refusal (the origin check's 403) ends the connection itself (csrf.ts),
 * and any other answer to a socket route that is not an upgrade is cut after a deadline here.
 *
 * Every upgrade request reaches the plugin through a gate instead of the server itself:
 * - to a socket route: handed on as before;
 * - GET or HEAD anywhere else: answered as the plain request it also is (the route, its hooks,
 *   404 for no route), and the connection closed after the answer. Node stops watching a
 *   connection once it is upgraded, so nothing else would ever close it;
 * - any other method elsewhere: a 400 with a sentence, since the body of an upgrade request is
 *   not read.
 * Returns the scope's WebSocket server (for the open-sockets gauge).
 */
export async function registerSocketRoutes(
  app: FastifyInstance,
  options: { maxPayload: number; upgradeDeadlineMs?: number },
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance['websocketServer']> {
  // The plugin listens for upgrades here rather than on the HTTP server: only the gate emits.
  const relay = new EventEmitter();
  const socketPaths = new Set<string>();
  let server: FastifyInstance['websocketServer'] | undefined;
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: options.maxPayload, server: relay as never },
    });
    scope.addHook('onRoute', (route) => {
      if (route.websocket) socketPaths.add(pathOf(route.url));
    });
    await register(scope);
    server = scope.websocketServer;
  });
  if (!server) throw new Error('the WebSocket plugin did not start');

  const deadlineMs = options.upgradeDeadlineMs ?? UPGRADE_DEADLINE_MS;
  const opened = new WeakSet<IncomingMessage>();
  server.on('connection', (_socket, request: IncomingMessage) => opened.add(request));

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (socketPaths.has(pathOf(request.url))) {
      // A refusal by a hook (csrf.ts) ends its connection itself; this catches any other answer
      // that was not an upgrade, so no connection outlives its request.
      const deadline = setTimeout(() => opened.has(request) || socket.destroy(), deadlineMs);
      deadline.unref();
      socket.once('close', () => clearTimeout(deadline));
      relay.emit('upgrade', request, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answerAndClose(
        socket,
        '400 Bad Request',
        JSON.stringify(errorBody('BAD_REQUEST', UPGRADE_WITH_BODY_MESSAGE)),
      );
      return;
    }
    const response = new ServerResponse(request);
    response.assignSocket(socket as never);
    response.on('finish', () => socket.destroy());
    app.routing(request, response);
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', (_instance, done) => {
    app.server.off('upgrade', onUpgrade);
    done();
  });
  return server;
}
