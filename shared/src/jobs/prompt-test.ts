import { z } from 'zod';
import { defineJob } from './define.js';

/**
 * Run an administrator's draft prompt against the live provider (admin console, Test Prompt).
 * On the generation queue: it is a model call like a generation's. The draft and the test data
 * are read from the `prompt_tests` row.
 */
export const promptTestJob = defineJob({
  name: 'prompt.test',
  queue: 'generation',
  version: 1,
  payload: z.object({
    /** `prompt_tests.id` */
    testId: z.uuid(),
  }),
  result: z.object({ status: z.enum(['succeeded', 'failed', 'skipped']) }),
  // A test is cheap to run again by hand; a worker that dies mid-test leaves it to a re-delivery.
  options: { attempts: 2, backoffMs: 1_000 },
});
