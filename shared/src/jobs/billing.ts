import { z } from 'zod';
import { defineJob } from './define.js';

/**
 * The billing sweep, run by a BullMQ job scheduler (one schedule however many workers start):
 * e-mails the 3-day expiry reminders (once per period), marks lapsed subscriptions and free
 * trials, and settles payments left pending for a day (asks the provider once more). Every step
 * is a guarded UPDATE, so two sweeps at once never send a reminder twice.
 */
export const billingSweepJob = defineJob({
  name: 'billing.sweep',
  queue: 'billing',
  version: 1,
  payload: z.object({}),
  result: z.object({
    reminders: z.number().int(),
    lapsed: z.number().int(),
    trialsLapsed: z.number().int(),
    paymentsGranted: z.number().int(),
    paymentsAbandoned: z.number().int(),
    paymentsFailed: z.number().int(),
  }),
  // The next run comes soon anyway; one retry covers a blip.
  options: { attempts: 2, backoffMs: 5_000 },
});

/** The job scheduler's id: upserting it again replaces the schedule instead of adding one. */
export const BILLING_SWEEP_SCHEDULER_ID = 'billing-sweep';
