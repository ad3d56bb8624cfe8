import { errorBody } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Env, publicUrl } from '../env.js';

/** Google account pictures (spec 01: profile_image_url from Google sign-in) are served from here. */
const GOOGLE_PICTURES = 'https://lh3.googleusercontent.com';

/**
 * The CSP for the built single-page client. Connections and images go to our own origin only,
 * plus what a feature needs: the WebSocket to the public address written out (CSP 3 lets 'self'
 * cover same-origin ws:/wss:, older Safari did not), and Google profile pictures. A picture from
 * anywhere else is blocked and the avatar falls back to initials.
 */
export function contentSecurityPolicy(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  const origin = new URL(publicUrl(env));
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GOOGLE_PICTURES}`,
    `connect-src 'self' ${socketOrigin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "script-src-attr 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
}

/**
 * Security headers for the app and the API (the set helmet sends, with a CSP for the built
 * single-page client). Computed once: @fastify/helmet rebuilt them on every request, which cost
 * about a tenth of the server's CPU in bench/api-throughput. No `upgrade-insecure-requests`:
 * the product may run on plain http (localhost, behind a TLS proxy).
 */
export function securityHeaders(
  env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(env),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * What a built, content-hashed asset (script, style, font, image under /assets/) needs: it is
 * never a document, so page policies (CSP, framing, opener, HSTS…) do nothing there, and on a
 * slow mobile link the full set cost about 1 KB on each of a page's ~30 requests.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
});

const isBuiltAsset = (url: string): boolean => url.startsWith('/assets/') && !url.includes('..');

/**
 * What an API answer (JSON, a file, a redirect) needs: nothing there is a page the client's CSP
 * or the document-only headers (origin-agent-cluster, x-dns-prefetch-control, x-download-options,
 * x-permitted-cross-domain-policies, x-xss-protection) would act on, and the strictest policy
 * ("default-src 'none'": if anything ever renders an answer, nothing in it loads or runs) is also
 * 1/12 the size of the page policy. Each header costs the server about 3,000 instructions per
 * answer (lowercased, validated and copied by Fastify and Node); the page set was a fifth of
 * `GET /api/auth/user`'s CPU (callgrind, issue 29). An API route that answers with a page of its
 * own (the document preview, the demo mailbox) sets that page's policy itself.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
});

const isApiCall = (url: string): boolean => url.startsWith('/api/') || url.startsWith('/trpc/');

export function registerSecurity(app: FastifyInstance, env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): void {
  const headers = securityHeaders(env);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && isBuiltAsset(request.url)) {
      reply.headers(ASSET_HEADERS);
      return done();
    }
    reply.headers(isApiCall(request.url) ? API_HEADERS : headers);
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * Fastify's answer to an address its router cannot read (a bad percent-escape, a path parameter
 * over 100 characters) skips every hook: without this it went out with no security header and
 * Fastify's own body naming its error code. Wired as the `frameworkErrors` option in app.ts.
 */
export function frameworkErrors(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>) {
  const headers = securityHeaders(env);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    reply
      .headers(headers)
      .header('x-request-id', request.id)
      .code(tooLong ? 414 : 400)
      .send(
        errorBody(
          'BAD_REQUEST',
          tooLong
            ? 'This address is too long. Check the link and try again.'
            : 'This address is not valid. Check the link and try again.',
        ),
      );
  };
}
