import { runPromptTest } from '../prompt-test/run-prompt-test.js';
import type { Processor } from '../runtime/processor.js';

/** Runs an administrator's prompt test; a provider error ends the test (the admin runs it again). */
export const runPromptTestJob: Processor<'prompt.test'> = async ({ testId }, context) => ({
  status: await runPromptTest(testId, context),
});
