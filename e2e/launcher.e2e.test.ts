import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root } from './support/product.js';

const dataDir = mkdtempSync(join(tmpdir(), 'jobpadi-start-'));
// mkdtemp makes a private folder; as root the embedded database runs as `postgres` and must enter it.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Launch {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` without the build step (e2e runs after `npm run build`). */
function launch(env: Record<string, string | undefined>): Launch {
  let output = '';
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/dist/launch/start-all.js'], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const childrenOf = (pid: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean);

async function waitFor(run: Launch, pattern: RegExp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (Date.now() > deadline) throw new Error(`launcher never printed ${pattern}:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start', () => {
  it('runs the product on an embedded database and leaves no process behind after Ctrl-C', async () => {
    const port = await freePort();
    const run = launch({
      PORT: String(port),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      SMTP_URL: '',
      QUEUE_PREFIX: '',
      PAYSTACK_SECRET_KEY: '',
      ADMIN_EMAILS: '',
    });
    const deadline = Date.now() + 90_000;
    while (!run.output().includes('JobPadi is running at')) {
      if (Date.now() > deadline || run.child.exitCode !== null)
        throw new Error(`launcher did not start:\n${run.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(run.output()).toContain(`JobPadi is running at http://127.0.0.1:${port}`);
    // What a newcomer needs next: where demo mail goes, and whether a model writes documents.
    await waitFor(run, /Language model: |No language model is configured/);
    expect(run.output()).toContain(`http://127.0.0.1:${port}/dev/mailbox`);
    // ... whether plans can be bought, and who administers it or how to make someone do so.
    expect(run.output()).toContain('[start] Payments are not set up (no PAYSTACK_SECRET_KEY)');
    await waitFor(run, /No administrator yet\. To make one: npm run admin:grant -- you@example\.com/);
    // That command works on the embedded database as it is, with no DATABASE_URL to find.
    const email = 'first-admin@example.com';
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Ada Admin',
        email,
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      }),
    });
    expect(registered.status).toBeLessThan(300);
    const { DATABASE_URL: _db, ...withoutDatabase } = process.env;
    const granted = execFileSync(process.execPath, ['server/dist/cli/admin-grant.js', email], {
      cwd: root,
      env: { ...withoutDatabase, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(granted).toContain(`${email} is now an administrator.`);
    // On a Redis it did not start, the keys carry this copy's own prefix.
    expect(run.output()).toMatch(/Redis keys use the prefix jobpadi-[0-9a-f]{8} /);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<div id="root">');

    const postgresPid = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const pids = [postgresPid, ...childrenOf(postgresPid), ...childrenOf(run.child.pid ?? 0)];
    expect(pids.length).toBeGreaterThanOrEqual(4);
    expect(pids.every(alive)).toBe(true);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  }, 120_000);

  it('starts its own redis-server when no Redis is configured or answering, and stops it on Ctrl-C', async () => {
    const port = await freePort();
    // OWN_SERVICES=true: as if nothing answered on 6379 (this machine's shared Redis stays up).
    const run = launch({
      PORT: String(port),
      OWN_SERVICES: 'true',
      SMTP_URL: '',
      QUEUE_PREFIX: '',
      ADMIN_EMAILS: 'next-admin@example.com',
    });
    await waitFor(run, /JobPadi is running at /, 90_000);
    // The same data folder as the test above: the administrator it made is named now, beside the
    // ADMIN_EMAILS address that has no account yet.
    await waitFor(
      run,
      /Administrators: first-admin@example\.com\. ADMIN_EMAILS also lists next-admin@example\.com: the role comes when they sign in\./,
    );
    const redisPort = Number(/Starting redis-server on 127\.0\.0\.1:(\d+) /.exec(run.output())?.[1]);
    expect(redisPort).toBeGreaterThan(0);
    expect(run.output()).toContain(`(data in ${join(dataDir, 'redis')})`);
    // Its own Redis: the plain `jobpadi` prefix, no shared-Redis notice.
    expect(run.output()).not.toContain('Redis keys use the prefix');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);

    const redisPid = childrenOf(run.child.pid ?? 0).find((pid) =>
      execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).includes(`:${redisPort}`),
    );
    expect(redisPid).toBeDefined();
    const pids = [redisPid ?? 0, ...childrenOf(run.child.pid ?? 0)];
    expect(pids.every(alive)).toBe(true);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  }, 120_000);

  it.runIf(process.getuid?.() === 0)(
    'as root in a folder the postgres user cannot enter, keeps the database where it can and remembers it',
    async () => {
      // mkdtemp makes a folder of mode 0700 owned by root: a private home folder in small.
      const privateDir = mkdtempSync(join(tmpdir(), 'jobpadi-private-'));
      const dataDir = join(privateDir, '.data');
      let moved = '';
      try {
        for (const round of [1, 2]) {
          const port = await freePort();
          const run = launch({
            PORT: String(port),
            DATA_DIR: dataDir,
            REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
            SMTP_URL: '',
            QUEUE_PREFIX: '',
          });
          await waitFor(run, /JobPadi is running at /, 90_000);
          if (round === 1) {
            moved =
              /keeps its files in (\/var\/lib\/jobpadi\/[0-9a-f]{12}\/postgres) /.exec(run.output())?.[1] ??
              '';
            expect(run.output()).toContain(`The "postgres" user cannot enter ${privateDir}, so the embedded`);
            expect(moved).not.toBe('');
          } else {
            // The second start finds the same cluster without a word about it.
            expect(run.output()).not.toContain('cannot enter');
            expect(run.output()).toContain('Database schema is up to date.');
          }
          expect(run.output()).toContain(`Embedded PostgreSQL running (data in ${moved}).`);
          expect(readFileSync(join(dataDir, 'postgres', 'moved-to'), 'utf8').trim()).toBe(moved);
          expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
          run.child.kill('SIGINT');
          expect(await run.exited).toBe(0);
        }
      } finally {
        rmSync(privateDir, { recursive: true, force: true });
        if (moved) rmSync(join(moved, '..'), { recursive: true, force: true });
      }
    },
    150_000,
  );

  it.each([
    [
      'the port is taken',
      'port',
      /^\[start\] Port \d+ is already in use\. Stop the other program or set PORT to a free port\.$/,
    ],
    [
      'the database refuses',
      'database',
      /^\[start\] Connection refused at 127\.0\.0\.1:1\. Is the service running\?$/,
    ],
    ['Redis is down', 'redis', /^\[start\] Redis at REDIS_URL does not answer\. Is it running\?$/],
  ])(
    'exits non-zero with one clear line when %s',
    async (_label, kind, message) => {
      const blocker = createServer();
      const port = await freePort();
      if (kind === 'port') await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', r));
      try {
        const run = launch({
          PORT: String(port),
          DATABASE_URL:
            kind === 'database'
              ? 'postgres://postgres@127.0.0.1:1/jobpadi'
              : (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
          REDIS_URL:
            kind === 'redis'
              ? 'redis://127.0.0.1:1'
              : (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'),
        });
        expect(await run.exited).toBe(1);
        const lines = run.output().trim().split('\n');
        expect(lines.at(-1)).toMatch(message);
        expect(run.output()).not.toMatch(/\n\s+at /);
      } finally {
        blocker.close();
      }
    },
    30_000,
  );
});
