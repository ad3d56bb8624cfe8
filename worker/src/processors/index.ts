import type { ProcessorMap } from '../runtime/processor.js';
import { sendEmail } from './email-send.processor.js';
import { runGenerationJob } from './generation-run.processor.js';

/** Every job's handler. `satisfies` makes a job without a handler fail to compile. */
export const processors = {
  'email.send': sendEmail,
  'generation.run': runGenerationJob,
} satisfies ProcessorMap;
