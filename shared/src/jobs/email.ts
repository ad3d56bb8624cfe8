import { z } from 'zod';
import { defineJob } from './define.js';

/** Deliver one message from the outbox. The worker reads everything else from the outbox row. */
export const emailSendJob = defineJob({
  name: 'email.send',
  queue: 'email',
  version: 1,
  payload: z.object({
    /** `email_outbox.id` */
    outboxId: z.uuid(),
  }),
  result: z.object({ status: z.enum(['sent', 'failed', 'skipped']) }),
  options: { attempts: 6, backoffMs: 2_000 },
});
