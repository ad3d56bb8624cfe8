import {
  PROMPT_MAX_CHARS,
  PROMPT_MESSAGES,
  PROMPT_MIN_CHARS,
  type PromptDto,
  type PromptTestEvent,
  type PromptTestResultDto,
  type PromptType,
  type TPromptTestData,
} from '@app/shared/admin/prompts';

/** The Prompt Management tab's pure parts: versions, the draft's check, the live test. */

/** The versions of one type, newest first, and the active one among them. */
export function promptVersions(
  all: readonly PromptDto[],
  type: PromptType,
): {
  versions: PromptDto[];
  active: PromptDto | null;
} {
  const versions = all.filter((p) => p.type === type).sort((x, y) => y.version - x.version);
  return { versions, active: versions.find((p) => p.isActive) ?? null };
}

/** Who saved a version: their name, else their address, else that the account is gone. */
export function authorLabel(prompt: Pick<PromptDto, 'createdBy'>): string {
  const by = prompt.createdBy;
  if (!by) return 'a removed account';
  return by.name?.trim() || by.email;
}

/** The draft's problem in the words of the shared contract, or null when it can be saved. */
export function draftProblem(draft: string): string | null {
  if (draft.trim().length < PROMPT_MIN_CHARS) return PROMPT_MESSAGES.tooShort;
  if (draft.length > PROMPT_MAX_CHARS) return PROMPT_MESSAGES.tooLong;
  return null;
}

/** The spec's testData fields per type (spec 02 §7 POST /api/admin/test-prompt). */
export const TEST_FIELDS: Record<PromptType, { key: keyof TPromptTestData; label: string; long: boolean }[]> =
  {
    cover_letter: [
      { key: 'jobTitle', label: 'Job title', long: false },
      { key: 'companyName', label: 'Company name', long: false },
      { key: 'jobDescription', label: 'Job description', long: true },
      { key: 'resumeContent', label: 'Resume content', long: true },
    ],
    resume: [
      { key: 'jobTitle', label: 'Job title', long: false },
      { key: 'companyName', label: 'Company name', long: false },
      { key: 'jobDescription', label: 'Job description', long: true },
      { key: 'currentResume', label: 'Current resume', long: true },
    ],
    selection_help: [
      { key: 'selection', label: 'Selected text', long: false },
      { key: 'selectionAction', label: 'Action (stronger, shorter, grammar or keyword)', long: false },
      { key: 'keyword', label: 'Keyword (for keyword)', long: false },
      { key: 'jobTitle', label: 'Job title', long: false },
      { key: 'companyName', label: 'Company name', long: false },
      { key: 'jobDescription', label: 'Job description', long: true },
      { key: 'currentResume', label: "The person's own resume", long: true },
    ],
  };

/** The test data a test sends: only the type's fields. */
export function testDataFor(type: PromptType, values: TPromptTestData): TPromptTestData {
  const data: TPromptTestData = {};
  for (const field of TEST_FIELDS[type]) data[field.key] = values[field.key] ?? '';
  return data;
}

/** A live prompt test as the result panel shows it. */
export interface PromptTestView {
  testId: string;
  status: PromptTestResultDto['status'];
  output: string;
  result: PromptTestResultDto | null;
}

export const startedTest = (testId: string): PromptTestView => ({
  testId,
  status: 'queued',
  output: '',
  result: null,
});

/**
 * Folds one event of `admin.prompts.watchTest` into the view: the snapshot replaces the text so
 * far, a token is appended at its offset (a repeat of text already shown is dropped), and done /
 * failed carry the final text and figures.
 */
export function foldTestEvent(view: PromptTestView, event: PromptTestEvent): PromptTestView {
  switch (event.type) {
    case 'snapshot':
      return { ...view, status: event.result.status, output: event.result.output, result: event.result };
    case 'token': {
      const end = event.at + event.delta.length;
      if (end <= view.output.length) return view;
      const fresh = event.delta.slice(Math.max(0, view.output.length - event.at));
      return { ...view, status: 'running', output: view.output + fresh };
    }
    case 'done':
    case 'failed':
      return {
        ...view,
        status: event.result.status,
        // The final text is the stored one; keep what streamed if the store has less.
        output: event.result.output.length >= view.output.length ? event.result.output : view.output,
        result: event.result,
      };
  }
}

export const isTestOver = (view: PromptTestView | null): boolean =>
  view?.status === 'succeeded' || view?.status === 'failed';
