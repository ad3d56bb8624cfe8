import type { CompiledQuery } from 'kysely';
import pg from 'pg';

/**
 * Where the export's page queries run: a small pool of its own per database, driven through
 * pg's callback API. Measured (bench/export): through pg's promise API — the one Kysely uses —
 * about a third of every page survived two young-generation collections and was promoted, so a
 * 20 MB export grew the server by 40–60 MB until the next full collection; through the callback
 * API under 2 % is promoted. The queries are still built (and typed) with Kysely; only their
 * execution comes here. Three connections bound what many parallel exports take from PostgreSQL:
 * each page is one short query, so exports wait their turn per page, not per download.
 */
const pools = new Map<string, pg.Pool>();

function poolFor(url: string): pg.Pool {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 3,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 10_000,
      // Idle export connections never keep a process (a test, a CLI) alive.
      allowExitOnIdle: true,
    });
    // An idle client that loses its connection emits 'error'; without a listener Node would crash.
    pool.on('error', () => {});
    pools.set(url, pool);
  }
  return pool;
}

export function readRows<Row>(url: string, query: CompiledQuery<Row>): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    poolFor(url).query<pg.QueryResultRow & Row>(query.sql, [...query.parameters], (error, result) =>
      error ? reject(error) : resolve(result.rows),
    );
  });
}

/** Ends the export pool of one database (the app's close hook). */
export async function closeExportReader(url: string): Promise<void> {
  const pool = pools.get(url);
  pools.delete(url);
  await pool?.end().catch(() => {});
}
