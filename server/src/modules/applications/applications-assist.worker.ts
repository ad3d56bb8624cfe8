/**
 * What the worker's `application.assist` and `applications.follow-up-sweep` processors use of
 * this module, behind one package export (server/package.json).
 */
export {
  type AssistFailureCode,
  assistTokenCommands,
  publishAssistEvent,
} from './applications-assist.events.js';
export {
  buildAssistMessage,
  cleanNote,
  DEFAULT_ASSIST_PROMPTS,
  PREP_RETRY_REMINDER,
} from './applications-assist.prompts.js';
export {
  type AssistFacts,
  type AssistRun,
  findAssistFacts,
  findAssistOwner,
  findNoteByRun,
  findPrepByRun,
  storeNote,
  storePrep,
} from './applications-assist.repo.js';
export { fairUseLimitOf, lagosDayOf } from './applications-fair-use.js';
export { runFollowUpSweep, scheduleFollowUpSweep } from './follow-up-sweep.js';
