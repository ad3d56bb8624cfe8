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

/**
 * Queues where every job must carry a BullMQ priority (generation: by plan, issue 29). BullMQ
 * takes a job without one before all prioritized jobs, so a single unprioritized producer would
 * jump every line; enqueue() refuses it. (Render jobs have one too, render-turns.ts, but tests
 * and the render bench queue renders directly without one.)
 */
export const PRIORITIZED_QUEUES: readonly QueueName[] = ['generation'];

/**
 * A request id as it may travel from an HTTP request into a job and the worker's log lines: a
 * short safe token. The server keeps a caller's X-Request-Id only when it matches (else makes one).
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What every job carries in Redis: the contract version, the validated payload and, when an HTTP
 * request queued it, that request's id. `requestId` is optional and outside the payload, so older
 * jobs, sweeps and schedulers (none) are read the same and no job's version changes.
 */
export interface JobEnvelope<T = unknown> {
  v: number;
  data: T;
  requestId?: string;
}

/** The request id of a job's envelope, or undefined when it has none (or a malformed one). */
export const envelopeRequestId = (envelope: unknown): string | undefined => {
  const id = (envelope as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' && REQUEST_ID_PATTERN.test(id) ? id : undefined;
};

export const defineJob = <
  const TName extends string,
  const TQueue extends QueueName,
  TPayload extends z.ZodType,
  TResult extends z.ZodType,
>(
  definition: JobDefinition<TName, TQueue, TPayload, TResult>,
) => definition;
