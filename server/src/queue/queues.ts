import { QUEUE_NAMES, type QueueName } from '@app/shared';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * One BullMQ Queue per queue name, all on `connection`. BullMQ defines its 64 Lua scripts on
 * the connection it is given, and ioredis copies every defined script into each pipeline and
 * MULTI made on it (50–70 µs each, against 5 µs on a plain connection): the queues get a
 * connection of their own (`owned`, closed with them), so the pipelines of live text, stages
 * and rate limits on the shared one stay cheap.
 */
export interface Queues {
  get(name: QueueName): Queue;
  close(): Promise<void>;
  /** The HTTP request these queues act for (withRequestId): every job queued carries it. */
  readonly requestId?: string;
}

export function createQueues(connection: Redis, prefix: string, options: { owned?: boolean } = {}): Queues {
  const queues = new Map<QueueName, Queue>();
  return {
    get(name) {
      let queue = queues.get(name);
      if (!queue) {
        queue = new Queue(name, { connection, prefix, skipWaitingForReady: true });
        // Redis errors are reported by the call that failed; keep the emitter quiet.
        queue.on('error', () => {});
        // Every download waiting for its render listens for the queue closing (BullMQ's
        // waitUntilFinished) until the render ends: many at once is normal, not a leak.
        queue.setMaxListeners(0);
        queues.set(name, queue);
      }
      return queue;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
      if (options.owned) connection.disconnect();
    },
  };
}

export { QUEUE_NAMES };
