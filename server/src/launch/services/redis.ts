import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { findFreePort, redisAnswers } from '../ports.js';
import { hasExited, spawnChild, stopChild } from '../processes.js';
import type { RunningService } from './embedded-postgres.js';

const run = promisify(execFile);

export const NO_REDIS_MESSAGE =
  'Redis is needed and none was found: nothing answers on 127.0.0.1:6379 and redis-server is not on PATH. ' +
  'Install it (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.';

async function waitUntilAnswers(port: number, attempts = 50): Promise<boolean> {
  for (let i = 0; i < attempts; i += 1) {
    if (await redisAnswers(port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * 127.0.0.1:6379 when a Redis answers there (perhaps shared with other programs); else
 * redis-server from PATH with data under `dataDir` (`startedHere`: this copy's own).
 */
export async function findOrStartRedis(
  dataDir: string,
  log: (line: string) => void,
): Promise<RunningService & { startedHere: boolean }> {
  if (await redisAnswers(6379)) {
    return { url: 'redis://127.0.0.1:6379', stop: async () => {}, startedHere: false };
  }
  const found = await run('redis-server', ['--version']).catch(() => null);
  if (!found) throw new Error(NO_REDIS_MESSAGE);

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
      'yes',
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
    stop: () => (hasExited(child) ? Promise.resolve() : stopChild(child, 'SIGTERM', 10_000)),
  };
}
