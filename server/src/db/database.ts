import { TEXT_MESSAGES } from '@app/shared';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { AppError } from '../errors.js';
import type { DB } from './database.types.js';
import { asPrepared } from './prepared.js';

export { prepareStatement } from './prepared.js';

export type Database = Kysely<DB>;

// Postgres `bigint` (count(*)) comes back as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDatabase(options: { url: string; poolMax?: number }): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    // Fail fast when the database is unreachable instead of hanging a request.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits 'error'; without a listener Node would crash.
  pool.on('error', () => {});
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: reportingUnavailable(pool) }) });
}

export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable while our database reconnects. Please try again in a moment.';

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused/i;

/** The database is down or restarting (not a wrong query): class 08, 57P01-03, a refused socket. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || /^57P0[1-3]$/.test(code) || CONNECTION_ERRORS.has(code))
  )
    return true;
  return CONNECTION_MESSAGES.test(error.message);
}

const unavailable = (error: unknown): unknown =>
  isDatabaseUnavailable(error)
    ? new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE, { retryAfter: 5 }, { cause: error })
    : error;

/**
 * Text PostgreSQL cannot hold: U+0000 in a text parameter ("invalid byte sequence … 0x00",
 * 22021) or in JSON for jsonb (22P05). The shared schemas refuse it in every text input
 * (plainText); this is the net for a value that reaches a statement some other way: a 400 with
 * the same sentence, not a 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function refusedText(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code)
    ? new AppError('VALIDATION_FAILED', TEXT_MESSAGES.unusableCharacter, {}, { cause: error })
    : unavailable(error);
}

/**
 * While PostgreSQL restarts, callers get a 503 with a sentence (AppError SERVICE_UNAVAILABLE)
 * instead of a 500; the pool reconnects by itself once it is back.
 */
function reportingUnavailable(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client, made once: Kysely keeps its connection object per client it is
  // given, so a new wrapper at every checkout made it build a connection (and a WeakMap entry)
  // for every query.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = wrapClient(client);
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailable(error);
      });
      return wrap(client);
    },
    end: () => pool.end(),
  };
}

function wrapClient(client: pg.PoolClient): PostgresPoolClient {
  // The pool listens for errors only on idle clients. One checked out (a transaction between two
  // statements) that gets PostgreSQL's FATAL at a restart would emit 'error' to nobody and crash
  // the process; with this listener its next statement fails as "not queryable" (a 503 above),
  // and the pool drops the client when it comes back.
  client.on('error', () => {});
  return {
    query: ((...args: unknown[]) => {
      const result = (client.query as (...a: unknown[]) => unknown).apply(client, asPrepared(args));
      // A cursor (streamed query) is not a promise: it is passed through as it is.
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw refusedText(error);
          })
        : result;
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
