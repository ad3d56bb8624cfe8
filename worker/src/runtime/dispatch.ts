import { observeJob } from '@app/server/observability/metrics';
import { withRequestId } from '@app/server/observability/request-context';
import { envelopeRequestId, JOBS, type JobName } from '@app/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { ProcessorMap } from './processor.js';
import type { WorkerDeps } from './worker-deps.js';

const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/**
 * Validates the envelope and payload against the shared contract before the handler runs:
 * a job this worker does not understand fails at once instead of being retried.
 * The job's logger (also the processor's `deps.logger`) binds the id of the HTTP request that
 * queued it; what the job queues in turn carries that id on (its queues are scoped to it).
 * Each attempt is timed for /metrics and ends with one "job done" line.
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
    const requestId = envelopeRequestId(envelope);
    const jobLogger = logger.child({
      job: job.name,
      jobId: job.id,
      attempt,
      ...(requestId ? { requestId } : {}),
    });
    const handler = processors[job.name] as (
      payload: unknown,
      context: Parameters<ProcessorMap[JobName]>[1],
    ) => Promise<unknown>;
    // First attempt: how long it waited from being queued (or due, when delayed) to now.
    const waitSeconds =
      attempt === 1 ? (Date.now() - job.timestamp - (job.opts.delay ?? 0)) / 1_000 : undefined;
    const started = performance.now();
    try {
      const result = await handler(parsed.data, {
        deps: { ...withRequestId(deps, requestId), logger: jobLogger },
        logger: jobLogger,
        jobId: job.id ?? '',
        attempt,
        isLastAttempt: attempt >= attempts,
        progress: (value) => job.updateProgress(value),
      });
      const ms = performance.now() - started;
      observeJob(definition.queue, job.name, 'ok', ms / 1_000, waitSeconds);
      jobLogger.info({ ms: Math.round(ms) }, `job done: ${job.name} ${Math.round(ms)}ms`);
      return result;
    } catch (error) {
      observeJob(definition.queue, job.name, 'failed', (performance.now() - started) / 1_000, waitSeconds);
      throw error;
    }
  };
}
