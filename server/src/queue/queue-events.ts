import type { QueueName } from '@app/shared';
import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * One BullMQ QueueEvents per queue a process waits on (the server waits for render jobs),
 * opened on first use: each holds a blocking Redis connection of its own, which a process that
 * never waits (the worker, most tests) should not pay for.
 */
export interface QueueEventsHub {
  /** Listening once it resolves: an event that happens after that is never missed. */
  get(name: QueueName): Promise<QueueEvents>;
  close(): Promise<void>;
}

export function createQueueEventsHub(connection: () => Redis, prefix: string): QueueEventsHub {
  const opened = new Map<QueueName, { events: QueueEvents; redis: Redis; ready: Promise<QueueEvents> }>();
  return {
    get(name) {
      let entry = opened.get(name);
      if (!entry) {
        const redis = connection();
        const events = new QueueEvents(name, { connection: redis, prefix });
        // Redis errors surface as a wait that times out; keep the emitter quiet.
        events.on('error', () => {});
        entry = { events, redis, ready: events.waitUntilReady().then(() => events) };
        // A failed start is retried by the next caller instead of being remembered.
        entry.ready.catch(() => {
          if (opened.get(name)?.events === events) opened.delete(name);
          void events.close().catch(() => {});
          redis.disconnect();
        });
        opened.set(name, entry);
      }
      return entry.ready;
    },
    async close() {
      const entries = [...opened.values()];
      opened.clear();
      await Promise.all(
        entries.map(async ({ events, redis }) => {
          await events.close().catch(() => {});
          redis.disconnect();
        }),
      );
    },
  };
}
