import { z } from 'zod';
import { plainText } from '../text/plain-text.js';

/**
 * The admin console's prompt contract (spec 02 §2 Prompt Management, §3 "Prompt", §7). Every save
 * is kept as a version; activating an earlier one rolls back. The client computes diffs itself
 * from two versions' texts.
 */
export const PROMPT_TYPES = ['cover_letter', 'resume', 'selection_help'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const PROMPT_TITLES: Record<PromptType, string> = {
  cover_letter: 'Cover Letter Generation',
  resume: 'Resume Optimization',
  selection_help: 'Selection Help',
};

export const PROMPT_MAX_CHARS = 20_000;
export const PROMPT_MIN_CHARS = 20;
/** Each test-data field is bounded like a generation's job description. */
export const PROMPT_TEST_FIELD_MAX = 20_000;

export const PROMPT_MESSAGES = {
  unknownType: 'Choose a cover letter, a resume or a selection help prompt.',
  notFound: 'That prompt version does not exist.',
  invalidId: 'That prompt version does not exist.',
  typeMismatch: 'That prompt version belongs to the other document type.',
  tooShort: `Write the system prompt (at least ${PROMPT_MIN_CHARS} characters).`,
  tooLong: `The system prompt is too long. Keep it under ${PROMPT_MAX_CHARS.toLocaleString('en-NG')} characters.`,
  testFieldTooLong: 'A test field is too long.',
  testFailed: 'Test Failed: Failed to test prompt. Check your LLM configuration.',
  testNotFound: 'That prompt test does not exist.',
  saved: 'Prompt saved and activated',
  activated: 'Prompt activated',
} as const;

export const ZPromptType = z.enum(PROMPT_TYPES, { error: PROMPT_MESSAGES.unknownType });
export const ZPromptId = z.uuid({ error: PROMPT_MESSAGES.invalidId });

export const ZSystemPrompt = plainText({ error: PROMPT_MESSAGES.tooShort })
  .max(PROMPT_MAX_CHARS, PROMPT_MESSAGES.tooLong)
  .refine((v) => v.trim().length >= PROMPT_MIN_CHARS, PROMPT_MESSAGES.tooShort);

/** POST /api/admin/prompts, `admin.prompts.save`: saves a new version and makes it active. */
export const ZPromptSaveInput = z.object({ type: ZPromptType, systemPrompt: ZSystemPrompt });
export type TPromptSaveInput = z.infer<typeof ZPromptSaveInput>;

/** POST /api/admin/prompts/{id}/activate body (its `type`, when sent, must match the version). */
export const ZPromptActivateBody = z.object({ type: ZPromptType.optional() });
/** `admin.prompts.activate`: makes a saved version the active one (a roll back for an older one). */
export const ZPromptActivateInput = ZPromptActivateBody.extend({ id: ZPromptId });
export type TPromptActivateInput = z.infer<typeof ZPromptActivateInput>;

/** `admin.prompts.history`: the versions of one type, newest first. */
export const ZPromptHistoryInput = z.object({
  type: ZPromptType,
  limit: z.number().int().min(1).max(200).default(50),
});

const testField = plainText().max(PROMPT_TEST_FIELD_MAX, PROMPT_MESSAGES.testFieldTooLong).optional();

/**
 * The spec's testData: cover_letter uses jobTitle, companyName, resumeContent (and a job
 * description when given); resume uses jobTitle, companyName, jobDescription, currentResume;
 * selection_help uses selection, selectionAction (stronger, shorter, grammar or keyword), keyword,
 * the job's fields and currentResume (the person's own source).
 */
export const ZPromptTestData = z.object({
  jobTitle: testField,
  companyName: testField,
  companyLocation: testField,
  jobDescription: testField,
  resumeContent: testField,
  currentResume: testField,
  /** Selection help (issue 32): the selected Markdown, the action asked for and its keyword. */
  selection: testField,
  selectionAction: testField,
  keyword: testField,
});
export type TPromptTestData = z.infer<typeof ZPromptTestData>;

/** POST /api/admin/test-prompt, `admin.prompts.test`: runs the draft against the live provider. */
export const ZPromptTestInput = z.object({
  type: ZPromptType,
  systemPrompt: ZSystemPrompt,
  testData: ZPromptTestData.default({}),
});
export type TPromptTestInput = z.infer<typeof ZPromptTestInput>;

export const ZPromptTestRef = z.object({ testId: z.uuid({ error: PROMPT_MESSAGES.testNotFound }) });

/** Sample test data the editor prefills (and the server uses for fields left empty). */
export const PROMPT_TEST_SAMPLES: Record<PromptType, Required<TPromptTestData>> = {
  cover_letter: {
    jobTitle: 'Frontend Developer',
    companyName: 'Paystack',
    companyLocation: 'Lagos, Nigeria',
    jobDescription:
      'We are looking for a frontend developer with 3+ years of React and TypeScript experience to build fast, accessible payment dashboards used by thousands of merchants across Africa.',
    resumeContent:
      'Ada Obi\nLagos, Nigeria | ada.obi@example.com | +234 801 234 5678\n\nExperience\nFrontend Developer, Flutterwave (2021 - present)\n- Built the merchant dashboard in React and TypeScript\n- Cut page load time by 40% through code splitting\n\nEducation\nB.Sc. Computer Science, University of Lagos (2020)\n\nSkills\nReact, TypeScript, accessibility, testing',
    currentResume: '',
    selection: '',
    selectionAction: '',
    keyword: '',
  },
  resume: {
    jobTitle: 'Data Analyst',
    companyName: 'Kuda Bank',
    companyLocation: 'Lagos, Nigeria',
    jobDescription:
      'Kuda is hiring a data analyst to build dashboards, write SQL against our warehouse and explain customer behaviour to product teams. Experience with SQL, Python and Power BI is required.',
    resumeContent: '',
    currentResume:
      'Chidi Okafor\nAbuja, Nigeria | chidi.okafor@example.com\n\nExperience\nJunior Analyst, MTN Nigeria (2022 - present)\n- Wrote weekly SQL reports on subscriber churn\n- Built Power BI dashboards for the marketing team\n\nEducation\nB.Sc. Statistics, University of Nigeria, Nsukka (2021)\n\nSkills\nSQL, Python, Power BI, Excel',
    selection: '',
    selectionAction: '',
    keyword: '',
  },
  selection_help: {
    jobTitle: 'Data Analyst',
    companyName: 'Kuda Bank',
    companyLocation: 'Lagos, Nigeria',
    jobDescription:
      'Kuda is hiring a data analyst to build dashboards, write SQL against our warehouse and explain customer behaviour to product teams. Experience with SQL, Python and Power BI is required.',
    resumeContent: '',
    currentResume:
      'Chidi Okafor\nAbuja, Nigeria | chidi.okafor@example.com\n\nExperience\nJunior Analyst, MTN Nigeria (2022 - present)\n- Wrote weekly SQL reports on subscriber churn\n- Built Power BI dashboards for the marketing team\n\nEducation\nB.Sc. Statistics, University of Nigeria, Nsukka (2021)\n\nSkills\nSQL, Python, Power BI, Excel',
    selection: '- Was responsible for making weekly reports about churn using SQL',
    selectionAction: 'stronger',
    keyword: 'Power BI',
  },
};

/** Who saved a version. */
export const ZPromptAuthor = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });

