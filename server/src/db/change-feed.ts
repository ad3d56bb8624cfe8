import pg from 'pg';
import type { Logger } from '../logger.js';

/** One in-memory copy of database rows, kept honest by a channel its triggers notify. */
export interface ChangeSubscriber {
  channel: string;
  /** A trigger notified the channel; `payload` is what it sent ('' when nothing). */
  notify(payload: string): void;
  /**
   * The feed is listening (true) or was lost or closed (false). Either way the copy starts
   * empty, and while it is false it must serve nothing: no change can reach it.
   */
  setLive(live: boolean): void;
}

export interface ChangeFeed {
  /** Resolves once the first LISTEN is in place (or the first attempt failed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * One PostgreSQL connection that LISTENs on every subscriber's channel, so a process pays one
 * connection however many caches it keeps. Notifications come from any process (this one,
 * other servers, the worker, the admin CLI, psql). When the connection is lost every subscriber
 * is told at once, and it is opened again with a growing delay.
 */
export function followChanges(url: string, subscribers: ChangeSubscriber[], logger: Logger): ChangeFeed {
  const channels = [...new Set(subscribers.map((s) => s.channel))];
  const listen = channels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; ');
  const setLive = (live: boolean) => {
    for (const subscriber of subscribers) subscriber.setLive(live);
  };
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      setLive(false);
      next.removeAllListeners();
      next.on('error', () => {});
      next.end().catch(() => {});
      if (closed) return;
      logger.warn(
        { err: error?.message, channels },
        'change feed lost; its caches read the database until it is back',
      );
      schedule();
    };
    next.on('notification', (message) => {
      for (const subscriber of subscribers)
        if (subscriber.channel === message.channel) subscriber.notify(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(listen);
      if (client !== next) return;
      failures = 0;
      setLive(true);
    } catch (error) {
      lost(error as Error);
    }
  };

  const schedule = () => {
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      setLive(false);
      await current?.end().catch(() => {});
    },
  };
}
