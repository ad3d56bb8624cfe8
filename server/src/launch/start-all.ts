import { type ChildProcess, fork } from 'node:child_process';
import { get } from 'node:http';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasExited, spawnChild, stopChild, waitForExit } from './processes.js';
import {
  type RunningService,
  SMALL_MACHINE_SETTINGS,
  startEmbeddedPostgres,
} from './services/embedded-postgres.js';
import { findOrStartRedis } from './services/redis.js';
import { describeStartupError } from './startup-errors.js';
import type { PrepareReply, SupervisorMessage } from './supervisor-protocol.js';

/**
 * `npm start`: the whole product on one machine. This process stays small for as long as the
 * product runs: it imports Node's own modules and the few launch files that start processes,
 * nothing of the server (no zod, pg, kysely, pino, fastify). The one-off work — settings, port,
 * database creation, migrations, the encryption key — runs in a short-lived child (prepare.ts)
 * that exits before the product answers. This process starts PostgreSQL and Redis when no URL is
 * given, runs one server and one worker process, watches them all, and on Ctrl-C stops them all
 * in order.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const say = (line: string) => console.log(`[start] ${line}`);

const services: RunningService[] = [];
const children: ChildProcess[] = [];
let stopping: Promise<void> | undefined;

function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all(children.map((c) => stopChild(c, 'SIGTERM', 15_000)));
    for (const service of services.reverse()) await service.stop().catch(() => {});
  })();
  return stopping;
}

async function fail(message?: string): Promise<never> {
  if (message) console.error(`[start] ${message}`);
  await stopAll();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    say('Stopping...');
    stopAll().then(() => process.exit(0));
  });
}

/** Loads `.env` (if any) without overriding what is set; the children inherit it. */
function loadDotEnv(path: string): void {
  try {
    process.loadEnvFile(path);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT')
      fail(`Could not read ${path}: ${(error as Error).message}`);
  }
}

/** Runs prepare.ts; `onSettings` answers its first message. Exits (after its own line) on failure. */
function prepare(
  onSettings: (settings: Extract<PrepareReply, { type: 'settings' }>) => Promise<SupervisorMessage>,
): Promise<Extract<PrepareReply, { type: 'ready' }>> {
  const child = fork(join(root, 'server/dist/launch/prepare.js'), [], { detached: true, stdio: 'inherit' });
  children.push(child);
  return new Promise((resolve) => {
    child.on('message', (message: PrepareReply) => {
      if (message.type === 'ready') resolve(message);
      else
        onSettings(message).then(
          (answer) => child.send(answer),
          (error: unknown) => fail(describeStartupError(error)),
        );
    });
    // It said why on its way out; a child that exits without being ready stops everything.
    child.once('exit', (code) => {
      children.splice(children.indexOf(child), 1);
      if (code !== 0 && !stopping) fail();
    });
  });
}

async function provideServices(
  settings: Extract<PrepareReply, { type: 'settings' }>,
): Promise<SupervisorMessage> {
  let embeddedDatabaseUrl: string | undefined;
  if (!settings.databaseUrl) {
    const embedded = await startEmbeddedPostgres(
      join(settings.dataDir, 'postgres'),
      say,
      SMALL_MACHINE_SETTINGS,
    );
    services.push(embedded);
    watch('The embedded database', embedded);
    embeddedDatabaseUrl = embedded.url;
    say(`Embedded PostgreSQL running (data in ${embedded.dataDir ?? join(settings.dataDir, 'postgres')}).`);
  }
  if (settings.redisUrl) return { embeddedDatabaseUrl, redisUrl: settings.redisUrl, redisStartedHere: false };
  const redis = await findOrStartRedis(join(settings.dataDir, 'redis'), say, {
    useUsual: !settings.ownServices,
  });
  services.push(redis);
  return { embeddedDatabaseUrl, redisUrl: redis.url, redisStartedHere: redis.startedHere };
}

/** A service of ours that stops by itself stops the product, saying so. */
function watch(name: string, service: RunningService): void {
  service.exited?.then((code) => {
    if (!stopping) fail(`${name} stopped unexpectedly (exit code ${code}).`);
  });
}

/** node:http rather than fetch: fetch would load undici (~12 MB) into this long-lived process. */
const answersOk = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const request = get(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (children.some(hasExited)) return false;
    const ok = await answersOk(`${url}/api/health`);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * V8 grows the young generation up to 3 × 16 MB semi-spaces per process and keeps it; on a small
 * machine 4 MB semi-spaces hold a busy server's short-lived garbage with a little more frequent,
 * shorter collections. NODE_OPTIONS, when set, still applies after these.
 */
const APP_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * On a machine of 2 GB or less, one PDF at a time unless WORKER_CONCURRENCY_RENDER says otherwise:
 * each page rendering at once keeps its own Chromium renderer (~100 MB more at the peak, measured
 * by bench/footprint), and a 1 GB server cannot spare it; one render takes a fraction of a second.
 */
function smallMachineDefaults(): Record<string, string> {
  if (process.env.WORKER_CONCURRENCY_RENDER || totalmem() > 2 * 1024 ** 3) return {};
  say(
    'This machine has 2 GB of memory or less: PDFs are rendered one at a time (WORKER_CONCURRENCY_RENDER).',
  );
  return { WORKER_CONCURRENCY_RENDER: '1' };
}

async function main(): Promise<void> {
  loadDotEnv(join(root, '.env'));
  const ready = await prepare(provideServices);
  const childEnv = { ...process.env, ...smallMachineDefaults(), ...ready.env };
  for (const entry of ['server/dist/main.js', 'worker/dist/main.js']) {
    const child = spawnChild(process.execPath, [...APP_NODE_FLAGS, join(root, entry)], { env: childEnv });
    children.push(child);
    // Any child that stops by itself stops the whole product: half a product is worse than none.
    waitForExit(child).then((code) => {
      if (!stopping) fail(`${entry.split('/')[0]} stopped unexpectedly (exit code ${code}).`);
    });
  }
  if (!(await waitForHealth(ready.localUrl)))
    await fail('The server did not become healthy; see the messages above.');
  for (const line of ready.summary) say(line);
}

main().catch((error: unknown) => fail(describeStartupError(error)));
