import type {
  ApplicationAssistEvent,
  ApplicationNoteDto,
  InterviewPrepDto,
} from '@app/shared/applications/dto';
import { APPLICATION_MESSAGES } from '@app/shared/applications/messages';
import { errorCode, errorMessage, isNetworkError } from '../api-error';

/** What the model writes for an application: a note (follow-up, thank-you) or interview prep. */
export type AssistKind = 'follow_up' | 'thank_you' | 'interview_prep';

export interface AssistFailure {
  title: string;
  message: string;
}

/** One run of the model, from asking to its result or failure. */
export interface AssistRun {
  kind: AssistKind;
  phase: 'writing' | 'done' | 'failed';
  /** The text so far (for interview prep: the model's raw JSON, never shown). */
  text: string;
  /** The first answer was unusable and the model was asked again. */
  restarted: boolean;
  note: ApplicationNoteDto | null;
  prep: InterviewPrepDto | null;
  failure: AssistFailure | null;
}

export const startRun = (kind: AssistKind): AssistRun => ({
  kind,
  phase: 'writing',
  text: '',
  restarted: false,
  note: null,
  prep: null,
  failure: null,
});

/** Headlines by the server's error codes (the tRPC appCode of a refusal, or an error event's code). */
/** shared/src/applications/assist.ts INTERVIEW_QUESTIONS.min, not imported: that module pulls zod and the claim guard. */
const QUESTIONS_EXPECTED = 8;

const TITLES: Record<string, string> = {
  RATE_LIMITED: "Today's limit reached",
  AI_UNAVAILABLE: 'Not available right now',
  SERVICE_UNAVAILABLE: 'Not available right now',
  TIMEOUT: 'Still writing',
  MODEL_FAILED: 'The AI could not finish',
  BAD_OUTPUT: 'The AI could not finish',
  BAD_GATEWAY: 'The AI could not finish',
  NOT_FOUND: 'Application not found',
};
const FAILED_TITLE = 'Something went wrong';

/** An error event's code and sentence as the alert shows them. */
export function failureOf(code: string, message: string): AssistFailure {
  return { title: TITLES[code] ?? FAILED_TITLE, message: message || APPLICATION_MESSAGES.assistFailed };
}

/** A refusal before any writing (429 fair use, 503 no model, 404), or a lost connection. */
export function failureFromError(error: unknown): AssistFailure {
  if (isNetworkError(error))
    return {
      title: 'Connection lost',
      message:
        'The connection was lost while writing. If it finishes, it will appear here in a minute; otherwise please try again.',
    };
  return failureOf(errorCode(error) ?? '', errorMessage(error, APPLICATION_MESSAGES.assistFailed));
}

/** The run after one streamed event. Events after the end are ignored. */
export function foldAssistEvent(run: AssistRun, event: ApplicationAssistEvent): AssistRun {
  if (run.phase !== 'writing') return run;
  switch (event.type) {
    case 'token':
      return { ...run, text: run.text + event.text };
    case 'restart':
      return { ...run, text: '', restarted: true };
    case 'note':
      return { ...run, phase: 'done', note: event.note };
    case 'prep':
      return { ...run, phase: 'done', prep: event.prep };
    case 'error':
      return { ...run, phase: 'failed', failure: failureOf(event.code, event.message) };
    default:
      return run;
  }
}

/** The run when the stream fails or ends without a result. */
export function failRun(run: AssistRun, failure: AssistFailure): AssistRun {
  return run.phase === 'writing' ? { ...run, phase: 'failed', failure } : run;
}

/**
 * How far an interview preparation has come, read from the model's raw JSON: each `"question":`
 * key is a question begun. Never 100 % before the result arrives (it is still checked).
 */
export function prepProgress(raw: string): { begun: number; expected: number; percent: number } {
  const begun = raw.match(/"question"\s*:/g)?.length ?? 0;
  const expected = Math.max(QUESTIONS_EXPECTED, begun);
  const percent = Math.min(95, Math.round(((begun === 0 ? 0.25 : begun) / (expected + 0.5)) * 100));
  return { begun, expected, percent: raw === '' ? 0 : percent };
}

/** "Writing question 3 of about 8…" */
export function prepProgressText(raw: string, restarted: boolean): string {
  if (raw === '') return restarted ? 'The first answer was not usable; asking the AI again…' : 'Starting…';
  const { begun, expected } = prepProgress(raw);
  return begun === 0 ? 'Reading the job and your resume…' : `Writing question ${begun} of about ${expected}…`;
}

export const ASSIST_LABELS: Record<AssistKind, { noun: string; button: string }> = {
  follow_up: { noun: 'Follow-up e-mail', button: 'Write a follow-up e-mail' },
  thank_you: { noun: 'Thank-you note', button: 'Write a thank-you note' },
  interview_prep: { noun: 'Interview preparation', button: 'Prepare for the interview' },
};

/** Newest first, each note once (the stream's note may already be in a refetched answer). */
export function withNote(notes: ApplicationNoteDto[], note: ApplicationNoteDto): ApplicationNoteDto[] {
  return [note, ...notes.filter((n) => n.id !== note.id)].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}
