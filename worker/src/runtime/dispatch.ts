import { JOBS, type JobName } from '@app/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { ProcessorMap } from './processor.js';
import type { WorkerDeps } from './worker-deps.js';

const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/**
 * Validates the envelope and payload against the shared contract before the handler runs:
 * a job this worker does not understand fails at once instead of being retried.
 */
export function createDispatcher(deps: WorkerDeps, processors: ProcessorMap, logger: Logger) {
  return async (job: Job): Promise<unknown> => {
    if (!isJobName(job.name)) throw new UnrecoverableError(`Unknown job name: ${job.name}`);
    const definition = JOBS[job.name];
    const envelope = job.data as { v?: unknown; data?: unknown } | null;
    if (envelope?.v !== definition.version) {
      throw new UnrecoverableError(
        `Job ${job.name} has version ${String(envelope?.v)}, expected ${definition.version}`,
      );
    }
    const parsed = definition.payload.safeParse(envelope.data);
    if (!parsed.success)
      throw new UnrecoverableError(`Invalid payload for ${job.name}: ${parsed.error.message}`);
    const attempts = job.opts.attempts ?? 1;
    const attempt = job.attemptsMade + 1;
    const handler = processors[job.name] as (
      payload: unknown,
      context: Parameters<ProcessorMap[JobName]>[1],
    ) => Promise<unknown>;
    return handler(parsed.data, {
      deps,
      logger: logger.child({ job: job.name, jobId: job.id, attempt }),
      jobId: job.id ?? '',
      attempt,
      isLastAttempt: attempt >= attempts,
      progress: (value) => job.updateProgress(value),
    });
  };
}
