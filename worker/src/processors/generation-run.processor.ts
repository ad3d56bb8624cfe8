import { runGeneration } from '../generation/run-generation.js';
import type { Processor } from '../runtime/processor.js';

/**
 * Writes one generation's documents. Provider errors are retried inside the job, per document;
 * BullMQ's attempts are left for a worker that died mid-run (a re-delivery).
 */
export const runGenerationJob: Processor<'generation.run'> = async ({ generationId }, context) => ({
  status: await runGeneration(generationId, context),
});
