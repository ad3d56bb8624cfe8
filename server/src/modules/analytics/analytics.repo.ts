import { ANALYTICS_TIME_ZONE } from '@app/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The SQL behind the admin analytics (spec 02 §3 "Analytics summary / detail"). Each function is
 * one query over stored records; the windows arrive as instants or Africa/Lagos calendar days, and
 * the indexes they rely on are in migration 0009 (bench/admin measures them on a million rows).
 */

const TZ = ANALYTICS_TIME_ZONE;

/** Midnight (Africa/Lagos) that starts a 'YYYY-MM-DD' day, as a timestamptz. */
const startOfDay = (day: string): RawBuilder<Date> => sql<Date>`(${day}::date::timestamp at time zone ${TZ})`;
/** The Africa/Lagos calendar day of a timestamptz column, as 'YYYY-MM-DD'. */
const localDay = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${TZ}, 'YYYY-MM-DD')`;

export interface AccountFigures {
  total_users: number;
  active_accounts: number;
  active_subscribers: number;
  free_trial: number;
  jjc: number;
  agba: number;
  idan: number;
  /** Accounts created before the first day of the growth window (its running total starts there). */
  before_growth: number;
  retention_cohort: number;
  retained: number;
  churn_base: number;
  churned: number;
}

/**
 * One pass over the accounts: totals, the plan distribution, active subscribers, retention (the
 * accounts older than `since` that signed in or started a generation after it) and churn (paid
 * periods that were running at `since` or began after it, and ended before `now` without renewal).
 */
export async function accountFigures(
  db: Database,
  w: { now: Date; since: Date; growthStartDay: string },
): Promise<AccountFigures> {
  const { rows } = await sql<AccountFigures>`
    select
      count(*) as total_users,
      count(*) filter (where is_active) as active_accounts,
      count(*) filter (where subscription_plan <> 'free_trial' and subscription_status = 'active'
        and (subscription_expires_at is null or subscription_expires_at > ${w.now})) as active_subscribers,
      count(*) filter (where subscription_plan = 'free_trial') as free_trial,
      count(*) filter (where subscription_plan = 'jjc') as jjc,
      count(*) filter (where subscription_plan = 'agba') as agba,
      count(*) filter (where subscription_plan = 'idan') as idan,
      count(*) filter (where created_at < ${startOfDay(w.growthStartDay)}) as before_growth,
      count(*) filter (where created_at < ${w.since}) as retention_cohort,
      count(*) filter (where created_at < ${w.since} and (last_login_at >= ${w.since}
        or id in (select user_id from generations where created_at >= ${w.since}))) as retained,
      count(*) filter (where subscription_plan <> 'free_trial'
        and subscription_expires_at >= ${w.since}) as churn_base,
      count(*) filter (where subscription_plan <> 'free_trial'
        and subscription_expires_at >= ${w.since} and subscription_expires_at < ${w.now}) as churned
    from users`.execute(db);
  return rows[0] as AccountFigures;
}

/** Accounts created per day from `fromDay` on. */
export async function signUpsPerDay(
  db: Database,
  fromDay: string,
): Promise<Array<{ day: string; n: number }>> {
  const { rows } = await sql<{ day: string; n: number }>`
    select ${localDay('created_at')} as day, count(*) as n
    from users where created_at >= ${startOfDay(fromDay)} group by 1`.execute(db);
  return rows;
}

/** Per day from `fromDay`: distinct accounts that signed in or started a generation, and sign-ins. */
export async function activityPerDay(
  db: Database,
  fromDay: string,
): Promise<Array<{ day: string; active_users: number; sessions: number }>> {
  const { rows } = await sql<{ day: string; active_users: number; sessions: number }>`
    select day, count(distinct user_id) as active_users, count(*) filter (where source = 'session') as sessions
    from (
      select ${localDay('created_at')} as day, user_id, 'session' as source
      from sessions where created_at >= ${startOfDay(fromDay)}
      union all
      select ${localDay('created_at')}, user_id, 'generation'
      from generations where created_at >= ${startOfDay(fromDay)}
    ) activity
    group by day`.execute(db);
  return rows;
}

/**
 * Documents generated, per type: every document ever stored (documents_generated, written by the
 * database as each one is inserted), so deleting a document or an account does not lower it.
 */
export async function documentsPerType(db: Database): Promise<{ cover_letter: number; resume: number }> {
  const { rows } = await sql<{ cover_letter: number; resume: number }>`
    select count(*) filter (where type = 'cover_letter') as cover_letter,
      count(*) filter (where type = 'resume') as resume
    from documents_generated`.execute(db);
  return rows[0] ?? { cover_letter: 0, resume: 0 };
}

/** Documents generated per day and type from `fromDay` on (deleted ones included). */
export async function documentsPerDay(
  db: Database,
  fromDay: string,
): Promise<Array<{ day: string; type: string; n: number }>> {
  const { rows } = await sql<{ day: string; type: string; n: number }>`
    select ${localDay('generated_at')} as day, type, count(*) as n
    from documents_generated where generated_at >= ${startOfDay(fromDay)} group by 1, 2`.execute(db);
  return rows;
}

/** Generations started per hour of the day (Africa/Lagos) since `since`. */
export async function generationsPerHour(
  db: Database,
  since: Date,
): Promise<Array<{ hour: number; n: number }>> {
  const { rows } = await sql<{ hour: number; n: number }>`
    select extract(hour from created_at at time zone ${TZ})::int as hour, count(*) as n
    from generations where created_at >= ${since} group by 1`.execute(db);
  return rows;
}

/** Successful payments per month ('YYYY-MM') and plan, confirmed from the first day `fromDay` on. */
export async function revenuePerMonth(
  db: Database,
  fromDay: string,
): Promise<Array<{ month: string; plan_id: string; revenue: number; transactions: number }>> {
  const { rows } = await sql<{ month: string; plan_id: string; revenue: number; transactions: number }>`
    select to_char(confirmed_at at time zone ${TZ}, 'YYYY-MM') as month, plan_id,
      sum(amount_kobo)::bigint as revenue, count(*) as transactions
    from payments where status = 'success' and confirmed_at >= ${startOfDay(fromDay)}
    group by 1, 2`.execute(db);
  return rows;
}

/** All successful payments per plan. */
export async function revenuePerPlan(
  db: Database,
): Promise<Array<{ plan_id: string; revenue: number; transactions: number }>> {
  const { rows } = await sql<{ plan_id: string; revenue: number; transactions: number }>`
    select plan_id, sum(amount_kobo)::bigint as revenue, count(*) as transactions
    from payments where status = 'success' group by plan_id`.execute(db);
  return rows;
}

export interface UpgradeFunnel {
  payers: number;
  /** What the accounts that still exist paid (deleted accounts' payments have no owner). */
  payer_revenue: number;
  jjc_buyers: number;
  jjc_to_agba: number;
  agba_buyers: number;
  agba_to_idan: number;
}

/**
 * Accounts with a successful payment, and the plan ladder: who bought jjc, and of those who
 * bought agba after their first jjc; who bought agba, and of those who bought idan after their
 * first agba. Payments of deleted accounts (no owner any more) count in revenue only.
 */
export async function upgradeFunnel(db: Database): Promise<UpgradeFunnel> {
  const { rows } = await sql<UpgradeFunnel>`
    with per_user as (
      select user_id,
        sum(amount_kobo) as revenue,
        min(confirmed_at) filter (where plan_id = 'jjc') as first_jjc,
        min(confirmed_at) filter (where plan_id = 'agba') as first_agba,
        max(confirmed_at) filter (where plan_id = 'agba') as last_agba,
        max(confirmed_at) filter (where plan_id = 'idan') as last_idan
      from payments where status = 'success' and user_id is not null
      group by user_id
    )
    select count(*) as payers,
      coalesce(sum(revenue), 0)::bigint as payer_revenue,
      count(first_jjc) as jjc_buyers,
      count(*) filter (where last_agba > first_jjc) as jjc_to_agba,
      count(first_agba) as agba_buyers,
      count(*) filter (where last_idan > first_agba) as agba_to_idan
    from per_user`.execute(db);
  return rows[0] as UpgradeFunnel;
}
