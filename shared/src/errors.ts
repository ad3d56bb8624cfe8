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
  /** Well-formed, but nothing usable came of it (a job link whose page holds no advert: 422). */
  'UNPROCESSABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The JSON body of every REST error (DECISIONS.md "Errors on the documented /api paths"): the
 * sentence a person reads in `error` (spec 01 §8 shows that field) and again in `message`, the
 * machine code in `code`, then any details (a generation refusal's `errorCode`, `retryAfter`).
 */
export interface ErrorBody {
  /** A sentence a person can act on; never a code. */
  error: string;
  /** The same sentence. */
  message: string;
  /** Machine-readable code from ERROR_CODES; a failed generation's 422 says GENERATION_FAILED. */
  code: ErrorCode | 'GENERATION_FAILED';
  [detail: string]: unknown;
}

/** Builds an ErrorBody; details never override the sentence or the code. */
export function errorBody(
  code: ErrorBody['code'],
  message: string,
  details: Record<string, unknown> = {},
): ErrorBody {
  return { ...details, error: message, message, code };
}
