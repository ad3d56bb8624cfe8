/**
 * Error codes every transport understands. The server maps each to a tRPC code and an HTTP status
 * in one table (server/src/errors.ts); the client switches on them.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  /** A third party we depend on (the payment provider) failed or did not answer in time. */
  'BAD_GATEWAY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON body of every REST error: `{ error, message, ...details }`. */
export interface ErrorBody {
  /** Machine-readable code from ERROR_CODES. */
  error: ErrorCode;
  /** A sentence a person can act on. */
  message: string;
  [detail: string]: unknown;
}
