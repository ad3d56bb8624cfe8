import { type ErrorCode, errorBody } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, toErrorBody } from '../errors.js';

/** Fastify's own 4xx errors (body parsing, limits), reworded for people. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is empty but should be JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This endpoint does not accept that content type. Send JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
};

function statusToCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/** What a 4xx of Fastify's own says when its message is empty. */
const REQUEST_REFUSED = 'The request could not be handled. Check it and try again.';

/**
 * Every error leaves as `{ error: sentence, message: sentence, code, ...details }` (DECISIONS.md
 * "Errors on the documented /api paths"); a 500 never carries internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { status, body } = toErrorBody(error);
      const retryAfter = error.details.retryAfter;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    // JSON syntax errors reach us as SyntaxError with status 400.
    const isJsonSyntax = error instanceof SyntaxError && error.statusCode === 400;
    const status = error.statusCode ?? 500;
    if (known || isJsonSyntax || (status >= 400 && status < 500)) {
      const body = known
        ? errorBody(known.code, known.message)
        : isJsonSyntax
          ? errorBody('BAD_REQUEST', 'The request body is not valid JSON.')
          : errorBody(statusToCode(status), error.message.trim() || REQUEST_REFUSED);
      return reply
        .code(
          known?.code === 'PAYLOAD_TOO_LARGE' ? 413 : known?.code === 'UNSUPPORTED_MEDIA_TYPE' ? 415 : status,
        )
        .send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(toErrorBody(error).body);
  });
}
