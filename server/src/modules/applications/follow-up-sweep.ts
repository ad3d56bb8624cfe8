import {
  APPLICATION_LIMITS,
  FOLLOW_UP_SWEEP_EVERY_MS,
  FOLLOW_UP_SWEEP_SCHEDULER_ID,
  followUpSweepJob,
  parseTimeZone,
} from '@app/shared';
import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import type { Queues } from '../../queue/queues.js';
import { formatDay } from '../billing/billing-format.js';
import { sendMail } from '../mail/mail.service.js';
import { remindersOffUrl } from './reminder-link.js';

type SweepDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock'>;

const BATCH = 200;
/** Batches per run at most: the rest waits a quarter of an hour for the next run. */
const MAX_BATCHES = 10;

interface ClaimedReminder {
  id: string;
  user_id: string;
  job_title: string;
  company_name: string;
  applied_at: Date | null;
  status_changed_at: Date;
  email: string;
  first_name: string | null;
  timezone: string | null;
  days: number;
}

/**
 * Claims up to BATCH applications due a reminder: "applied" for at least the person's N days
 * (their settings, 7 without a settings row) with no change since, never reminded, reminders on
 * (follow_up_days not null), e-mail notifications on (reminders obey that switch, like the
 * billing reminders), account active. The UPDATE writes follow_up_reminded_at only where it is
 * still null and skips rows another sweep holds, so two sweeps at once claim each once.
 */
async function claimDue(deps: SweepDeps, now: Date): Promise<ClaimedReminder[]> {
  const { rows } = await sql<ClaimedReminder>`
    update applications a set follow_up_reminded_at = ${now}
    from users u
    where u.id = a.user_id
      and a.follow_up_reminded_at is null
      and a.id in (
        select a2.id from applications a2
        join users u2 on u2.id = a2.user_id
        left join user_settings s on s.user_id = a2.user_id
        where a2.status = 'applied' and a2.follow_up_reminded_at is null
          and u2.is_active
          and (s.user_id is null or (s.follow_up_days is not null and s.email_notifications))
          and a2.status_changed_at
            <= ${now}::timestamptz
               - make_interval(days => coalesce(s.follow_up_days, ${APPLICATION_LIMITS.defaultFollowUpDays})::int)
        order by a2.status_changed_at
        limit ${BATCH}
        for update of a2 skip locked
      )
    returning a.id, a.user_id, a.job_title, a.company_name, a.applied_at, a.status_changed_at,
      u.email, u.first_name,
      (select s.timezone from user_settings s where s.user_id = a.user_id) as timezone,
      coalesce((select s.follow_up_days from user_settings s where s.user_id = a.user_id),
        ${APPLICATION_LIMITS.defaultFollowUpDays})::int as days`.execute(deps.db);
  return rows;
}

/**
 * One run of the follow-up reminder sweep (`applications.follow-up-sweep`): one e-mail through
 * the outbox per due application, never twice. A reminder that could not be stored is released
 * for the next run.
 */
export async function runFollowUpSweep(
  deps: SweepDeps,
  now: Date = deps.clock.now(),
): Promise<{ reminders: number }> {
  let reminders = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await claimDue(deps, now);
    for (const app of claimed) {
      try {
        await sendMail(deps, app.email, 'follow-up-reminder', {
          name: app.first_name ?? undefined,
          applicationId: app.id,
          jobTitle: app.job_title,
          companyName: app.company_name,
          appliedOn: formatDay(
            new Date(app.applied_at ?? app.status_changed_at),
            parseTimeZone(app.timezone),
          ),
          days: app.days,
          remindersOffUrl: remindersOffUrl(deps.env, app.user_id),
        });
        reminders += 1;
      } catch (error) {
        deps.logger.warn(
          { err: error, applicationId: app.id },
          'follow-up reminder not stored; released for the next sweep',
        );
        await deps.db
          .updateTable('applications')
          .set({ follow_up_reminded_at: null })
          .where('id', '=', app.id)
          .where('follow_up_reminded_at', '=', now)
          .execute();
      }
    }
    if (claimed.length < BATCH) break;
  }
  return { reminders };
}

/**
 * Registers (or updates) the sweep's job scheduler on the e-mail queue. Upserting is idempotent:
 * every worker that runs the e-mail queue may call it at start-up and there is still one schedule.
 */
export async function scheduleFollowUpSweep(
  queues: Queues,
  everyMs: number = FOLLOW_UP_SWEEP_EVERY_MS,
): Promise<void> {
  await queues.get(followUpSweepJob.queue).upsertJobScheduler(
    FOLLOW_UP_SWEEP_SCHEDULER_ID,
    { every: everyMs },
    {
      name: followUpSweepJob.name,
      data: { v: followUpSweepJob.version, data: {} },
      opts: {
        attempts: followUpSweepJob.options.attempts,
        backoff: { type: 'exponential', delay: followUpSweepJob.options.backoffMs },
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      },
    },
  );
}
