import { sql } from 'kysely';
import type { Deps } from '../../deps.js';

export interface Check {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface Health {
  /**
   * 'degraded': the database answers but Redis or the queue does not. Pages and API calls that do
   * not need the queue keep working (new generations, renders and e-mails wait), so the process
   * stays in a load balancer's rotation. 'unavailable': the database does not answer.
   */
  status: 'ok' | 'degraded' | 'unavailable';
  /** Names of the checks that failed, so an operator sees at once what is down. */
  failed: string[];
  checks: { database: Check; redis: Check; queue: Check & { workers?: number } };
}

const CHECK_TIMEOUT_MS = 2_000;

async function timed<T>(probe: () => Promise<T>): Promise<Check & { value?: T }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      );
    });
    const value = await Promise.race([probe(), timeout]);
    return { ok: true, latencyMs: Math.round(performance.now() - started), value };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Database, Redis and queue reachability, checked in parallel, each with a time limit. */
export async function checkHealth(deps: Pick<Deps, 'db' | 'redis' | 'queues'>): Promise<Health> {
  const [database, redis, queue] = await Promise.all([
    timed(() => sql`select 1`.execute(deps.db)),
    timed(() => deps.redis.ping()),
    timed(() => deps.queues.get('email').getWorkersCount()),
  ]);
  const checks = {
    database: strip(database),
    redis: strip(redis),
    queue: { ...strip(queue), ...(queue.ok ? { workers: queue.value ?? 0 } : {}) },
  };
  const failed = Object.entries(checks)
    .filter(([, c]) => !c.ok)
    .map(([name]) => name);
  const status = failed.length === 0 ? 'ok' : database.ok ? 'degraded' : 'unavailable';
  return { status, failed, checks };
}

const strip = ({ value: _value, ...check }: Check & { value?: unknown }): Check => check;
