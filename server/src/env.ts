import { isIP } from 'node:net';
import { AI_PROVIDERS, QUEUE_NAMES, type QueueName } from '@app/shared';
import { z } from 'zod';
import { parseEncryptionKey } from './crypto/secrets.js';
import { LOG_FORMATS } from './log-format.js';

/**
 * The one reader of process.env. Every setting is listed in .env.example with a safe default.
 * Parsing reports every problem at once, so an operator fixes them in one go.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe: `false` (none, the default), a number of proxies in
 * front of the server (each appends one entry), or the proxies' own addresses. `true` is refused:
 * it believed the leftmost entry, which any client writes itself.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === 'no' || lower === '0') return false;
    if (/^\d+$/.test(value) && Number(value) <= 20) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (lower === 'true' || lower === 'yes' || entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, the number of proxies in front of the server (e.g. 1), or their addresses ' +
          '(e.g. 10.0.0.2,10.1.0.0/16,loopback); `true` would believe any X-Forwarded-For a client sends',
      });
      return z.NEVER;
    }
    return entries;
  });

const queueList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((q) => q.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(QUEUE_NAMES, { error: `must list queues among: ${QUEUE_NAMES.join(', ')}` })).min(1));

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
  .describe('PostgreSQL connection string');
const redisUrl = z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Public address of the product, used in e-mail links. Defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty (readable lines), json, or auto: pretty when stdout is a terminal, else json. */
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  TRUST_PROXY: trustProxy.default(false),
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: redisUrl,
  /** Prefix of every Redis key we write (queues, rate limits, sign-in state); tests use a unique one per file. */
  QUEUE_PREFIX: z.string().min(1).default('jobpadi'),
  /** Queues this worker process consumes. */
  WORKER_QUEUES: queueList.default([...QUEUE_NAMES]),
  WORKER_CONCURRENCY_GENERATION: z.coerce.number().int().min(1).max(500).default(20),
  WORKER_CONCURRENCY_RENDER: z.coerce.number().int().min(1).max(32).default(2),
  /** How long a job's lock lasts; a worker that dies holding one has its job taken over after this. */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  WORKER_CONCURRENCY_EMAIL: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * The worker's CPU priority (nice, 0–19; 0 leaves it as started): its jobs and its Chromium
   * give way to the server's requests when both want the same cores (see worker/src/priority.ts).
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** The Chromium (or Chrome) that prints PDFs; unset, the usual system paths are tried. */
  CHROMIUM_PATH: z.string().trim().min(1).optional(),
  /** Wall time of one PDF render (ms); past it the page is closed and the job fails without a retry. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /** The render worker replaces its Chromium after this many renders (bounds slow memory growth). */
  RENDER_RESTART_EVERY: z.coerce.number().int().min(1).max(100_000).default(200),
  /** How long a download waits for its render job (ms) before answering 503 "try again". */
  RENDER_WAIT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  /** smtp:// or smtps:// URL. Without it e-mail runs in demo mode (outbox only). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('JobPadi <no-reply@jobpadi.local>'),
  /** Lets NODE_ENV=production run without SMTP_URL: mail then stays in the outbox (demo mode). */
  ALLOW_DEMO_MAIL: booleanString.default(false),
  /** Folder holding the built client; the server serves it with an SPA fallback. */
  CLIENT_DIST: z.string().optional(),
  /** How long the public documents counter may be stale (ms); 0 counts on every request. */
  DOCUMENT_COUNT_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * How long a validated session may be served from memory (ms). Changes evict it at once through
   * PostgreSQL NOTIFY; this bounds the damage of a lost notification. 0 turns the cache off.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Sessions kept in memory at most, per server process. */
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  /** Comma-separated addresses that get the admin role when they sign up or sign in. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Google sign-in; without both, the Google button explains it is not configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's OAuth endpoints; overridable so tests can point them at a local fake. */
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** 32 bytes (base64 or hex) sealing AI provider keys at rest; `openssl rand -base64 32`. */
  ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || parseEncryptionKey(v) !== null,
      'must be 32 bytes written as 64 hex digits or 44 base64 characters',
    ),
  /**
   * Whether an administrator may point a provider at a private or local address (Ollama, LM Studio,
   * vLLM on the operator's own network). Unset: allowed outside production, refused in production,
   * where such a URL would let the admin console reach the server's own network
   * (providerUrlPolicy). Link-local and metadata addresses are refused either way.
   */
  PROVIDER_ALLOW_PRIVATE_URLS: booleanString.optional(),
  /**
   * Whether the job import (POST /api/job-import) may fetch pages on private and loopback
   * addresses (a local set-up, tests). Off: public addresses only. Link-local and cloud metadata
   * addresses are refused either way.
   */
  OUTBOUND_ALLOW_PRIVATE: booleanString.default(false),
  /** Wall time of one job import's fetch (ms): every lookup, redirect and byte of the page. */
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Consecutive failed calls (timeouts, 5xx, refused keys) that open a provider's circuit breaker. */
  AI_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(5),
  /** How long an open breaker refuses calls (ms) before it lets one trial call through. */
  AI_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Opens the Elite (idan) plan for sale. */
  IDAN_PURCHASABLE: booleanString.default(false),
  /** Paystack secret key (sk_live_… / sk_test_…). Unset, Pay Now answers 503 'Payments are not configured'. */
  PAYSTACK_SECRET_KEY: z.string().trim().min(1).optional(),
  /** Paystack's API; overridable so tests can point it at a local fake. */
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /** How long one call to Paystack may take (ms) before it counts as the provider being down. */
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
  /** How often the billing sweep runs (ms): expiry reminders, lapsed plans, stale payments. */
  BILLING_SWEEP_EVERY_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Turns on GET /metrics (Prometheus text), answered only with `Authorization: Bearer <token>`.
   * Unset, /metrics answers 404. Also required by the worker's metrics port when set.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 24`)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .optional(),
  /** A worker's own /metrics port (Prometheus scrapes each worker). Unset: no port is opened. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Address the worker's metrics port listens on; keep it internal. */
  WORKER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/**
 * The AI fallback settings (`OPENAI_API_KEY`, `ANTHROPIC_MODEL`, `TOGETHER_BASE_URL`, ...), one
 * trio per provider of the catalogue, kept apart so the main schema stays exact.
 */
