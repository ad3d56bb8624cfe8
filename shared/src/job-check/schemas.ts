import { z } from 'zod';
import { GENERATION_MESSAGES, JOB_DESCRIPTION_MAX } from '../generation/schemas.js';
import { plainText } from '../text/plain-text.js';

export const JOB_CHECK_MESSAGES = {
  jobDescription: 'Paste the job description to check it.',
} as const;

const optionalField = (field: string) =>
  plainText()
    .trim()
    .max(200, GENERATION_MESSAGES.tooLong(field, 200))
    .optional()
    .transform((v) => v ?? '');

/**
 * POST /api/job-check and tRPC jobCheck.check. Title and company help (a named bank, a job about
 * BVN services) but may still be empty while the person fills the form; the description is the
 * advert and keeps the generation form's maximum.
 */
export const ZJobCheckRequest = z.object({
  jobTitle: optionalField('Job title'),
  companyName: optionalField('Company name'),
  // Not trimmed: the flags' offsets are the text's as the person sent it, for highlighting there.
  jobDescription: plainText({ error: JOB_CHECK_MESSAGES.jobDescription })
    .refine((v) => v.trim() !== '', JOB_CHECK_MESSAGES.jobDescription)
    .max(JOB_DESCRIPTION_MAX, GENERATION_MESSAGES.tooLong('Job description', JOB_DESCRIPTION_MAX)),
});
export type TJobCheckRequest = z.infer<typeof ZJobCheckRequest>;
