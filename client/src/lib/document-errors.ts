import { errorCode } from './api-error';

/**
 * A document the server will not show: missing, someone else's (the same 404 on purpose) or a
 * malformed id in the address (refused by the input schema).
 */
export function isMissingDocument(error: unknown): boolean {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST' || errorCode(error) === 'NOT_FOUND';
}
