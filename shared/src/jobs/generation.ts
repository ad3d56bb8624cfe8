import { z } from 'zod';
import { defineJob } from './define.js';

/** Write the documents of one accepted generation. Everything else is read from its row. */
export const generationRunJob = defineJob({
  name: 'generation.run',
  queue: 'generation',
  version: 1,
  payload: z.object({
    /** `generations.id` */
    generationId: z.uuid(),
  }),
  result: z.object({ status: z.enum(['succeeded', 'failed', 'skipped']) }),
  options: { attempts: 3, backoffMs: 3_000 },
});
