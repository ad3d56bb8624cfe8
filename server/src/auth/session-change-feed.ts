import pg from 'pg';
import type { Logger } from '../logger.js';
import type { SessionCache } from './session-cache.js';

/** The channel the migration's triggers notify with a user id on every user or session change. */
export const AUTH_CHANGES_CHANNEL = 'auth_changed';

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

export interface ChangeFeed {
  /** Resolves once the first LISTEN is in place (or the first attempt failed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps `cache` honest: one connection LISTENs for the triggers' notifications (from any
 * process: this server, other instances, the worker, the admin CLI, psql) and evicts the user
 * they name. While the connection is down the cache is switched off, so nothing stale is served.
 */
export function followAuthChanges(url: string, cache: SessionCache, logger: Logger): ChangeFeed {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      cache.setLive(false);
      next.removeAllListeners();
      next.on('error', () => {});
      next.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error?.message }, 'session change feed lost; sessions are read from the database');
      schedule();
    };
    next.on('notification', (message) => {
      if (message.payload) cache.evictUser(message.payload);
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
      if (client !== next) return;
      failures = 0;
      cache.setLive(true);
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
      cache.setLive(false);
      await current?.end().catch(() => {});
    },
  };
}
