import { CompiledQuery } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { TrigramCounts } from './search-fragments.js';

/** Rows sampled for the estimate: enough to tell a common trigram from a rare one. */
const SAMPLE_ROWS = 20_000;
/** How long an estimate is used before a fresh one is read (in the background). */
const FRESH_MS = 10 * 60_000;

const COUNT_SQL = (searchText: string) => `
  with sample as (
    select ${searchText} as s from users tablesample bernoulli ($1)
  )
  select t as trigram, count(*)::int as n, (select count(*)::int from sample) as sampled
  from sample, unnest(show_trgm(sample.s)) as t
  where t ~ '^[a-z0-9]{3}$'
  group by t`;

interface State {
  counts: TrigramCounts | undefined;
  readAt: number;
  reading: Promise<void> | undefined;
}

const states = new WeakMap<Database, State>();

/**
 * How often each trigram occurs in the admin search text, estimated from a sample of the
 * accounts. Never waited for: until the first estimate is read (in the background, on the first
 * search), and when reading fails, it is undefined and the search looks up the whole pattern.
 */
export function trigramCounts(db: Database, searchText: string, now = Date.now()): TrigramCounts | undefined {
  let state = states.get(db);
  if (!state) {
    state = { counts: undefined, readAt: 0, reading: undefined };
    states.set(db, state);
  }
  if (!state.reading && now - state.readAt > FRESH_MS) {
    const current = state;
    current.reading = readCounts(db, searchText)
      .then((counts) => {
        current.counts = counts;
      })
      .catch(() => {})
      .finally(() => {
        current.readAt = Date.now();
        current.reading = undefined;
      });
  }
  return state.counts;
}

/** Waits for a read under way (tests). */
export async function trigramCountsSettled(db: Database): Promise<void> {
  await states.get(db)?.reading;
}

async function readCounts(db: Database, searchText: string): Promise<TrigramCounts> {
  const size = await db.executeQuery<{ rows: number }>(
    CompiledQuery.raw(
      `select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'users'::regclass`,
    ),
  );
  const estimated = Number(size.rows[0]?.rows ?? 0);
  const percent = estimated > SAMPLE_ROWS ? (SAMPLE_ROWS / estimated) * 100 : 100;
  const found = await db.executeQuery<{ trigram: string; n: number; sampled: number }>(
    CompiledQuery.raw(COUNT_SQL(searchText), [percent]),
  );
  const sampled = found.rows[0]?.sampled ?? 0;
  const scale = 100 / percent;
  const byTrigram = new Map(found.rows.map((row) => [row.trigram, row.n * scale]));
  const rows = Math.max(estimated, sampled);
  return { rows, count: (trigram) => byTrigram.get(trigram) ?? 0 };
}
