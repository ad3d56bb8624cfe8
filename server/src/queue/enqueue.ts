import { type JobDefinition, type JobEnvelope, PRIORITIZED_QUEUES } from '@app/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import type { Queues } from './queues.js';

export interface EnqueueOptions {
  /** Deduplicates: a second enqueue with the same id is a no-op while the first job exists. */
  jobId?: string;
  /**
   * BullMQ priority (1 is taken first); absent, the job is taken before every prioritized one,
   * so it is required on PRIORITIZED_QUEUES.
   */
  priority?: number;
}

/**
 * The only way the server puts work on a queue: validates the payload against the shared contract
 * and applies the job's delivery policy, so every producer behaves the same. Queues scoped to an
 * HTTP request (withRequestId) stamp the job with its id, which the worker's log lines repeat.
 */
export async function enqueue<TDef extends JobDefinition>(
  queues: Queues,
  job: TDef,
  payload: z.input<TDef['payload']>,
  options: EnqueueOptions = {},
): Promise<string> {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) {
    throw new AppError(
      'INTERNAL',
      'Something went wrong on our side. Please try again in a moment.',
      {},
      {
        internal: `Invalid payload for ${job.name}: ${parsed.error.message}`,
      },
    );
  }
  // A job without a priority on a prioritized queue would be taken before all the others.
  if (
    PRIORITIZED_QUEUES.includes(job.queue) &&
    !(Number.isInteger(options.priority) && (options.priority ?? 0) > 0)
  ) {
    throw new AppError(
      'INTERNAL',
      'Something went wrong on our side. Please try again in a moment.',
      {},
      { internal: `${job.name} queued without a priority on the prioritized ${job.queue} queue` },
    );
  }
  const { requestId } = queues;
  const envelope: JobEnvelope = { v: job.version, data: parsed.data, ...(requestId ? { requestId } : {}) };
  const added = await queues.get(job.queue).add(job.name, envelope, {
    ...(options.jobId ? { jobId: options.jobId } : {}),
    ...(options.priority ? { priority: options.priority } : {}),
    attempts: job.options.attempts,
    backoff: { type: 'exponential', delay: job.options.backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  });
  return added.id ?? '';
}

/** The envelope every job carries in Redis (shared/src/jobs/define.ts). */
export type { JobEnvelope };
