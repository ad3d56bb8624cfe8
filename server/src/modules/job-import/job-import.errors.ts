import { JOB_IMPORT_MESSAGES, type JobImportFailureReason } from '@app/shared';
import { AppError } from '../../errors.js';

/**
 * A link that could not be turned into a job: 422 with a sentence on both transports (REST:
 * `{ message, code: 'UNPROCESSABLE', reason }`; tRPC: UNPROCESSABLE_CONTENT).
 */
export class JobImportError extends AppError {
  constructor(
    readonly reason: JobImportFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super('UNPROCESSABLE', message, { reason }, options);
    this.name = 'JobImportError';
  }
}

/** The sentence a person reads for each failure. */
export function importFailure(
  reason: JobImportFailureReason,
  status?: number,
  cause?: unknown,
): JobImportError {
  const message =
    reason === 'http_status'
      ? JOB_IMPORT_MESSAGES.httpStatus(status ?? 0)
      : {
          blocked: JOB_IMPORT_MESSAGES.blocked,
          unresolvable: JOB_IMPORT_MESSAGES.unresolvable,
          unreachable: JOB_IMPORT_MESSAGES.unreachable,
          not_html: JOB_IMPORT_MESSAGES.notHtml,
          too_large: JOB_IMPORT_MESSAGES.tooLarge,
          timeout: JOB_IMPORT_MESSAGES.timeout,
          too_many_redirects: JOB_IMPORT_MESSAGES.tooManyRedirects,
          no_advert: JOB_IMPORT_MESSAGES.noAdvert,
        }[reason];
  return new JobImportError(reason, message, { cause });
}
