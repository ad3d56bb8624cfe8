import type { Redis } from 'ioredis';

type Listener = (message: string) => void;

/**
 * One subscriber connection per process, fanned out to every listener: a watch costs a map
 * entry, not a Redis connection. Channels are subscribed while someone listens.
 */
export interface PubSub {
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

export function createPubSub(connection: () => Redis): PubSub {
  let subscriber: Redis | undefined;
  const listeners = new Map<string, Set<Listener>>();
  const client = () => {
    if (!subscriber) {
      subscriber = connection();
      subscriber.on('message', (channel: string, message: string) => {
        for (const listener of listeners.get(channel) ?? []) listener(message);
      });
    }
    return subscriber;
  };
  return {
    async subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client().subscribe(channel);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(channel);
        current?.delete(listener);
        if (current && current.size === 0) {
          listeners.delete(channel);
          void subscriber?.unsubscribe(channel).catch(() => {});
        }
      };
    },
    async close() {
      listeners.clear();
      subscriber?.disconnect();
      subscriber = undefined;
    },
  };
}

/** Buffers pushed values for an async iterator that ends on abort. */
export function eventQueue<T>(signal: AbortSignal | undefined) {
  const buffer: T[] = [];
  let wake: (() => void) | undefined;
  signal?.addEventListener('abort', () => wake?.(), { once: true });
  return {
    push(value: T) {
      buffer.push(value);
      wake?.();
    },
    async *values(): AsyncGenerator<T> {
      while (!signal?.aborted) {
        const next = buffer.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    },
  };
}
