import type { z } from 'zod';

/**
 * A job is declared once and read by both sides: the server's `enqueue()` and the worker's
 * processor map. Payloads carry ids only: job data sits in Redis in clear text.
 */
export interface JobDefinition<
  TName extends string = string,
  TQueue extends QueueName = QueueName,
  TPayload extends z.ZodType = z.ZodType,
  TResult extends z.ZodType = z.ZodType,
> {
  /** Dotted job name, e.g. `email.send`. */
  name: TName;
  queue: TQueue;
  /** Bumped when the payload shape changes, so a worker can refuse jobs it does not understand. */
  version: number;
  payload: TPayload;
  result: TResult;
  /** Delivery policy, set in one place for every producer. */
  options: { attempts: number; backoffMs: number };
}

/** Queue names (kebab-case). Operators pick them with WORKER_QUEUES. */
export const QUEUE_NAMES = ['generation', 'render', 'email', 'billing'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const defineJob = <
  const TName extends string,
  const TQueue extends QueueName,
  TPayload extends z.ZodType,
  TResult extends z.ZodType,
>(
  definition: JobDefinition<TName, TQueue, TPayload, TResult>,
) => definition;
