import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BILLING_SWEEP_SCHEDULER_ID, type GenerationEvent, QUEUE_NAMES, type QueueName } from '@app/shared';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createQueues } from '../src/queue/queues.js';
import { createRedis } from '../src/queue/redis.js';
import type { AppRouter } from '../src/trpc/router.js';
import { FakeLlm } from './fakes/fake-llm.js';
import { SmtpSink } from './fakes/smtp-sink.js';
import { openSupportSocket, type SupportSocket, supportForm } from './helpers/support.js';
import { cloneTemplateDatabase, type TestDatabase } from './helpers/test-database.js';
import { TEST_REDIS_URL, uniquePrefix } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

/**
 * Scaling out, as operators run it: two server processes and two worker processes
 * (one for `generation`, one for `render,email,billing`) on one PostgreSQL database and one Redis.
 * One person's requests alternate between the servers, and everything one server or worker does
 * is seen through the other: generation progress, support messages and sign-outs.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
}

const procs: Proc[] = [];
let database: TestDatabase;
const llm = new FakeLlm();
const smtp = new SmtpSink();
let A: string;
let B: string;
const prefix = uniquePrefix();
const sockets: SupportSocket[] = [];
let proxy: ChildProcess | undefined;
let proxyDir: string | undefined;
/** Caddy, if installed, runs deploy/Caddyfile (the docker-compose proxy) in front of A and B. */
const caddyInstalled = spawnSync('caddy', ['version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function start(name: string, entry: string, env: Record<string, string>): Proc {
  let output = '';
  // From source (the way worker-process.ts runs the worker): `npm test` runs this suite before it
  // builds, and a stale build would test yesterday's code.
  const child = spawn(process.execPath, ['--conditions=@app/source', '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (c: Buffer) => {
    output = (output + c.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc = { name, child, output: () => output };
  procs.push(proc);
  return proc;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });

async function healthy(url: string, proc: Proc): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline || proc.child.exitCode !== null)
      throw new Error(`${proc.name} did not become healthy:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  database = await cloneTemplateDatabase();
  const model = await llm.start();
  // Slow enough that the watcher on the other server sees the text arrive, not only the result.
  llm.options = { ...llm.options, firstTokenDelayMs: 500, tokensPerSecond: 200 };
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: prefix,
    SMTP_URL: await smtp.start(),
    OPENAI_COMPATIBLE_BASE_URL: model,
    OPENAI_COMPATIBLE_MODEL: 'fake-writer',
    // A long cache: only PostgreSQL's NOTIFY can explain a sign-out seen at once on the other server.
    SESSION_CACHE_TTL_MS: '300000',
    DOCUMENT_COUNT_CACHE_MS: '0',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  A = `http://127.0.0.1:${portA}`;
  B = `http://127.0.0.1:${portB}`;
  // Request lines logged: the proxy test counts which server answered.
  const server = { ...common, LOG_LEVEL: 'info' };
  const serverA = start('server A', 'server/src/main.ts', { ...server, PORT: String(portA), PUBLIC_URL: A });
  const serverB = start('server B', 'server/src/main.ts', { ...server, PORT: String(portB), PUBLIC_URL: B });
  start('generation worker', 'worker/src/main.ts', { ...common, WORKER_QUEUES: 'generation' });
  start('render/email/billing worker', 'worker/src/main.ts', {
    ...common,
    WORKER_QUEUES: 'render,email,billing',
  });
  await Promise.all([healthy(A, serverA), healthy(B, serverB)]);
  // And both workers attached to their queues (compiling from source takes a while on a busy machine).
  const redis = createRedis(TEST_REDIS_URL, 'producer');
  const queues = createQueues(redis, prefix);
  try {
    const deadline = Date.now() + 60_000;
    for (const name of QUEUE_NAMES)
      while ((await queues.get(name).getWorkers()).length === 0) {
        const dead = procs.find((p) => p.child.exitCode !== null);
        if (dead || Date.now() > deadline)
          throw new Error(`no worker on the ${name} queue:\n${(dead ?? procs[3])?.output()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
  } finally {
    await queues.close();
    redis.disconnect();
  }
}, 150_000);

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  if (proxy) await stop(proxy);
  if (proxyDir) await rm(proxyDir, { recursive: true, force: true });
  await Promise.all(procs.map((p) => stop(p.child)));
  await llm.stop();
  await smtp.stop();
  await database?.drop();
});

/** Signs a stored account in through one server; its bearer token. */
async function signIn(server: string, role: 'user' | 'admin' = 'user') {
  const user = await insertTestUser(database.db, { role });
  const res = await fetch(`${server}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { user, token };
}

const get = (server: string, path: string, token: string) =>
  fetch(`${server}${path}`, { headers: { authorization: `Bearer ${token}` } });

const trpcHttp = (server: string, token: string) =>
  createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${server}/trpc`, headers: { authorization: `Bearer ${token}` } })],
  });

function trpcSocket(server: string, token: string) {
  const wsClient = createWSClient({
    url: `${server.replace('http', 'ws')}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: { token },
  });
  return { wsClient, client: createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] }) };
}

