import type { PlanId } from '@app/shared';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/database.js';
import { type PublicUserRow, USER_COLUMNS } from '../../users/users.repo.js';

/** The text the admin search looks in (the same expression as the trigram index of migration 0008). */
const SEARCH_TEXT = sql<string>`lower(
  coalesce(full_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email
)`;

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserFilter {
  search?: string | undefined;
  plan?: PlanId | undefined;
}

function filtered(db: Database, filter: UserFilter) {
  return db.selectFrom('users').where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.search) conditions.push(sql<SqlBool>`${SEARCH_TEXT} like ${likePattern(filter.search)}`);
    if (filter.plan) conditions.push(eb('subscription_plan', '=', filter.plan));
    return eb.and(conditions);
  });
}

/**
 * One page of users, newest first, and how many match in all. One statement counts and pages at
 * once (`count(*) over ()`): the search's planning costs more than its execution, so a second
 * statement for the total nearly doubled the cost of a search. Only a page past the end, which
 * has no row to carry the total, asks for the count on its own.
 */
export async function pageUsers(
  db: Database,
  filter: UserFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PublicUserRow[]; total: number }> {
  const found = await filtered(db, filter)
    .select(USER_COLUMNS)
    .select(sql<string>`count(*) over ()`.as('matching'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const first = found[0];
  if (first) {
    const rows = found.map(({ matching: _matching, ...row }) => row);
    return { rows, total: Number(first.matching) };
  }
  if (page.offset === 0) return { rows: [], total: 0 };
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: [], total: Number(count.total) };
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
