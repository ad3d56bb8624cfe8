import type { JobName, Jobs } from '@app/shared';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { WorkerDeps } from './worker-deps.js';

export interface JobContext {
  deps: WorkerDeps;
  logger: Logger;
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  isLastAttempt: boolean;
  /** Reports coarse progress on the job (BullMQ's progress event). */
  progress(value: object): Promise<void>;
}

export type Processor<N extends JobName> = (
  payload: z.output<Jobs[N]['payload']>,
  context: JobContext,
) => Promise<z.output<Jobs[N]['result']>>;

/** One handler per job name; a missing or extra handler is a compile error where it is used. */
export type ProcessorMap = { [N in JobName]: Processor<N> };
