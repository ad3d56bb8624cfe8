import { BILLING_SWEEP_SCHEDULER_ID, billingSweepJob } from '@app/shared';
import type { Queues } from '../../queue/queues.js';

/**
 * Registers (or updates) the billing sweep's job scheduler. Upserting is idempotent: every
 * worker that runs the billing queue may call it at start-up and there is still one schedule.
 */
export async function scheduleBillingSweep(queues: Queues, everyMs: number): Promise<void> {
  await queues.get(billingSweepJob.queue).upsertJobScheduler(
    BILLING_SWEEP_SCHEDULER_ID,
    { every: everyMs },
    {
      name: billingSweepJob.name,
      data: { v: billingSweepJob.version, data: {} },
      opts: {
        attempts: billingSweepJob.options.attempts,
        backoff: { type: 'exponential', delay: billingSweepJob.options.backoffMs },
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      },
    },
  );
}
