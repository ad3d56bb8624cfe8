import { QUEUE_NAMES, type QueueName } from '@app/shared';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/** One BullMQ Queue per queue name, sharing the producer connection. */
export interface Queues {
  get(name: QueueName): Queue;
  close(): Promise<void>;
  /** The HTTP request these queues act for (withRequestId): every job queued carries it. */
  readonly requestId?: string;
}

export function createQueues(connection: Redis, prefix: string): Queues {
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
    },
  };
}

export { QUEUE_NAMES };
