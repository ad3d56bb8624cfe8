import { type ErrorBody, errorBody } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const BODY_LIMIT = 1024 * 1024;
export const JSON_ONLY = 'This endpoint does not accept that content type. Send JSON.';
export const BODY_TOO_LARGE = 'The request body is too large.';

// Fastify parses a body on any other method, OPTIONS and DELETE included.
const BODYLESS = new Set(['GET', 'HEAD']);

const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

/**
 * Refuses, before a byte of it is read, a body the route cannot take: anything but JSON, or JSON
 * announced beyond the limit. tRPC's adapter registers its own multipart parser that hands the
 * raw stream on and then buffers all of it (a 300 MB upload took 700 MB of memory before its
 * 400), so on /trpc the body's type is decided here, ahead of any parser. `Connection: close`
 * spares the server from draining the rest of an upload nobody will read.
 */
export function acceptJsonBodiesOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, reply, done) => {
    if (BODYLESS.has(request.method) || !hasBody(request)) return done();
    if (mediaType(request.headers['content-type']) !== 'application/json')
      return refuse(reply, 415, errorBody('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY));
    if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT)
      return refuse(reply, 413, errorBody('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE));
    // A chunked JSON body is counted by Fastify's JSON parser, which stops at the body limit.
    done();
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function refuse(reply: FastifyReply, status: number, body: ErrorBody): void {
  reply.code(status).header('connection', 'close').send(body);
}
