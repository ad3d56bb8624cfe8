import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from '@app/migrations/migrate';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  childEnvironment,
  EnvError,
  type LauncherEnv,
  loadDotEnv,
  parseEnv,
  parseLauncherEnv,
  publicUrl,
} from '../env.js';
import { mailboxServed } from '../modules/mail/mail.service.js';
import { ensureChromium } from './chromium.js';
import { ensureEncryptionKey } from './encryption-key.js';
import { configuredModel } from './model-status.js';
import { isPortFree } from './ports.js';
import { hasExited, spawnChild, stopChild, waitForExit } from './processes.js';
import { queuePrefixFor } from './queue-prefix.js';
import { ensureDatabase, redisReachable } from './services/checks.js';
import { type RunningService, startEmbeddedPostgres } from './services/embedded-postgres.js';
import { findOrStartRedis } from './services/redis.js';
import { describeStartupError } from './startup-errors.js';
import { startupSummary } from './startup-summary.js';

/**
 * `npm start`: the whole product on one machine. Provides PostgreSQL and Redis when no URL is
 * given, migrates, runs one server and one worker process, and on Ctrl-C stops them all in order.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const say = (line: string) => console.log(`[start] ${line}`);

const services: RunningService[] = [];
const children: ReturnType<typeof spawnChild>[] = [];
let stopping: Promise<void> | undefined;

function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all(children.map((c) => stopChild(c, 'SIGTERM', 15_000)));
    for (const service of services.reverse()) await service.stop().catch(() => {});
  })();
  return stopping;
}

async function fail(message: string): Promise<never> {
  console.error(`[start] ${message}`);
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

async function provideDatabase(env: LauncherEnv): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const embedded = await startEmbeddedPostgres(resolve(root, env.DATA_DIR, 'postgres'), say);
  services.push(embedded);
  const url = new URL(embedded.url);
  await ensureDatabase(url.href, 'jobpadi');
  url.pathname = '/jobpadi';
  say(`Embedded PostgreSQL running (data in ${join(env.DATA_DIR, 'postgres')}).`);
  return url.href;
}

async function provideRedis(env: LauncherEnv): Promise<{ url: string; startedHere: boolean }> {
  if (env.REDIS_URL) {
    if (!(await redisReachable(env.REDIS_URL)))
      await fail(`Redis at REDIS_URL does not answer. Is it running?`);
    return { url: env.REDIS_URL, startedHere: false };
  }
  const redis = await findOrStartRedis(resolve(root, env.DATA_DIR, 'redis'), say, {
    useUsual: !env.OWN_SERVICES,
  });
  services.push(redis);
  return redis;
}

/**
 * Chromium prints PDFs (the worker finds it the same way). Missing and not installable here, the
 * product still starts: everything but PDF downloads works, and the line says how to fix it.
 */
async function provideChromium(env: LauncherEnv): Promise<void> {
  try {
    await ensureChromium(env.CHROMIUM_PATH, say);
  } catch (error) {
    say(`${(error as Error).message} Until then PDF downloads fail; everything else works.`);
  }
}

/** The lines a newcomer needs once the product answers; a failed look-up only shortens them. */
async function summary(url: string, environment: NodeJS.ProcessEnv): Promise<string[]> {
  try {
    const env = parseEnv(environment);
    return startupSummary({
      url,
      demoMail: !env.SMTP_URL,
      mailboxServed: mailboxServed(env),
      model: await configuredModel(env.DATABASE_URL, env.AI),
    });
  } catch {
    return [`JobPadi is running at ${url}  (Ctrl-C to stop)`];
  }
}

async function migrate(databaseUrl: string): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 5_000 }),
    }),
  });
  try {
    await sql`select 1`.execute(db);
    const { applied } = await migrateToLatest(db);
    say(applied.length ? `Applied ${applied.length} migration(s).` : 'Database schema is up to date.');
  } finally {
    await db.destroy();
  }
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (children.some(hasExited)) return false;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function main(): Promise<void> {
  loadDotEnv(join(root, '.env'));
  const env = parseLauncherEnv();
  if (!(await isPortFree(env.PORT, env.HOST))) {
    await fail(`Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`);
  }
  const databaseUrl = await provideDatabase(env);
  const redis = await provideRedis(env);
  await provideChromium(env);
  const queuePrefix = queuePrefixFor({
    explicit: env.QUEUE_PREFIX,
    dataDir: resolve(root, env.DATA_DIR),
    redisStartedHere: redis.startedHere,
  });
  if (!redis.startedHere && !env.QUEUE_PREFIX)
    say(`Redis keys use the prefix ${queuePrefix} (this copy's data folder; QUEUE_PREFIX changes it).`);
  await migrate(databaseUrl);
  const encryptionKey = env.ENCRYPTION_KEY ?? (await ensureEncryptionKey(resolve(root, env.DATA_DIR), say));

  const clientDist = env.CLIENT_DIST ?? join(root, 'client/dist');
  if (!existsSync(join(clientDist, 'index.html')))
    say(`No built client in ${clientDist}: run npm run build.`);
  const childEnv = childEnvironment({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: queuePrefix,
    CLIENT_DIST: clientDist,
    ENCRYPTION_KEY: encryptionKey,
  });
  for (const entry of ['server/dist/main.js', 'worker/dist/main.js']) {
    const child = spawnChild(process.execPath, [join(root, entry)], { env: childEnv });
    children.push(child);
    // Any child that stops by itself stops the whole product: half a product is worse than none.
    waitForExit(child).then((code) => {
      if (!stopping) fail(`${entry.split('/')[0]} stopped unexpectedly (exit code ${code}).`);
    });
  }

  const url = publicUrl(env);
  if (!(await waitForHealth(url))) await fail('The server did not become healthy; see the messages above.');
  for (const line of await summary(url, childEnv)) say(line);
}

main().catch((error: unknown) =>
  fail(error instanceof EnvError ? error.message : describeStartupError(error)),
);
