import { applicationAssistJob, followUpSweepJob } from './applications.js';
import { BILLING_SWEEP_SCHEDULER_ID, billingSweepJob } from './billing.js';
import { emailSendJob } from './email.js';
import { generationRunJob } from './generation.js';
import { promptTestJob } from './prompt-test.js';
import { renderDocxJob, renderPdfJob } from './render.js';
import { reportReadBackJob } from './report.js';

export {
  ASSIST_KINDS,
  type AssistKind,
  FOLLOW_UP_SWEEP_EVERY_MS,
  FOLLOW_UP_SWEEP_SCHEDULER_ID,
} from './applications.js';
export * from './define.js';
export * from './generation-priority.js';
export {
  applicationAssistJob,
  BILLING_SWEEP_SCHEDULER_ID,
  billingSweepJob,
  emailSendJob,
  followUpSweepJob,
  generationRunJob,
  promptTestJob,
  renderDocxJob,
  renderPdfJob,
  reportReadBackJob,
};

/** Every job, by name. The worker's processor map must cover each key exactly once. */
export const JOBS = {
  [emailSendJob.name]: emailSendJob,
  [generationRunJob.name]: generationRunJob,
  [renderPdfJob.name]: renderPdfJob,
  [renderDocxJob.name]: renderDocxJob,
  [billingSweepJob.name]: billingSweepJob,
  [promptTestJob.name]: promptTestJob,
  [reportReadBackJob.name]: reportReadBackJob,
  [applicationAssistJob.name]: applicationAssistJob,
  [followUpSweepJob.name]: followUpSweepJob,
} as const;

export type Jobs = typeof JOBS;
export type JobName = keyof Jobs;
