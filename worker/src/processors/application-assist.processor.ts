import { runApplicationAssist } from '../applications/run-assist.js';
import type { Processor } from '../runtime/processor.js';

/**
 * Writes a follow-up e-mail, a thank-you note or an interview preparation for an application.
 * A provider error ends the run (the person asks again; nothing was stored or counted); BullMQ's
 * second attempt is for a worker that died mid-run.
 */
export const runApplicationAssistJob: Processor<'application.assist'> = async (payload, context) => ({
  status: await runApplicationAssist(payload, context),
});