export type AiEnv = Readonly<Record<string, string>>;
const AI_ENV_KEYS = new Set(
  AI_PROVIDERS.flatMap((p) => ['API_KEY', 'MODEL', 'BASE_URL'].map((s) => `${p.envPrefix}_${s}`)),
);

export type Env = z.infer<typeof envSchema> & { AI: AiEnv };
export type { QueueName };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

type Source = Record<string, string | undefined>;

/** Parses the given variables (process.env by default); throws EnvError listing every problem. */
export const parseEnv = (source: Source = process.env): Env => ({
  ...parseWith(envSchema, source),
  AI: Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => AI_ENV_KEYS.has(e[0]) && !!e[1]),
  ),
});

/**
 * What `npm start` needs before anything runs: without DATABASE_URL / REDIS_URL it provides them
 * itself (embedded PostgreSQL, a local redis-server).
 */
export const launcherEnvSchema = envSchema
  .pick({
    HOST: true,
    PORT: true,
    PUBLIC_URL: true,
    CLIENT_DIST: true,
    ENCRYPTION_KEY: true,
    CHROMIUM_PATH: true,
  })
  .extend({
    /** Start our own Redis (and, for `npm test`, PostgreSQL) even when 6379 (5432) answers. */
    OWN_SERVICES: booleanString.default(false),
    /** Unset, `npm start` on a Redis it did not start derives one from DATA_DIR (queue-prefix.ts). */
    QUEUE_PREFIX: z.string().min(1).optional(),
    DATABASE_URL: postgresUrl.optional(),
    REDIS_URL: redisUrl.optional(),
    /** Where the embedded database and Redis keep their files. */
    DATA_DIR: z.string().min(1).default('.data'),
  });
export type LauncherEnv = z.infer<typeof launcherEnvSchema>;
export const parseLauncherEnv = (source: Source = process.env): LauncherEnv =>
  parseWith(launcherEnvSchema, source);

/** Loads `.env` (if there is one) into process.env without overriding what is already set. */
export function loadDotEnv(path: string): void {
  try {
    process.loadEnvFile(path);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
}

/** The environment handed to child processes, with the launcher's additions. */
export const childEnvironment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});

function parseWith<TSchema extends z.ZodType>(schema: TSchema, source: Source): z.output<TSchema> {
  // An empty string means "not set", as it does in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const key = issue.path.join('.') || '(environment)';
      const given = issue.path[0] !== undefined && String(issue.path[0]) in cleaned;
      if (issue.code !== 'invalid_type') return `${key} ${issue.message}`;
      return given ? `${key} must be a ${issue.expected}` : `${key} is required`;
    }),
  );
}

export const publicUrl = (env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string =>
  (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(
    /\/$/,
    '',
  );

/**
 * Settings that parse but must not run a production deployment. Checked when a process starts
 * (not in parseEnv, which tests use to build production-like apps without SMTP).
 */
export function productionProblems(env: Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'ALLOW_DEMO_MAIL'>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.SMTP_URL && !env.ALLOW_DEMO_MAIL)
    problems.push(
      'SMTP_URL is required in production: without it no e-mail leaves the server (demo mode). ' +
        'Set ALLOW_DEMO_MAIL=true to run a demonstration without e-mail anyway.',
    );
  return problems;
}

/** Entry points: the parsed settings, or every problem printed and exit code 1. */
export function parseEnvOrExit(): Env {
  try {
    const env = parseEnv();
    const problems = productionProblems(env);
    if (problems.length > 0) throw new EnvError(problems);
    return env;
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : String(error));
    process.exit(1);
  }
}
