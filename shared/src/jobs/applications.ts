import { z } from 'zod';
import { defineJob } from './define.js';

/** What the model writes for an application (issue 30). */
export const ASSIST_KINDS = ['follow_up', 'thank_you', 'interview_prep'] as const;
export type AssistKind = (typeof ASSIST_KINDS)[number];

/**
 * Write a follow-up e-mail, a thank-you note or an interview preparation for one application.
 * On the generation queue: a model call like a generation's, in the same priority by plan. The
 * application's facts are read from its rows; tokens go out on the run's pub/sub channel and the
 * worker stores the result under `runId` (so a re-delivered job never stores it twice). Nothing is
 * stored when the model fails.
 */
export const applicationAssistJob = defineJob({
  name: 'application.assist',
  queue: 'generation',
  version: 1,
  payload: z.object({
    /** The id the note or preparation is stored under, and the name of its event channel. */
    runId: z.uuid(),
    /** `applications.id` */
    applicationId: z.uuid(),
    /** `users.id` of the owner who asked: the application is read only as theirs. */
    userId: z.uuid(),
    kind: z.enum(ASSIST_KINDS),
  }),
  result: z.object({ status: z.enum(['succeeded', 'failed', 'skipped']) }),
  // A second delivery is for a worker that died mid-run; the model call is not retried by BullMQ.
  options: { attempts: 2, backoffMs: 1_000 },
});

/**
 * The follow-up reminder sweep, run by a job scheduler on the e-mail queue (one schedule however
 * many workers start): one reminder e-mail per application "applied" for the person's N days
 * without a change. Each application is claimed by a guarded UPDATE, so two sweeps at once never
 * send one twice.
 */
export const followUpSweepJob = defineJob({
  name: 'applications.follow-up-sweep',
  queue: 'email',
  version: 1,
  payload: z.object({}),
  result: z.object({ reminders: z.number().int() }),
  options: { attempts: 2, backoffMs: 5_000 },
});

/** The job scheduler's id: upserting it again replaces the schedule instead of adding one. */
export const FOLLOW_UP_SWEEP_SCHEDULER_ID = 'applications-follow-up-sweep';
/** How often the reminder sweep runs: reminders are counted in days, a quarter hour late is fine. */
export const FOLLOW_UP_SWEEP_EVERY_MS = 15 * 60_000;
