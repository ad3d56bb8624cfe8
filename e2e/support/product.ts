import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../migrations/src/migrate.js';
import { databaseUrl, withAdmin } from '../../server/test/helpers/postgres.js';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A scratch database migrated to the latest schema. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(name);
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return {
    url,
    drop: () => withAdmin((a) => a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The built server and worker as separate processes, as operators run them. */
export async function startBuiltProduct(env: Record<string, string>): Promise<RunningProduct> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CLIENT_DIST: `${root}client/dist`,
    ...env,
    PORT: String(port),
  };
  const children = ['server/dist/main.js', 'worker/dist/main.js'].map((entry) =>
    spawn(process.execPath, [entry], { cwd: root, env: fullEnv, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) {
      await Promise.all(children.map(stop));
      throw new Error('The built product did not become healthy. Did `npm run build` run?');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: async () => void (await Promise.all(children.map(stop))) };
}
