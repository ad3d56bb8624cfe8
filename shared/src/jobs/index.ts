import { BILLING_SWEEP_SCHEDULER_ID, billingSweepJob } from './billing.js';
import { emailSendJob } from './email.js';
import { generationRunJob } from './generation.js';
import { promptTestJob } from './prompt-test.js';
import { renderDocxJob, renderPdfJob } from './render.js';
import { reportReadBackJob } from './report.js';

export * from './define.js';
export * from './generation-priority.js';
export {
  BILLING_SWEEP_SCHEDULER_ID,
  billingSweepJob,
  emailSendJob,
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
} as const;

export type Jobs = typeof JOBS;
export type JobName = keyof Jobs;
