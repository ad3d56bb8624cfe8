import type { PlanId } from '@app/shared';
import { CompiledQuery } from 'kysely';
import type { Database } from '../../../db/database.js';
import { type PublicUserRow, USER_COLUMNS } from '../../users/users.repo.js';

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
 * The statements for one shape of filter (with a search, a plan, both or neither), written once:
 * no query is built per request. The page statement counts as it pages (`count(*) over ()`):
 * planning the search costs about as much as running it, so a second statement for the total
 * nearly doubled a search. Its parameters: the offset, the limit, then the pattern and/or plan.
 */
function statementsFor(search: boolean, plan: boolean): { page: string; count: string } {
  const where = (first: number) => {
    const conditions: string[] = [];
    let n = first;
    if (search) conditions.push(`${SEARCH_TEXT} like $${n++}`);
    if (plan) conditions.push(`subscription_plan = $${n++}`);
    return conditions.length ? `where ${conditions.join(' and ')}` : '';
  };
  return {
    page: `select ${COLUMNS}, count(*) over () as matching from users ${where(3)}
  order by created_at desc, id desc offset $1 limit $2`,
    count: `select count(*) as total from users ${where(1)}`,
  };
}

const STATEMENTS = {
  none: statementsFor(false, false),
  search: statementsFor(true, false),
  plan: statementsFor(false, true),
  both: statementsFor(true, true),
};

/**
 * One page of users, newest first, and how many match in all. Only a page past the end, which
 * has no row to carry the total, asks for the count on its own.
 */
export async function pageUsers(
  db: Database,
  filter: UserFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PublicUserRow[]; total: number }> {
  const filters: string[] = [];
  if (filter.search) filters.push(likePattern(filter.search));
  if (filter.plan) filters.push(filter.plan);
  const statement =
    STATEMENTS[filter.search ? (filter.plan ? 'both' : 'search') : filter.plan ? 'plan' : 'none'];
  const found = await db.executeQuery<PublicUserRow & { matching: number }>(
    CompiledQuery.raw(statement.page, [page.offset, page.limit, ...filters]),
  );
  const first = found.rows[0];
  if (first) {
    const rows = found.rows.map(({ matching: _matching, ...row }) => row);
    return { rows, total: Number(first.matching) };
  }
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
