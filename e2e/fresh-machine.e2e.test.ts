import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { root } from './support/product.js';

/**
 * The README's test command on a machine with nothing of ours running: no DATABASE_URL,
 * REDIS_URL, CHROMIUM_PATH or TEST_* settings, and (OWN_SERVICES=true standing in for "nothing
 * listens on 5432 or 6379": this machine's shared ones must stay up for everyone else) no usual
 * services. `npm test` is scripts/test.mjs; `-- <command>` runs one step with the same set-up.
 */
function freshEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(TEST_|VITEST)/.test(key) || ['DATABASE_URL', 'REDIS_URL', 'CHROMIUM_PATH'].includes(key)) continue;
    env[key] = value;
  }
  return { ...env, OWN_SERVICES: 'true' };
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function npmTest(command: string[]): Run {
  let output = '';
  // Its own process group, like a terminal's foreground job: a Ctrl-C reaches all of it at once.
  const child = spawn(process.execPath, ['scripts/test.mjs', '--', ...command], {
    cwd: root,
    env: freshEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** What the run said it provided: the embedded cluster's and its own Redis's ports, their folder. */
function provided(output: string): { postgresPort: number; redisPort: number; folder: string } {
  const postgres =
    /\[test\] PostgreSQL: embedded, one cluster for this run \(postgres:\/\/postgres@127\.0\.0\.1:(\d+)\//.exec(
      output,
    );
  const redis = /\[test\] Redis: redis-server started for this run \(redis:\/\/127\.0\.0\.1:(\d+)\)/.exec(
    output,
  );
  const folder = /data in (\S+)\/redis\)/.exec(output);
  if (!postgres || !redis || !folder)
    throw new Error(`npm test did not provide its own services:\n${output}`);
  return { postgresPort: Number(postgres[1]), redisPort: Number(redis[1]), folder: folder[1] ?? '' };
}

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Processes whose command line names the port (postgres -p N, redis-server 127.0.0.1:N). */
const processesOn = (port: number): string[] =>
  execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(`-p ${port} `) || line.includes(`127.0.0.1:${port}`));

async function expectAllStopped({ postgresPort, redisPort, folder }: ReturnType<typeof provided>) {
  expect(await listening(postgresPort)).toBe(false);
  expect(await listening(redisPort)).toBe(false);
  expect([...processesOn(postgresPort), ...processesOn(redisPort)]).toEqual([]);
  expect(existsSync(folder)).toBe(false);
}

describe('npm test on a fresh machine', () => {
  it('runs integration tests on an embedded PostgreSQL and its own redis-server, then stops both', async () => {
    const run = npmTest([
      'npx',
      'vitest',
      'run',
      '--project',
      'integration',
      'server/test/credits.int.test.ts',
    ]);
    const code = await run.exited;
    expect(code, run.output()).toBe(0);
    const services = provided(run.output());
    expect(run.output()).toMatch(/\[test\] Chromium: \/\S+/);
    // One template migrated once, cloned by the test file, on the cluster started for this run.
    expect(run.output()).toMatch(/Test Files\s+.*1 passed/);
    await expectAllStopped(services);
  }, 60_000);

  it('migrates, queries and pings with what it provided, and stops everything on Ctrl-C', async () => {
    const run = npmTest(['node', 'e2e/support/fresh-check.mjs']);
    const deadline = Date.now() + 30_000;
    while (!run.output().includes('"pong"')) {
      if (Date.now() > deadline || run.child.exitCode !== null)
        throw new Error(`the check did not report:\n${run.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const services = provided(run.output());
    const line =
      run
        .output()
        .split('\n')
        .find((l) => l.startsWith('{')) ?? '{}';
    const found = JSON.parse(line) as Record<string, unknown>;
    expect(found).toMatchObject({ users: 0, pong: 'PONG', chromium: expect.stringMatching(/^\//) });
    expect(found.migrations).toEqual(expect.any(Number));
    expect(found.migrations).toBeGreaterThan(0);
    const pids = [Number(found.postgresPid), Number(found.redisPid)];
    expect(pids.every(alive)).toBe(true);

    process.kill(-(run.child.pid ?? 0), 'SIGINT');
    expect(await run.exited).toBe(130);
    expect(run.output()).toContain('[test] Stopping...');
    expect(pids.filter(alive)).toEqual([]);
    await expectAllStopped(services);
  }, 60_000);
});
