import { type ErrorBody, type ErrorCode, errorBody } from '@app/shared';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The one error services throw. `userMessage` is shown to people; `details` travel to the client
 * (REST body fields, tRPC `data.details`); `internal` is only logged.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly details: Record<string, unknown> = {},
    options?: { cause?: unknown; internal?: string },
  ) {
    super(options?.internal ?? userMessage, options?.cause ? { cause: options.cause } : undefined);
    this.name = 'AppError';
  }
}

/** One table: each code to its tRPC code and HTTP status. */
export const ERROR_TABLE: Record<ErrorCode, { trpc: TRPC_ERROR_CODE_KEY; http: number }> = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  VALIDATION_FAILED: { trpc: 'BAD_REQUEST', http: 400 },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
  BAD_GATEWAY: { trpc: 'BAD_GATEWAY', http: 502 },
  UNPROCESSABLE: { trpc: 'UNPROCESSABLE_CONTENT', http: 422 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
};

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The REST body for an error: `{ error: sentence, message: sentence, code, ...details }`;
 * internals of unexpected errors never leave the server.
 */
export function toErrorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: ERROR_TABLE[error.code].http,
      body: errorBody(error.code, error.userMessage, error.details),
    };
  }
  return { status: 500, body: errorBody('INTERNAL', INTERNAL_MESSAGE) };
}

/** Whether an error is worth a stack trace in the logs: anything but an expected AppError. */
export function isUnexpected(error: unknown): boolean {
  return !(error instanceof AppError) || ERROR_TABLE[error.code].http >= 500;
}
