import { z } from 'zod';
import { cleanPersonName } from '../auth/names.js';
import { plainText, usableCharacters } from '../text/plain-text.js';

/** Messages of spec 02 §5 "Generate form" and "Resume upload", word for word where the spec quotes. */
export const GENERATION_MESSAGES = {
  jobTitle: 'Job title is required',
  companyName: 'Company name is required',
  jobDescription: 'Job description must be at least 10 characters',
  selection: 'Please select at least one option to generate',
  personalDetails: 'All personal information fields are required when creating a new resume',
  invalidEmail: 'Please enter a valid email address.',
  resumeRequired:
    'Please upload your resume (PDF, DOC or DOCX) to optimize it, or tick "I don\'t have an existing resume".',
  fileType: 'Please upload PDF, DOC, or DOCX files only.',
  fileSize: 'File size must be less than 10MB.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en')} characters`,
} as const;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const JOB_DESCRIPTION_MAX = 20_000;
export const EXPERIENCE_MAX = 4_000;
export const SKILLS_MAX = 1_000;

/** Multipart sends booleans as the strings 'true' / 'false' (spec 02 §7); JSON sends booleans. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

const text = (message: string, max: number, field: string) =>
  plainText({ error: message }).trim().min(1, message).max(max, GENERATION_MESSAGES.tooLong(field, max));
const optionalText = (max: number, field: string) =>
  plainText()
    .trim()
    .max(max, GENERATION_MESSAGES.tooLong(field, max))
    .optional()
    .transform((v) => v || undefined);

export const ZPersonalDetails = z.object({
  // A name is printed on the documents: no line breaks or invisible controls smuggled into it.
  fullName: z
    .string({ error: GENERATION_MESSAGES.personalDetails })
    .overwrite(cleanPersonName)
    .pipe(text(GENERATION_MESSAGES.personalDetails, 120, 'Full name')),
  phone: text(GENERATION_MESSAGES.personalDetails, 40, 'Phone'),
  email: text(GENERATION_MESSAGES.personalDetails, 254, 'Email').pipe(
    z.email({ error: GENERATION_MESSAGES.invalidEmail }),
  ),
  location: text(GENERATION_MESSAGES.personalDetails, 120, 'Location'),
  major: text(GENERATION_MESSAGES.personalDetails, 120, 'Major'),
  school: text(GENERATION_MESSAGES.personalDetails, 160, 'School'),
  /** Free text in place of a resume: what the person has done, and what they can do. */
  experience: optionalText(EXPERIENCE_MAX, 'Experience'),
  skills: optionalText(SKILLS_MAX, 'Skills'),
});
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;

/** The fields of the generate form (the resume file travels beside them). */
export const ZGenerationRequest = z
  .object({
    jobTitle: text(GENERATION_MESSAGES.jobTitle, 200, 'Job title'),
    companyName: text(GENERATION_MESSAGES.companyName, 200, 'Company name'),
    companyLocation: optionalText(200, 'Company location'),
    jobDescription: plainText({ error: GENERATION_MESSAGES.jobDescription })
      .trim()
      .min(10, GENERATION_MESSAGES.jobDescription)
      .max(JOB_DESCRIPTION_MAX, GENERATION_MESSAGES.tooLong('Job description', JOB_DESCRIPTION_MAX)),
    generateCoverLetter: flag,
    optimizeResume: flag,
    isCreatingNewResume: flag,
    /** Issue 31 §2: a resume with Personal Data and Referees from the profile's CV details. */
    nigerianFormat: flag,
    /** Issue 31 §2: the date of birth may reach the model for this generation (never otherwise). */
    includeDateOfBirth: flag,
    // Checked further as ZPersonalDetails when a new resume is written; a name is cleaned first.
    fullName: z.string().overwrite(cleanPersonName).check(usableCharacters()).optional(),
    phone: plainText().optional(),
    email: plainText().optional(),
    location: plainText().optional(),
    major: plainText().optional(),
    school: plainText().optional(),
    experience: plainText().optional(),
    skills: plainText().optional(),
    /** A client-chosen key: the same key twice is one generation (a double click). */
    idempotencyKey: plainText().trim().min(8).max(100).optional(),
    /**
     * The application (issue 30) the documents are for; without it a new application is made
     * from the job's details. Checked by the service: a malformed, missing or foreign id is the
     * applications' 404. '' (an empty form field) means none.
     */
    applicationId: plainText()
      .trim()
      .max(100)
      .transform((v) => v || undefined)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.generateCoverLetter && !v.optimizeResume) {
      ctx.addIssue({ code: 'custom', message: GENERATION_MESSAGES.selection, path: ['generateCoverLetter'] });
    }
  })
  .transform((v, ctx) => {
    const { fullName, phone, email, location, major, school, experience, skills, ...rest } = v;
    if (!(v.isCreatingNewResume && v.optimizeResume)) return { ...rest, personalDetails: null };
    const details = ZPersonalDetails.safeParse({
      fullName,
      phone,
      email,
      location,
      major,
      school,
      experience,
      skills,
    });
    if (!details.success) {
      for (const issue of details.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...rest, personalDetails: details.data };
  });
export type TGenerationRequest = z.output<typeof ZGenerationRequest>;

/**
 * The typed personal details in the order and with the labels the generate form shows: how the
 * model's prompt and the match report's source text name them.
 */
export const PERSONAL_DETAIL_LABELS: ReadonlyArray<readonly [keyof TPersonalDetails, string]> = [
  ['fullName', 'Full name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['location', 'Location'],
  ['major', 'Field of study'],
  ['school', 'School'],
  ['experience', 'Experience'],
  ['skills', 'Skills'],
];
