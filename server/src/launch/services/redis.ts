import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { findFreePort, redisAnswers } from '../ports.js';
import { hasExited, spawnChild, stopChild } from '../processes.js';
import type { RunningService } from './embedded-postgres.js';
import { ensurePackage, type SystemPackage } from './system-package.js';

const run = promisify(execFile);

export const REDIS_PACKAGE: SystemPackage = {
  name: 'Redis',
  apt: 'redis-server',
  brew: 'redis',
  instead: 'set REDIS_URL',
  present: () =>
    run('redis-server', ['--version']).then(
      () => true,
      () => false,
    ),
};

export interface RedisOptions {
  /** Use a Redis already answering on 127.0.0.1:6379 (false: always start our own; OWN_SERVICES). */
  useUsual?: boolean;
  /** Keep queued jobs across restarts (AOF); tests throw their Redis away. */
  persist?: boolean;
}

async function waitUntilAnswers(port: number, attempts = 50): Promise<boolean> {
  for (let i = 0; i < attempts; i += 1) {
    if (await redisAnswers(port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * 127.0.0.1:6379 when a Redis answers there (perhaps shared with other programs); else
 * redis-server from PATH (installed through apt when root on Debian/Ubuntu) on a free port, with
 * data under `dataDir` (`startedHere`: this copy's own).
 */
export async function findOrStartRedis(
  dataDir: string,
  log: (line: string) => void,
  { useUsual = true, persist = true }: RedisOptions = {},
): Promise<RunningService & { startedHere: boolean }> {
  if (useUsual && (await redisAnswers(6379))) {
    return { url: 'redis://127.0.0.1:6379', stop: async () => {}, startedHere: false, pid: undefined };
  }
  await ensurePackage(REDIS_PACKAGE, log);

  mkdirSync(dataDir, { recursive: true });
  const port = await findFreePort();
  log(`Starting redis-server on 127.0.0.1:${port} (data in ${dataDir})...`);
  const child = spawnChild(
    'redis-server',
    // Queued jobs survive a restart (AOF); never evict queue keys (BullMQ requirement).
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--appendonly',
      persist ? 'yes' : 'no',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ],
    { stdio: 'ignore' },
  );
  if (!(await waitUntilAnswers(port))) {
    await stopChild(child, 'SIGKILL');
    throw new Error(`redis-server did not answer on port ${port}.`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    startedHere: true,
    pid: child.pid,
    stop: () => (hasExited(child) ? Promise.resolve() : stopChild(child, 'SIGTERM', 10_000)),
  };
}
