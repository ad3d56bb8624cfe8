import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisReachable } from '../../server/src/launch/services/checks.js';
import {
  type RunningService,
  startEmbeddedPostgres,
} from '../../server/src/launch/services/embedded-postgres.js';
import { findOrStartRedis } from '../../server/src/launch/services/redis.js';
import { waitUntil } from './product.js';

const quiet = () => {};

/**
 * A redis-server of the scenario's own (never the machine's shared one), which it may stop and
 * start again on the same port and folder: queued jobs survive in its append-only file.
 */
export async function ownRedis(): Promise<{
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'jobpadi-chaos-redis-'));
  let current: { stop(): Promise<void> } = await findOrStartRedis(dir, quiet, {
    useUsual: false,
    persist: true,
  });
  const url = (current as RunningService).url;
  const port = new URL(url).port;
  return {
    url,
    stop: () => current.stop(),
    async start() {
      // The launcher's own arguments, on the same port and folder.
      const child = spawn(
        'redis-server',
        ['--port', port, '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'].concat([
          '--maxmemory-policy',
          'noeviction',
          '--save',
          '',
        ]),
        { stdio: 'ignore' },
      );
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      current = {
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
      await waitUntil('redis-server to answer again', () => redisReachable(url), 10_000, 100);
    },
    async close() {
      await current.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An embedded PostgreSQL cluster of the scenario's own (never the machine's shared one). */
export async function ownPostgres(): Promise<{
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}> {
  const dir = join(tmpdir(), `jobpadi-chaos-pg-${randomBytes(5).toString('hex')}`);
  const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
  let current = await startEmbeddedPostgres(dir, quiet, settings);
  const url = current.url;
  return {
    url,
    stop: () => current.stop(),
    async start() {
      // Back on the same port (a later `-c port=` wins over the launcher's `-p`).
      current = await startEmbeddedPostgres(dir, quiet, { ...settings, port: new URL(url).port });
    },
    async close() {
      await current.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
