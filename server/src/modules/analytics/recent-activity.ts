import { formatKobo, getPlan, type RecentActivityDto } from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** How many entries the Recent Activity modal lists (its panel shows the first 6). */
export const RECENT_ACTIVITY_LIMIT = 20;

type Row = { id: string; at: Date; a: string | null; b: string | null; c: string | null; n: number | null };

/**
 * The newest sign-ups, documents, successful payments and administrators' actions, merged
 * newest first. Each source is read newest first through its own index, `limit` rows at most.
 */
export async function recentActivity(
  db: Database,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<RecentActivityDto[]> {
  const [users, documents, payments, audit] = await Promise.all([
    sql<Row>`select id, created_at as at, full_name as a, email as b, null as c, null::int as n
      from users order by created_at desc, id desc limit ${limit}`.execute(db),
    sql<Row>`select id, created_at as at, type as a, job_title as b, company_name as c, null::int as n
      from documents order by created_at desc limit ${limit}`.execute(db),
    sql<Row>`select id, confirmed_at as at, plan_id as a, kind as b, null as c, amount_kobo as n
      from payments where status = 'success' order by confirmed_at desc limit ${limit}`.execute(db),
    sql<Row>`select a.id, a.created_at as at, a.summary as a,
        coalesce(nullif(trim(u.full_name), ''), u.email) as b, null as c, null::int as n
      from admin_audit_log a left join users u on u.id = a.actor_id
      order by a.created_at desc, a.id desc limit ${limit}`.execute(db),
  ]);
  const entries: RecentActivityDto[] = [
    ...users.rows.map((r) => entry('user', r, `New user signed up: ${r.a ? `${r.a} (${r.b})` : r.b}`)),
    ...documents.rows.map((r) =>
      entry(
        'document',
        r,
        `${r.a === 'resume' ? 'Resume optimized' : 'Cover letter generated'}: ${r.b} at ${r.c}`,
      ),
    ),
    ...payments.rows.map((r) =>
      entry(
        'subscription',
        r,
        `${r.b === 'renewal' ? 'Renewal' : 'New subscription'}: ${getPlan(r.a).name} plan, ${formatKobo(r.n ?? 0)}`,
      ),
    ),
    // Who acted travels beside the sentence (the spec's `message` stays the change itself).
    ...audit.rows.map((r) => ({ ...entry('other', r, r.a ?? 'Administrator action'), actor: r.b })),
  ];
  return entries.sort((x, y) => y.timestamp.localeCompare(x.timestamp)).slice(0, limit);
}

const entry = (type: RecentActivityDto['type'], row: Row, message: string): RecentActivityDto => ({
  id: `${type}:${row.id}`,
  type,
  message,
  timestamp: new Date(row.at).toISOString(),
});
