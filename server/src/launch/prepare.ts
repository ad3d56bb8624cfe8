import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from '@app/migrations/migrate';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../db/database.js';
import { childEnvironment, EnvError, parseEnv, parseLauncherEnv, publicUrl } from '../env.js';
import { mailboxServed } from '../modules/mail/mail.service.js';
import { ensureRenderChromium, HEADLESS_SHELL_CANDIDATES } from './chromium.js';
import { ensureEncryptionKey } from './encryption-key.js';
import { configuredModel } from './model-status.js';
import { isPortFree } from './ports.js';
import { queuePrefixFor } from './queue-prefix.js';
import { administratorFacts, mailFacts, paymentFacts } from './service-status.js';
import { ensureDatabase, redisReachable } from './services/checks.js';
import { describeStartupError } from './startup-errors.js';
import { startupSummary } from './startup-summary.js';
import type { PrepareReply, SupervisorMessage } from './supervisor-protocol.js';

/**
 * `npm start`'s one-off work, in a short-lived child of the supervisor (start-all.ts) so the
 * modules it needs (zod, pg, kysely, the migrations, the server's settings) never stay in the
 * long-lived process: check settings and the port, then — once the supervisor has started the
 * services — create the database, migrate, find the encryption key and the model, and hand back
 * the children's environment and the lines to print. Any failure: one line, exit code 1.
 */
/** A refusal already worded for a person. */
class Refusal extends Error {}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const say = (line: string) => console.log(`[start] ${line}`);

const send = (message: PrepareReply): Promise<void> =>
  new Promise((done) => (process.send ? process.send(message, () => done()) : done()));

const next = (): Promise<SupervisorMessage> =>
  new Promise((done) => process.once('message', (m) => done(m as SupervisorMessage)));

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

/** The lines a newcomer needs once the product answers; a failed look-up only shortens them. */
async function summary(url: string, environment: NodeJS.ProcessEnv): Promise<string[]> {
  try {
    const env = parseEnv(environment);
    const db = createDatabase({ url: env.DATABASE_URL, poolMax: 1 });
    try {
      return startupSummary({
        url,
        mail: mailFacts(env, mailboxServed(env)),
        payments: paymentFacts(env),
        model: await configuredModel(db, env.AI),
        administrators: await administratorFacts(db, env),
      });
    } finally {
      await db.destroy();
    }
  } catch {
    return [`JobPadi is running at ${url}  (Ctrl-C to stop)`];
  }
}

async function main(): Promise<void> {
  const env = parseLauncherEnv();
  if (!(await isPortFree(env.PORT, env.HOST)))
    throw new Refusal(
      `Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`,
    );
  if (env.REDIS_URL && !(await redisReachable(env.REDIS_URL)))
    throw new Refusal('Redis at REDIS_URL does not answer. Is it running?');
  const dataDir = resolve(root, env.DATA_DIR);
  await send({
    type: 'settings',
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    ownServices: env.OWN_SERVICES,
  });

  const services = await next();
  let databaseUrl = env.DATABASE_URL ?? '';
  if (services.embeddedDatabaseUrl) {
    const url = new URL(services.embeddedDatabaseUrl);
    await ensureDatabase(url.href, 'jobpadi');
    url.pathname = '/jobpadi';
    databaseUrl = url.href;
  }
  try {
    const chromium = await ensureRenderChromium(env.CHROMIUM_PATH, say);
    if (!env.CHROMIUM_PATH && !HEADLESS_SHELL_CANDIDATES.includes(chromium))
      say(
        'PDFs print with the full Chromium. Installing its headless shell (apt-get install chromium-headless-shell) makes each PDF about five times cheaper to print.',
      );
  } catch (error) {
    // Chromium prints PDFs; without it everything but PDF downloads works.
    say(`${(error as Error).message} Until then PDF downloads fail; everything else works.`);
  }
  const queuePrefix = queuePrefixFor({
    explicit: env.QUEUE_PREFIX,
    dataDir,
    redisStartedHere: services.redisStartedHere,
  });
  if (!services.redisStartedHere && !env.QUEUE_PREFIX)
    say(`Redis keys use the prefix ${queuePrefix} (this copy's data folder; QUEUE_PREFIX changes it).`);
  await migrate(databaseUrl);
  const encryptionKey = env.ENCRYPTION_KEY ?? (await ensureEncryptionKey(dataDir, say));

  const clientDist = env.CLIENT_DIST ?? join(root, 'client/dist');
  if (!existsSync(join(clientDist, 'index.html')))
    say(`No built client in ${clientDist}: run npm run build.`);
  const extra = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    QUEUE_PREFIX: queuePrefix,
    CLIENT_DIST: clientDist,
    ENCRYPTION_KEY: encryptionKey,
  };
  const url = publicUrl(env);
  await send({
    type: 'ready',
    env: extra,
    url,
    localUrl: publicUrl({ ...env, PUBLIC_URL: undefined }),
    summary: await summary(url, childEnvironment(extra)),
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message =
      error instanceof EnvError || error instanceof Refusal ? error.message : describeStartupError(error);
    console.error(`[start] ${message}`);
    process.exit(1);
  },
);
