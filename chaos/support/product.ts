import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, root, scratchDatabase } from '../../e2e/support/product.js';
import { hashPassword } from '../../server/src/auth/password.js';
import { FakeLlm } from '../../server/test/fakes/fake-llm.js';
import { type FakePaystack, startFakePaystack } from '../../server/test/fakes/paystack.js';
import { SmtpSink } from '../../server/test/fakes/smtp-sink.js';

export { freePort };

/** One process of the product (the built server or worker), which a scenario may kill. */
export interface ProductProcess {
  child: ChildProcess;
  /** Resolves when it has exited (after `signal`, SIGKILL after 15 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  exited: Promise<number | null>;
}

export interface ChaosProduct {
  url: string;
  databaseUrl: string;
  llm: FakeLlm;
  smtp: SmtpSink;
  smtpPort: number;
  paystack: FakePaystack;
  server: ProductProcess;
  worker: ProductProcess | undefined;
  startServer(): Promise<ProductProcess>;
  startWorker(): ProductProcess;
  /** A pg client on the product's database (the scenario's view of what was written). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  close(): Promise<void>;
}

export interface ChaosOptions {
  /** Admin URL of the PostgreSQL the scratch database goes on (default TEST_DATABASE_URL). */
  adminDatabaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
  /** Don't start a worker with the server. */
  noWorker?: boolean;
}

function spawnProduct(entry: string, env: NodeJS.ProcessEnv): ProductProcess {
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill(signal);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  everyMs = 200,
  /** What to say about the state of things on a timeout. */
  explain?: () => Promise<unknown>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) {
      const state = explain ? `: ${JSON.stringify(await explain().catch(String))}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${state}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * The built server and worker as separate processes (as operators run them) on a scratch
 * database, with the fake model, fake Paystack and SMTP sink living in the test process, so a
 * scenario can kill, restart or break any of them.
 */
export async function startChaosProduct(options: ChaosOptions = {}): Promise<ChaosProduct> {
  const savedAdmin = process.env.TEST_DATABASE_URL;
  if (options.adminDatabaseUrl) process.env.TEST_DATABASE_URL = options.adminDatabaseUrl;
  const database = await scratchDatabase('jobpadi_chaos').finally(() => {
    if (options.adminDatabaseUrl) process.env.TEST_DATABASE_URL = savedAdmin;
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {});
  const llm = new FakeLlm();
  llm.options = { ...llm.options, firstTokenDelayMs: 200, tokensPerSecond: 60 };
  const llmUrl = await llm.start();
  const smtp = new SmtpSink();
  const smtpUrl = await smtp.start();
  const paystack = await startFakePaystack({ slowMs: 4_000 });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'fatal',
    SHUTDOWN_TIMEOUT_MS: '3000',
    CLIENT_DIST: `${root}client/dist`,
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `chaos-${randomBytes(4).toString('hex')}`,
    SMTP_URL: smtpUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: llmUrl,
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_SECRET_KEY: paystack.secret,
    TRUST_PROXY: 'loopback',
    // A killed worker's jobs are taken back within seconds, not the default 30.
    WORKER_LOCK_DURATION_MS: '3000',
    ...options.env,
  };

  const healthy = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  const startServer = async (): Promise<ProductProcess> => {
    const server = spawnProduct('server/dist/main.js', env);
    let exited = false;
    void server.exited.then(() => (exited = true));
    await waitUntil('the server to answer /api/health', async () => {
      if (exited) throw new Error('The built server exited. Did `npm run build` run?');
      return healthy();
    });
    return server;
  };

  const product: ChaosProduct = {
    url,
    databaseUrl: database.url,
    llm,
    smtp,
    smtpPort: Number(new URL(smtpUrl).port),
    paystack,
    server: undefined as unknown as ProductProcess,
    worker: undefined,
    startServer,
    startWorker: () => spawnProduct('worker/dist/main.js', env),
    query: async (text, values) => (await pool.query(text, values)).rows,
    close: async () => {
      await Promise.all([product.server?.stop(), product.worker?.stop()]);
      await pool.end();
      await llm.stop();
      await smtp.stop().catch(() => {});
      await paystack.close();
      if (options.adminDatabaseUrl) {
        process.env.TEST_DATABASE_URL = options.adminDatabaseUrl;
        await database.drop().finally(() => (process.env.TEST_DATABASE_URL = savedAdmin));
      } else await database.drop();
    },
  };
  try {
    if (!options.noWorker) product.worker = product.startWorker();
    product.server = await startServer();
  } catch (error) {
    await product.close().catch(() => {});
    throw error;
  }
  return product;
}

export const PASSWORD = 'Lagos-2025!';
let visitors = 0;
/** A fresh address per account, so no per-address limit is shared between scenarios. */
export const freshIp = () => {
  visitors += 1;
  return `10.77.${(visitors >> 8) & 255}.${visitors & 255}`;
};

export interface Account {
  id: string;
  email: string;
  /** Authorization header value (a bearer token: no cookie, so no CSRF check applies). */
  auth: string;
  ip: string;
}

/** A verified, onboarded account with these credits, signed in by a real POST /api/auth/login. */
export async function signedInAccount(
  product: ChaosProduct,
  credits: { coverLetters?: number; resumes?: number } = {},
): Promise<Account> {
  const email = `chaos-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await product.query<{ id: string }>(
    `insert into users (email, password_hash, full_name, first_name, last_name, email_verified,
       onboarding_completed, cover_letters_remaining, resumes_remaining, subscription_expires_at)
     values ($1, $2, 'Ada Obi', 'Ada', 'Obi', true, true, $3, $4, now() + interval '7 days') returning id`,
    [email, await hashPassword(PASSWORD), credits.coverLetters ?? 2, credits.resumes ?? 1],
  );
  const ip = freshIp();
  const res = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { id: row?.id ?? '', email, auth: `Bearer ${token}`, ip };
}

/** A call to the product as the account (JSON in, status and JSON out). */
export async function api(
  product: ChaosProduct,
  account: Account | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(account ? { authorization: account.auth, 'x-forwarded-for': account.ip } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed };
}

/** Each generation of the account: status, stage, credits, attempts (what a timeout shows). */
export const generationStates = (product: ChaosProduct, account: Account) =>
  product.query(
    `select status, stage, credits_state, attempts, error_code from generations where user_id = $1
      order by created_at`,
    [account.id],
  );

/** Waits until `count` of the account's generations have succeeded (states shown on a timeout). */
export const allSucceeded = (product: ChaosProduct, account: Account, count: number, timeoutMs: number) =>
  waitUntil(
    `all ${count} generations to succeed`,
    async () => {
      const rows = await product.query<{ n: number }>(
        `select count(*)::int as n from generations where user_id = $1 and status = 'succeeded'`,
        [account.id],
      );
      return rows[0]?.n === count;
    },
    timeoutMs,
    300,
    () => generationStates(product, account),
  );

export const JOB = {
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  companyLocation: 'Lagos, Nigeria',
  jobDescription:
    'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.',
  generateCoverLetter: true,
  optimizeResume: false,
};

/** Starts a cover-letter generation through tRPC (as our client does); its id. */
export async function startCoverLetter(product: ChaosProduct, account: Account): Promise<string> {
  const res = await api(product, account, 'POST', '/trpc/generation.start', JOB);
  const id = (res.body.result as { data?: { id?: string } } | undefined)?.data?.id;
  if (res.status !== 200 || !id)
    throw new Error(`generation.start answered ${res.status}: ${JSON.stringify(res.body)}`);
  return id;
}
