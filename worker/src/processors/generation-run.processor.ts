import { runGeneration } from '../generation/run-generation.js';
import type { Processor } from '../runtime/processor.js';

/** Writes one generation's documents; retryable model failures are retried by BullMQ. */
export const runGenerationJob: Processor<'generation.run'> = async ({ generationId }, context) => ({
  status: await runGeneration(generationId, context),
});
