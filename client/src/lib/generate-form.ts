import type { SentGenerationRequest } from '@app/shared/generation/dto';
import {
  GENERATION_MESSAGES as M,
  RESUME_MAX_BYTES,
  ZGenerationRequest,
  ZPersonalDetails,
} from '@app/shared/generation/schemas';

/** The generate form as the inputs hold it (spec 02 §5 "Generate form"). */
export interface GenerateFormValues {
  jobTitle: string;
  companyName: string;
  companyLocation: string;
  jobDescription: string;
  generateCoverLetter: boolean;
  optimizeResume: boolean;
  isCreatingNewResume: boolean;
  /** Issue 31 §2: Personal Data and Referees from the profile's CV details. */
  nigerianFormat: boolean;
  /** Issue 31 §2: the date of birth may reach the model for this generation. */
  includeDateOfBirth: boolean;
  fullName: string;
  phone: string;
  email: string;
  location: string;
  major: string;
  school: string;
  /** Optional free text in place of a resume (kept only with a new resume). */
  experience: string;
  skills: string;
  /**
   * The application (issue 30) the documents are added to; '' starts a new application from the
   * job's details. Kept with the form, so a reload or Try again sends the same choice.
   */
  applicationId: string;
}

export type GenerateField = keyof GenerateFormValues;

export const PERSONAL_FIELDS = ['fullName', 'phone', 'email', 'location', 'major', 'school'] as const;
/** The optional free-text fields beside the personal details. */
export const FREE_TEXT_FIELDS = ['experience', 'skills'] as const;
const JOB_FIELDS = ['jobTitle', 'companyName', 'companyLocation', 'jobDescription'] as const;

export const EMPTY_GENERATE_FORM: GenerateFormValues = {
  jobTitle: '',
  companyName: '',
  companyLocation: '',
  jobDescription: '',
  generateCoverLetter: false,
  optimizeResume: false,
  isCreatingNewResume: false,
  nigerianFormat: false,
  includeDateOfBirth: false,
  fullName: '',
  phone: '',
  email: '',
  location: '',
  major: '',
  school: '',
  experience: '',
  skills: '',
  applicationId: '',
};

export interface FormToast {
  title: string;
  description: string;
}

export type FormCheck =
  | { ok: true }
  | { ok: false; toast: FormToast; fieldErrors: Partial<Record<GenerateField, string>> };

/** Personal details are needed only to write a new resume (spec 02 §5). */
export const needsPersonalDetails = (v: Pick<GenerateFormValues, 'isCreatingNewResume' | 'optimizeResume'>) =>
  v.isCreatingNewResume && v.optimizeResume;

function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<GenerateField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as GenerateField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Every inline message at once (from the shared schemas, so the server says the same), and one
 * toast, in the spec's order: selection, resume, personal information, e-mail, then the final
 * check of the job fields ('Required Fields Missing').
 */
export function checkGenerateForm(values: GenerateFormValues, hasResume: boolean): FormCheck {
  // The job fields alone: the selection is checked below, in the spec's order.
  const job = ZGenerationRequest.safeParse({ ...pick(values, JOB_FIELDS), generateCoverLetter: true });
  const jobErrors = job.success ? {} : issuesByField(job.error.issues);
  const personal = needsPersonalDetails(values)
    ? ZPersonalDetails.safeParse(pick(values, [...PERSONAL_FIELDS, ...FREE_TEXT_FIELDS]))
    : null;
  const personalErrors = personal && !personal.success ? issuesByField(personal.error.issues) : {};
  const fieldErrors = { ...jobErrors, ...personalErrors };

  const toast = chooseToast(values, hasResume, personalErrors, jobErrors);
  return toast ? { ok: false, toast, fieldErrors } : { ok: true };
}

