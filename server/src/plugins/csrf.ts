import type { FastifyInstance } from 'fastify';
import { parseCookies, sessionCookieName } from '../auth/cookies.js';
import type { Env } from '../env.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE =
  'This request came from another site and was refused. Reload the page and try again.';

/**
 * A state-changing request that relies on the session cookie must come from our own pages:
 * its Origin must be ours, or Sec-Fetch-Site must say same-origin. Bearer-token requests carry
 * no ambient credential and need no such proof.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>,
): void {
  const cookieName = sessionCookieName(env);
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.headers.authorization) return done();
    if (!(cookieName in parseCookies(request.headers.cookie))) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    const sameOrigin = origin
      ? origin === ownOrigin || origin === publicOrigin
      : fetchSite === 'same-origin' || fetchSite === 'none';
    if (sameOrigin) return done();
    reply.code(403).send({ error: 'FORBIDDEN', message: CSRF_MESSAGE });
  });
}
