import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.js';

/**
 * Whether a request's Origin is the app's own: the origin it was addressed to, or PUBLIC_URL's.
 * Without an Origin header, Sec-Fetch-Site may vouch for it; `absent` decides when neither is sent.
 */
export function originCheck(env: Pick<Env, 'PUBLIC_URL'>) {
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  return (request: FastifyRequest, absent: boolean): boolean => {
    const origin = request.headers.origin;
    if (origin) return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
    return absent;
  };
}
