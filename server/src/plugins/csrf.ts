import { errorBody } from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseCookies, sessionCookieName } from '../auth/cookies.js';
import { bearerToken, resolveAuth } from '../auth/resolve-auth.js';
import type { Deps } from '../deps.js';
import { originCheck } from './origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE =
  'This request came from another site and was refused. Reload the page and try again.';
export const WEBSOCKET_ORIGIN_MESSAGE =
  'This connection came from another site and was refused. Open the app from its own address.';

/**
 * Requests that the session cookie could authenticate must come from our own pages.
 * - A state-changing request: its Origin must be ours, or Sec-Fetch-Site must say same-origin.
 *   Only a request that a valid bearer token authenticates is exempt (it carries no ambient
 *   credential, and the resolver then never falls back to the cookie); any other Authorization
 *   header proves nothing.
 * - A WebSocket upgrade is a GET, yet it opens a channel for queries, mutations and
 *   subscriptions with the cookie: a browser always sends Origin on it, and a foreign one is
 *   refused. Without Origin the caller is not a browser, so no one else's cookie rides along.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache'>,
): void {
  const cookieName = sessionCookieName(deps.env);
  const isOwnOrigin = originCheck(deps.env);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      if (isOwnOrigin(request, true)) return done();
      // Node no longer watches an upgraded connection: end it once the refusal is written.
      reply.raw.once('finish', () => request.raw.socket.destroy());
      return refuse(reply, WEBSOCKET_ORIGIN_MESSAGE);
    }
    if (SAFE_METHODS.has(request.method)) return done();
    if (!(cookieName in parseCookies(request.headers.cookie))) return done();
    if (isOwnOrigin(request, false)) return done();
    const token = bearerToken(request.headers.authorization);
    if (!token) return refuse(reply, CSRF_MESSAGE);
    const auth = resolveAuth(deps, { authorization: request.headers.authorization });
    if (!(auth instanceof Promise)) return auth ? done() : refuse(reply, CSRF_MESSAGE);
    auth.then(
      (valid) => (valid ? done() : refuse(reply, CSRF_MESSAGE)),
      (error: unknown) => done(error as Error),
    );
  });
}

function refuse(reply: FastifyReply, message: string): void {
  reply.code(403).send(errorBody('FORBIDDEN', message));
}
