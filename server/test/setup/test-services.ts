import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureChromium, findChromium } from '../../src/launch/chromium.js';
import { redisReachable } from '../../src/launch/services/checks.js';
import { type RunningService, startEmbeddedPostgres } from '../../src/launch/services/embedded-postgres.js';
import { findOrStartRedis } from '../../src/launch/services/redis.js';

/**
 * What the tests need from the machine, provided the way `npm start` provides it: the configured
 * services, else the usual local ones, else our own (one embedded PostgreSQL cluster and one
 * redis-server for the whole run, in a temporary folder, stopped at the end). `npm test`
 * (scripts/test.mjs) calls it once and hands the result to every step through the environment;
 * the vitest global setups call it too, so a single `vitest run` works alone on a fresh machine.
 */

/** The settings the tests read. TEST_DATABASE_URL is an admin URL: tests create databases on it. */
export interface TestServiceEnv {
  TEST_DATABASE_URL: string;
  TEST_REDIS_URL: string;
  CHROMIUM_PATH?: string;
}

export interface TestServices {
  env: TestServiceEnv;
  /** Where each service comes from, one line each, for the log. */
  lines: string[];
  /** Processes started here (none when every service was found). */
  pids: number[];
  stop(): Promise<void>;
}

export interface ProvideOptions {
  /** Where settings are read (default process.env): TEST_DATABASE_URL, TEST_REDIS_URL or REDIS_URL, CHROMIUM_PATH, OWN_SERVICES. */
  source?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** `require`: install through apt when safe, else fail with one sentence; `optional`: use one if found. */
  chromium?: 'require' | 'optional';
}

export const USUAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway cluster: durability buys nothing here, speed does. */
const TEST_POSTGRES_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const yes = (value: string | undefined) => ['true', '1', 'yes'].includes(value ?? '');

export async function provideTestServices({
  source = process.env,
  log = (line) => console.log(`[test] ${line}`),
  chromium = 'require',
}: ProvideOptions = {}): Promise<TestServices> {
  const own = yes(source.OWN_SERVICES);
  const started: RunningService[] = [];
  const lines: string[] = [];
  // Created by whichever service needs it (as root, the embedded database runs as `postgres`:
  // startEmbeddedPostgres makes the folder traversable for it).
  const folder = join(tmpdir(), `jobpadi-test-${randomBytes(6).toString('hex')}`);
  const scratch = (name: string) => join(folder, name);
  // A vitest interrupted by Ctrl-C exits without its global teardown: its services (in their
  // own process group, so the terminal's signal missed them) are told to stop on the way out.
  const onExit = () => {
    for (const { pid } of started) if (pid) killQuietly(pid);
    // PostgreSQL removes postmaster.pid once shut down; only then is its folder safe to delete.
    const pidFile = join(folder, 'postgres', 'postmaster.pid');
    const deadline = Date.now() + 5_000;
    while (existsSync(pidFile) && Date.now() < deadline)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    if (!existsSync(pidFile)) rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', onExit);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const service of [...started].reverse()) await service.stop().catch(() => {});
      process.off('exit', onExit);
      rmSync(folder, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    let databaseUrl = source.TEST_DATABASE_URL;
    if (databaseUrl) lines.push(`PostgreSQL: TEST_DATABASE_URL (${databaseUrl})`);
    else if (!own && (await postgresAnswers(USUAL_POSTGRES_URL))) {
      databaseUrl = USUAL_POSTGRES_URL;
      lines.push(`PostgreSQL: the one on 127.0.0.1:5432 (${databaseUrl})`);
    } else {
      const embedded = await startEmbeddedPostgres(scratch('postgres'), log, TEST_POSTGRES_SETTINGS);
      started.push(embedded);
      databaseUrl = embedded.url;
      lines.push(`PostgreSQL: embedded, one cluster for this run (${databaseUrl})`);
    }

    let redisUrl = source.TEST_REDIS_URL || source.REDIS_URL;
    if (redisUrl) {
      const name = source.TEST_REDIS_URL ? 'TEST_REDIS_URL' : 'REDIS_URL';
      if (!(await redisReachable(redisUrl)))
        throw new Error(`Redis at ${name} does not answer. Is it running?`);
      lines.push(`Redis: ${name} (${redisUrl})`);
    } else {
      const redis = await findOrStartRedis(scratch('redis'), log, { useUsual: !own, persist: false });
      if (redis.startedHere) started.push(redis);
      redisUrl = redis.url;
      lines.push(
        `Redis: ${redis.startedHere ? 'redis-server started for this run' : 'the one on 127.0.0.1:6379'} (${redisUrl})`,
      );
    }

    const env: TestServiceEnv = { TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl };
    const configured = source.CHROMIUM_PATH || undefined;
    const chromiumPath =
      chromium === 'require' ? await ensureChromium(configured, log) : findChromiumOrNothing(configured);
    if (chromiumPath) {
      env.CHROMIUM_PATH = chromiumPath;
      lines.push(`Chromium: ${chromiumPath}`);
    }
    return { env, lines, pids: started.flatMap(({ pid }) => (pid ? [pid] : [])), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function findChromiumOrNothing(configured: string | undefined): string | undefined {
  try {
    return findChromium(configured);
  } catch {
    return undefined;
  }
}

function killQuietly(pid: number): void {
  try {
    // SIGINT: PostgreSQL's fast shutdown; redis-server stops on it too.
    process.kill(pid, 'SIGINT');
  } catch {}
}

/** Shared by the global setups of one vitest process (integration and e2e in one `vitest run`). */
const inProcess = globalThis as { jobpadiTestServices?: { services: Promise<TestServices>; users: number } };

/**
 * For a vitest global setup: provides the services (unless `npm test` already did: then its
 * TEST_* settings are simply used), exports them to process.env for the test files, and
 * returns the teardown; the last setup of the process to tear down stops what was started.
 */
export async function provideForVitest(): Promise<() => Promise<void>> {
  inProcess.jobpadiTestServices ??= { services: provideTestServices(), users: 0 };
  const shared = inProcess.jobpadiTestServices;
  shared.users += 1;
  const services = await shared.services.catch((error: unknown) => {
    inProcess.jobpadiTestServices = undefined;
    throw error;
  });
  Object.assign(process.env, services.env);
  if (shared.users === 1 && services.pids.length)
    for (const line of services.lines) console.log(`[test] ${line}`);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    inProcess.jobpadiTestServices = undefined;
    await services.stop();
  };
}
