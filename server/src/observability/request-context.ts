import type { Queues } from '../queue/queues.js';

/**
 * The same dependencies, except that every job queued through them carries `requestId` (enqueue()
 * reads it from the queues): how a request's id reaches its jobs and the worker's log lines.
 * Applied where a request enters (the tRPC context, the REST routes that queue work) and by the
 * worker's dispatcher for a job's own follow-up jobs. Explicit rather than AsyncLocalStorage: on
 * Node 20 that adds a promise hook to every promise in the process (~10% of the CPU of a cheap
 * request in bench/api-throughput); this costs one small object per request that uses it.
 */
export function withRequestId<T extends { queues: Queues }>(deps: T, requestId: string | undefined): T {
  if (!requestId) return deps;
  const { get, close } = deps.queues;
  return { ...deps, queues: { get, close, requestId } };
}