async function supportSocket(server: string, token: string): Promise<SupportSocket> {
  const s = openSupportSocket(`${server.replace('http', 'ws')}/ws`);
  sockets.push(s);
  s.send({ type: 'auth', token });
  await s.next((e) => e.type === 'ready');
  return s;
}

const postSupport = (server: string, path: string, token: string, message: string) => {
  const form = supportForm({ message });
  return fetch(`${server}${path}`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  });
};

const isMessage = (content: string) => (e: { type: string; message?: { content?: string } }) =>
  e.type === 'new_support_message' && e.message?.content === content;

describe('two servers and two workers on one database and Redis', () => {
  it('streams a generation started on server A to a watcher on server B, written by the generation worker', async () => {
    const { token } = await signIn(A);
    // The page's live connection to B is open before the generation starts, as in a browser.
    const onB = trpcSocket(B, token);
    await onB.client.auth.user.query();
    const { id } = await trpcHttp(A, token).generation.start.mutate({
      jobTitle: 'Frontend Engineer',
      companyName: 'Paystack',
      companyLocation: 'Lagos',
      jobDescription: 'Build delightful payment experiences with React and TypeScript.',
      generateCoverLetter: true,
      optimizeResume: false,
      isCreatingNewResume: false,
    });
    const events: GenerationEvent[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no end; got ${JSON.stringify(events)}`)), 20_000);
        const sub = onB.client.generation.watch.subscribe(
          { id },
          {
            onData: (event) => {
              events.push(event as GenerationEvent);
              if (event.type === 'done' || event.type === 'failed') {
                clearTimeout(timer);
                sub.unsubscribe();
                resolve();
              }
            },
            onError: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          },
        );
      });
    } finally {
      onB.wsClient.close();
    }
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    // The text arrived on B as the worker wrote it, and adds up to the stored letter.
    const streamed = events.filter((e) => e.type === 'token');
    expect(streamed.length).toBeGreaterThan(5);
    const letter = done?.type === 'done' ? done.generation.coverLetter : null;
    expect(letter?.content).toContain('Dear Hiring Team');

    // Back on A: the same generation and the document are there.
    const onA = await trpcHttp(A, token).generation.get.query({ id });
    expect(onA.status).toBe('succeeded');
    const docs = await get(A, '/api/documents', token);
    expect(docs.status).toBe(200);
    expect(JSON.stringify(await docs.json())).toContain(letter?.id ?? 'no id');

    // A download through B is rendered by the other worker (the render queue).
    const docx = await get(B, `/api/documents/${letter?.id}/download?format=docx`, token);
    expect(docx.status, await docx.clone().text()).toBe(200);
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('delivers support messages across servers, and e-mails through the e-mail worker when the chat is closed everywhere', async () => {
    const user = await signIn(A);
    const admin = await signIn(B, 'admin');
    const userOnB = await supportSocket(B, user.token);
    const adminOnA = await supportSocket(A, admin.token);

    // The administrator answers through A; the user's chat is open on B.
    const reply = await postSupport(
      A,
      `/api/admin/support/conversations/${user.user.id}/message`,
      admin.token,
      'Hello from server A',
    );
    expect(reply.status, await reply.clone().text()).toBe(200);
    await userOnB.next(isMessage('Hello from server A'));

    // The user writes through B; the administrator's inbox is open on A.
    const sent = await postSupport(B, '/api/support/message', user.token, 'Thanks, seen on B');
    expect(sent.status, await sent.clone().text()).toBe(200);
    await adminOnA.next(isMessage('Thanks, seen on B'));
    // The socket on B counted as "chat open" for A: no e-mail for the first answer.
    expect(smtp.messages.filter((m) => m.to.includes(user.user.email))).toEqual([]);

    // Chat closed everywhere: the next answer, through B, goes out as an e-mail from the worker.
    await userOnB.close();
    const later = await postSupport(
      B,
      `/api/admin/support/conversations/${user.user.id}/message`,
      admin.token,
      'Answer while you were away',
    );
    expect(later.status, await later.clone().text()).toBe(200);
    const deadline = Date.now() + 15_000;
    while (!smtp.messages.some((m) => m.to.includes(user.user.email))) {
      if (Date.now() > deadline) throw new Error('the support e-mail never arrived');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('refuses on server B, at once, a session signed out on server A (the session cache follows NOTIFY)', async () => {
    const { token } = await signIn(A);
    // Both servers now hold the session in memory (a five-minute cache in this test).
    for (const server of [A, B, A, B]) expect((await get(server, '/api/auth/user', token)).status).toBe(200);

    const out = await fetch(`${A}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    const signedOutAt = Date.now();
    let seenAfterMs = -1;
    while (seenAfterMs < 0) {
      const status = (await get(B, '/api/auth/user', token)).status;
      if (status === 401) seenAfterMs = Date.now() - signedOutAt;
      else if (Date.now() - signedOutAt > 1_000) throw new Error('server B still accepts the session');
    }
    expect(seenAfterMs).toBeLessThan(1_000);
    const refused = await get(B, '/api/auth/user', token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message?: string }).message).toEqual(expect.any(String));
    // And B's live connection refuses it too.
    const live = trpcSocket(B, token);
    try {
      await expect(live.client.auth.user.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    } finally {
      live.wsClient.close();
    }
  });

  it('has a consumer for every queue, and the billing sweep was scheduled once and ran', async () => {
    const redis = createRedis(TEST_REDIS_URL, 'producer');
    const queues = createQueues(redis, prefix);
    try {
      const consumers = async (name: QueueName) => (await queues.get(name).getWorkers()).length;
      for (const name of QUEUE_NAMES) expect(await consumers(name), name).toBeGreaterThan(0);
      // The billing sweep was scheduled once, by the worker that has the billing queue, and ran.
      expect((await queues.get('billing').getJobSchedulers()).map((s) => s.key)).toEqual([
        BILLING_SWEEP_SCHEDULER_ID,
      ]);
      const deadline = Date.now() + 10_000;
      while ((await queues.get('billing').getCompletedCount()) < 1) {
        if (Date.now() > deadline) throw new Error('the billing sweep never ran');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await queues.close();
      redis.disconnect();
    }
    expect(procs.filter((p) => p.child.exitCode !== null).map((p) => p.name)).toEqual([]);
  });

  it.skipIf(!caddyInstalled)(
    "deploy/Caddyfile alternates one person's requests and WebSockets over both servers",
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      proxyDir = await mkdtemp(join(tmpdir(), 'jobpadi-proxy-'));
      // The compose file's proxy config, with this test's addresses in place of the services'.
      const config = (await readFile(`${root}deploy/Caddyfile`, 'utf8'))
        .replace(':80 {', `{\n\tadmin off\n}\nhttp://127.0.0.1:${port} {`)
        .replace('server:3000 server-2:3000', `${A.slice(7)} ${B.slice(7)}`);
      await writeFile(join(proxyDir, 'Caddyfile'), config);
      proxy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', join(proxyDir, 'Caddyfile')], {
        stdio: 'ignore',
      });
      const deadline = Date.now() + 10_000;
      while (
        !(await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error('the proxy did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const { token } = await signIn(url);
      for (let i = 0; i < 6; i += 1)
        expect((await get(url, `/api/auth/user?via=proxy-${i}`, token)).status).toBe(200);
      // Each request is logged once by the server that answered it (its marker twice in one line).
      const served = (name: string) =>
        new Set(
          procs
            .find((p) => p.name === name)
            ?.output()
            .match(/via=proxy-\d/g) ?? [],
        );
      // A log line reaches this process a moment after its answer.
      const logged = Date.now() + 5_000;
      while (served('server A').size + served('server B').size < 6 && Date.now() < logged)
        await new Promise((r) => setTimeout(r, 50));
      const [onA, onB] = [served('server A'), served('server B')];
      expect(onA.size).toBe(3);
      expect(onB.size).toBe(3);
      expect([...onA].filter((marker) => onB.has(marker))).toEqual([]);
      // WebSocket upgrades pass through: the support hub and tRPC, on whichever server is next.
      await supportSocket(url, token);
      const live = trpcSocket(url, token);
      try {
        await expect(live.client.auth.user.query()).resolves.toMatchObject({ email: expect.any(String) });
      } finally {
        live.wsClient.close();
      }
    },
  );
});
