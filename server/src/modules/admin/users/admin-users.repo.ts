import type { PlanId } from '@app/shared';
import { CompiledQuery } from 'kysely';
import { type Database, prepareStatement } from '../../../db/database.js';
import type { UserRowWithTimes } from '../../users/users.dto.js';
import { type PublicUserRow, USER_COLUMNS } from '../../users/users.repo.js';
import { indexFragments } from './search-fragments.js';
import { trigramCounts } from './trigram-counts.js';

/** The text the admin search looks in (the same expression as the trigram index of migration 0008). */
const SEARCH_TEXT = `lower(
  coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email
)`;

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserFilter {
  search?: string | undefined;
  plan?: PlanId | undefined;
}

const COLUMNS = USER_COLUMNS.join(', ');

/**
 * How a statement finds its rows: every account, the whole search pattern through the trigram
 * index, or `fragments` rare trigrams through the index and then the whole pattern on the rows
 * found (search-fragments.ts: the same rows, for less index work).
 */
type SearchShape = { kind: 'none' } | { kind: 'whole' } | { kind: 'fragments'; fragments: number };

/**
 * The statements for one shape of filter, written once and prepared per connection: no query is
 * built per request. The page statement counts as it pages (`count(*) over ()`): planning the
 * search costs about as much as running it, so a second statement for the total nearly doubled
 * a search. Parameters: the offset, the limit, the index fragments, the pattern, the plan.
 */
const shapeName = (search: SearchShape, plan: boolean) =>
  `${search.kind === 'fragments' ? `fragments${search.fragments}` : search.kind}-${plan ? 'plan' : 'any'}`;

function statementsFor(search: SearchShape, plan: boolean): { page: string; count: string } {
  const shape = shapeName(search, plan);
  const where = (first: number) => {
    const conditions: string[] = [];
    let n = first;
    if (search.kind === 'whole') conditions.push(`${SEARCH_TEXT} like $${n++}`);
    if (search.kind === 'fragments') {
      for (let i = 0; i < search.fragments; i++) conditions.push(`${SEARCH_TEXT} like $${n++}`);
      // Not the index's expression, so the planner checks it on the rows found, not in the index.
      conditions.push(`(${SEARCH_TEXT} || '') like $${n++}`);
    }
    if (plan) conditions.push(`subscription_plan = $${n++}`);
    return conditions.length ? `where ${conditions.join(' and ')}` : '';
  };
  return {
    page: prepareStatement(
      `admin-users-page-${shape}`,
      `select ${COLUMNS}, count(*) over () as matching from users ${where(3)}
  order by created_at desc, id desc offset $1 limit $2`,
      { timestampsAsIso: true },
    ),
    count: prepareStatement(`admin-users-count-${shape}`, `select count(*) as total from users ${where(1)}`),
  };
}

const STATEMENTS = new Map<string, { page: string; count: string }>();

function statements(search: SearchShape, plan: boolean) {
  const key = shapeName(search, plan);
  let found = STATEMENTS.get(key);
  if (!found) {
    found = statementsFor(search, plan);
    STATEMENTS.set(key, found);
  }
  return found;
}

/** The statement and its filter parameters for a search (index fragments when they pay). */
export function searchOf(db: Database, filter: UserFilter): { shape: SearchShape; parameters: string[] } {
  if (!filter.search) return { shape: { kind: 'none' }, parameters: [] };
  const pattern = likePattern(filter.search);
  const counts = trigramCounts(db, SEARCH_TEXT);
  const fragments = counts ? indexFragments(filter.search, counts) : null;
  if (!fragments) return { shape: { kind: 'whole' }, parameters: [pattern] };
  return {
    shape: { kind: 'fragments', fragments: fragments.length },
    parameters: [...fragments.map((trigram) => `%${trigram}%`), pattern],
  };
}

/**
 * One page of users, newest first, and how many match in all. Only a page past the end, which
 * has no row to carry the total, asks for the count on its own.
 */
export async function pageUsers(
  db: Database,
  filter: UserFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: UserRowWithTimes[]; total: number }> {
  const search = searchOf(db, filter);
  const filters = filter.plan ? [...search.parameters, filter.plan] : search.parameters;
  const statement = statements(search.shape, Boolean(filter.plan));
  // The rows keep their `matching` column: the DTO picks its fields, and a copy of every row
  // without it was a tenth of the search's allocation.
  const found = await db.executeQuery<UserRowWithTimes & { matching: number }>(
    CompiledQuery.raw(statement.page, [page.offset, page.limit, ...filters]),
  );
  const first = found.rows[0];
  if (first) return { rows: found.rows, total: Number(first.matching) };
  if (page.offset === 0) return { rows: [], total: 0 };
  const count = await db.executeQuery<{ total: number }>(CompiledQuery.raw(statement.count, filters));
  return { rows: [], total: Number(count.rows[0]?.total ?? 0) };
}

/** What a user owns, for the details modal. */
export async function ownedCounts(db: Database, userId: string, now: Date) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('documents')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('documents'),
      eb
        .selectFrom('generations')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('generations'),
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .as('sessions'),
    ])
    .executeTakeFirstOrThrow();
  return {
    documents: Number(row.documents ?? 0),
    generations: Number(row.generations ?? 0),
    liveSessions: Number(row.sessions ?? 0),
  };
}

/**
 * Locks every active administrator's row, in id order, before any other row of the change is
 * locked (so two transactions never wait on each other in a circle); answers their ids. Two
 * administrators removing each other at once cannot both pass the last-administrator check: the
 * second one reads the rows again after the first committed.
 */
export async function lockActiveAdmins(trx: Database): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', 'like', '%admin%')
    .where('is_active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function lockUser(trx: Database, id: string): Promise<PublicUserRow | undefined> {
  return trx.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}