function chooseToast(
  values: GenerateFormValues,
  hasResume: boolean,
  personalErrors: Partial<Record<GenerateField, string>>,
  jobErrors: Partial<Record<GenerateField, string>>,
): FormToast | null {
  if (!values.generateCoverLetter && !values.optimizeResume)
    return { title: 'Selection Required', description: M.selection };
  if (values.optimizeResume && !values.isCreatingNewResume && !hasResume)
    return { title: 'Resume Required', description: M.resumeRequired };
  const personal = Object.values(personalErrors);
  const other = personal.find((m) => m !== M.invalidEmail && m !== M.personalDetails);
  if (personal.includes(M.personalDetails) || other)
    return { title: 'Information Required', description: other ?? M.personalDetails };
  if (personal.includes(M.invalidEmail)) return { title: 'Invalid Email', description: M.invalidEmail };
  const job = Object.values(jobErrors);
  if (job.length > 0) return { title: 'Required Fields Missing', description: `${job.join('. ')}.` };
  return null;
}

function pick<K extends GenerateField>(values: GenerateFormValues, keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, values[k]])) as Pick<GenerateFormValues, K>;
}

/** What `generation.start` receives: personal details only when a new resume is written. */
export function startInput(values: GenerateFormValues, resumeFileId: string | null, idempotencyKey: string) {
  const { fullName, phone, email, location, major, school, experience, skills, applicationId, ...rest } =
    values;
  const free = { ...(experience.trim() ? { experience } : {}), ...(skills.trim() ? { skills } : {}) };
  const details = needsPersonalDetails(values)
    ? { fullName, phone, email, location, major, school, ...free }
    : {};
  const file = resumeFileId && !values.isCreatingNewResume ? { resumeFileId } : {};
  const application = applicationId ? { applicationId } : {};
  return { ...rest, ...details, ...file, ...application, idempotencyKey };
}

const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** Spec 02 §5 "Resume upload": by name first (the server checks the bytes), then by size. */
export function checkResumeFile(file: { name: string; size: number }): FormToast | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext)))
    return { title: 'Invalid File Type', description: M.fileType };
  if (file.size > RESUME_MAX_BYTES) return { title: 'File Too Large', description: M.fileSize };
  return null;
}

/** One key per submitted form: a double click (or a resend after a lost answer) is one generation. */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the progress bar lists for this form: an uploaded resume is read first. */
export function wantedFor(values: GenerateFormValues, hasResume: boolean) {
  return {
    coverLetter: values.generateCoverLetter,
    resume: values.optimizeResume,
    readsResume: hasResume && !values.isCreatingNewResume,
  };
}

/** The fields in the order they appear, so the first one in error gets the focus. */
export const FIELD_ORDER: GenerateField[] = [
  'jobTitle',
  'companyName',
  'companyLocation',
  'jobDescription',
  ...PERSONAL_FIELDS,
  ...FREE_TEXT_FIELDS,
];

/**
 * The form as a generation opened by link shows it when this browser did not send it: what the
 * server tells (the job and the documents asked for); the rest stays empty.
 */
export function formValuesFromGeneration(g: {
  jobTitle: string;
  companyName: string;
  generateCoverLetter: boolean;
  optimizeResume: boolean;
  request?: SentGenerationRequest | undefined;
  coverLetter?: { applicationId: string | null } | null;
  resume?: { applicationId: string | null } | null;
}): GenerateFormValues {
  const details = g.request?.personalDetails ?? null;
  return {
    ...EMPTY_GENERATE_FORM,
    jobTitle: g.jobTitle,
    companyName: g.companyName,
    companyLocation: g.request?.companyLocation ?? '',
    jobDescription: g.request?.jobDescription ?? '',
    generateCoverLetter: g.generateCoverLetter,
    optimizeResume: g.optimizeResume,
    isCreatingNewResume: details !== null,
    ...(details ?? {}),
    // Its documents name the application they were written for.
    applicationId: g.coverLetter?.applicationId ?? g.resume?.applicationId ?? '',
  };
}

/** The "I don't have an existing resume" details, prefilled from the account where blank. */
export function prefillFromAccount(
  values: GenerateFormValues,
  account: { fullName: string | null; firstName: string | null; lastName: string | null; email: string },
): Partial<Pick<GenerateFormValues, 'fullName' | 'email'>> {
  const name =
    account.fullName?.trim() || [account.firstName, account.lastName].filter(Boolean).join(' ').trim();
  return {
    ...(values.fullName.trim() || !name ? {} : { fullName: name }),
    ...(values.email.trim() || !account.email ? {} : { email: account.email }),
  };
}
