import type { JobImportFailureReason } from '@app/shared';

/** A fetch that failed, with why; `status` is the site's HTTP status for 'http_status'. */
export class OutboundFetchError extends Error {
  constructor(
    readonly reason: JobImportFailureReason,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`outbound fetch failed: ${reason}${status ? ` (${status})` : ''}`, options);
    this.name = 'OutboundFetchError';
  }
}
