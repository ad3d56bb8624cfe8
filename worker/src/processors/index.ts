import type { ProcessorMap } from '../runtime/processor.js';
import { runApplicationAssistJob } from './application-assist.processor.js';
import { runBillingSweepJob } from './billing-sweep.processor.js';
import { sendEmail } from './email-send.processor.js';
import { runFollowUpSweepJob } from './follow-up-sweep.processor.js';
import { runGenerationJob } from './generation-run.processor.js';
import { runPromptTestJob } from './prompt-test.processor.js';
import { renderDocxJob } from './render-docx.processor.js';
import { renderPdfJob } from './render-pdf.processor.js';
import { readBackReportJob } from './report-readback.processor.js';

/** Every job's handler. `satisfies` makes a job without a handler fail to compile. */
export const processors = {
  'email.send': sendEmail,
  'generation.run': runGenerationJob,
  'render.pdf': renderPdfJob,
  'render.docx': renderDocxJob,
  'billing.sweep': runBillingSweepJob,
  'prompt.test': runPromptTestJob,
  'report.readback': readBackReportJob,
  'application.assist': runApplicationAssistJob,
  'applications.follow-up-sweep': runFollowUpSweepJob,
} satisfies ProcessorMap;
