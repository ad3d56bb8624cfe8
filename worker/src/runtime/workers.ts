import type { Env } from '@app/server/env';
import { envelopeRequestId, type QueueName } from '@app/shared';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createDispatcher } from './dispatch.js';
import type { ProcessorMap } from './processor.js';
import type { WorkerDeps } from './worker-deps.js';

const concurrency = (env: Env, queue: QueueName): number =>
  ({
    generation: env.WORKER_CONCURRENCY_GENERATION,
    render: env.WORKER_CONCURRENCY_RENDER,
    email: env.WORKER_CONCURRENCY_EMAIL,
    // One sweep at a time is plenty; its steps are safe to overlap anyway.
    billing: 1,
  })[queue];

/** One BullMQ Worker per queue this process runs, each with its own concurrency. */
export function startWorkers(
  deps: WorkerDeps,
  processors: ProcessorMap,
  connection: Redis,
  queues: readonly QueueName[],
): Worker[] {
  return queues.map((queue) => {
    const logger: Logger = deps.logger.child({ queue });
    const worker = new Worker(queue, createDispatcher(deps, processors, logger), {
      connection,
      prefix: deps.env.QUEUE_PREFIX,
      concurrency: concurrency(deps.env, queue),
      lockDuration: deps.env.WORKER_LOCK_DURATION_MS,
      stalledInterval: deps.env.WORKER_LOCK_DURATION_MS,
    });
    worker.on('failed', (job, error) =>
      logger.warn(
        {
          jobId: job?.id,
          job: job?.name,
          attemptsMade: job?.attemptsMade,
          requestId: envelopeRequestId(job?.data),
          err: error.message,
        },
        'job failed',
      ),
    );
    worker.on('error', (error) => logger.error({ err: error.message }, 'worker error'));
    return worker;
  });
}