/** One saved version (spec 02 §3 "Prompt": type, systemPrompt, isActive; id for activation). */
export const ZPromptDto = z.object({
  id: z.string(),
  type: ZPromptType,
  systemPrompt: z.string(),
  isActive: z.boolean(),
  /** 1, 2, 3 … per type, in the order they were saved. */
  version: z.number(),
  createdAt: z.string(),
  /** Null when the author's account was deleted (or for versions saved outside the console). */
  createdBy: ZPromptAuthor.nullable(),
});
export type PromptDto = z.infer<typeof ZPromptDto>;

/** The prompt used when no version is active: the built-in default, per type. */
export const ZDefaultPromptsDto = z.object({
  cover_letter: z.string(),
  resume: z.string(),
  selection_help: z.string(),
});
export type DefaultPromptsDto = z.infer<typeof ZDefaultPromptsDto>;

export const ZPromptTestResultDto = z.object({
  testId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  output: z.string(),
  /** 'Prompt Test Complete' or the spec's failure text with the reason. */
  message: z.string(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  latencyMs: z.number().nullable(),
  firstTokenMs: z.number().nullable(),
  tokensIn: z.number().nullable(),
  tokensOut: z.number().nullable(),
});
export type PromptTestResultDto = z.infer<typeof ZPromptTestResultDto>;

/** `admin.prompts.test` answers at once with the test's id; `watchTest` streams it. */
export const ZPromptTestStarted = z.object({ testId: z.string() });

/**
 * What `admin.prompts.watchTest` yields: the state so far first ('snapshot', with the text
 * written until then), then tokens as they are written, ending on 'done' or 'failed'.
 */
export type PromptTestEvent =
  | { type: 'snapshot'; result: PromptTestResultDto }
  | { type: 'token'; delta: string; at: number }
  | { type: 'done'; result: PromptTestResultDto }
  | { type: 'failed'; result: PromptTestResultDto };
