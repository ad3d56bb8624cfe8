import {
  type AssistFacts,
  type AssistFailureCode,
  type AssistRun,
  assistTokenCommands,
  buildAssistMessage,
  cleanNote,
  DEFAULT_ASSIST_PROMPTS,
  fairUseLimitOf,
  findAssistFacts,
  findAssistOwner,
  findNoteByRun,
  findPrepByRun,
  lagosDayOf,
  PREP_RETRY_REMINDER,
  publishAssistEvent,
  storeNote,
  storePrep,
} from '@app/server/modules/applications/applications-assist.worker';
import { ModelCallError } from '@app/server/modules/generation/ai/model-errors';
import { resolveProvider } from '@app/server/modules/generation/ai/provider-settings';
import { streamDocument } from '@app/server/modules/generation/ai/stream-document';
import {
  APPLICATION_MESSAGES,
  type ApplicationAssistEvent,
  type AssistKind,
  type InterviewQuestion,
  outlineClaimGuard,
  parseInterviewPrep,
} from '@app/shared';
import { tokenBatcherFor } from '../generation/token-stream.js';
import type { JobContext } from '../runtime/processor.js';

type Outcome = 'succeeded' | 'failed' | 'skipped';

/** A failure no retry of the job can fix, with the sentence the person reads. */
class AssistFailure extends Error {
  constructor(
    readonly code: AssistFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes one note or interview preparation for an application and stores it under the run id,
 * streaming the model's text on the run's channel. Nothing is stored unless the whole answer is
 * usable, so a failure leaves no row and does not count towards the fair-use limit. Safe to run
 * again: a run already stored is announced again, not written twice.
 */
export async function runApplicationAssist(
  payload: AssistRun & { kind: AssistKind },
  context: JobContext,
): Promise<Outcome> {
  const { deps } = context;
  const publish = (event: ApplicationAssistEvent) => publishAssistEvent(deps, payload.runId, event);
  const stored = await findStored(context, payload);
  if (stored) {
    await publish(stored);
    return 'skipped';
  }
  try {
    const event = await write(payload, context);
    await publish(event);
    return 'succeeded';
  } catch (error) {
    const known = error instanceof AssistFailure || error instanceof ModelCallError;
    // Redis or PostgreSQL went away mid-run: BullMQ delivers the job again, and the watchers start
    // the text over. Only the last attempt tells them it failed.
    if (!known && !context.isLastAttempt) {
      await publish({ type: 'restart' }).catch(() => {});
      throw error;
    }
    context.logger.warn(
      {
        runId: payload.runId,
        kind: payload.kind,
        err: error instanceof Error ? error.message : String(error),
      },
      'application assist failed',
    );
    await publish(failureEvent(error)).catch(() => {});
    return 'failed';
  }
}

function failureEvent(error: unknown): ApplicationAssistEvent {
  if (error instanceof AssistFailure) return { type: 'error', code: error.code, message: error.message };
  // Generation's own wording for a provider that failed (model-errors.ts).
  if (error instanceof ModelCallError) return { type: 'error', code: 'MODEL_FAILED', message: error.message };
  return { type: 'error', code: 'FAILED', message: APPLICATION_MESSAGES.assistFailed };
}

async function findStored(
  context: JobContext,
  run: AssistRun & { kind: AssistKind },
): Promise<ApplicationAssistEvent | null> {
  if (run.kind === 'interview_prep') {
    const prep = await findPrepByRun(context.deps.db, run.runId);
    return prep ? { type: 'prep', prep } : null;
  }
  const note = await findNoteByRun(context.deps.db, run.runId);
  return note ? { type: 'note', note } : null;
}

async function write(
  run: AssistRun & { kind: AssistKind },
  context: JobContext,
): Promise<ApplicationAssistEvent> {
  const { deps } = context;
  const [facts, owner, provider] = await Promise.all([
    findAssistFacts(deps.db, run.userId, run.applicationId),
    findAssistOwner(deps.db, run.userId, run.applicationId),
    resolveProvider(deps),
  ]);
  if (!facts || !owner) throw new AssistFailure('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  if (!provider) throw new AssistFailure('AI_UNAVAILABLE', APPLICATION_MESSAGES.aiUnavailable);
  const now = deps.clock.now();
  const guard = { lagosDay: lagosDayOf(now), limit: fairUseLimitOf(owner, now) };
  const call = (user: string) =>
    streamOnce(context, run, {
      settings: provider.settings,
      system: DEFAULT_ASSIST_PROMPTS[run.kind],
      user,
    });
  const user = buildAssistMessage(run.kind, facts);

  if (run.kind === 'interview_prep') {
    let answer = parseInterviewPrep(await call(user));
    if (!answer) {
      // Asked once more, with the shape said again; the watchers start the text over.
      await publishAssistEvent(deps, run.runId, { type: 'restart' });
      answer = parseInterviewPrep(await call(`${user}\n\n${PREP_RETRY_REMINDER}`));
    }
    if (!answer) throw new AssistFailure('BAD_OUTPUT', APPLICATION_MESSAGES.prepInvalid);
    const claimsOf = outlineClaimGuard(claimSource(facts), facts);
    const questions: InterviewQuestion[] = answer.questions.map((q) => ({
      question: q.question,
      outline: q.outline,
      claims: claimsOf(q.outline),
    }));
    const result = await storedOrFail(storePrep(deps.db, run, questions, guard), guard.limit);
    return { type: 'prep', prep: result };
  }

  const content = cleanNote(await call(user));
  if (!content) throw new AssistFailure('BAD_OUTPUT', APPLICATION_MESSAGES.noteEmpty);
  const note = await storedOrFail(storeNote(deps.db, run, { kind: run.kind, content }, guard), guard.limit);
  return { type: 'note', note };
}

/**
 * What the claim guard compares outlines with: what the person gave (their resume's text or
 * typed details), else their resume document as it is now, else nothing (then every claim in an
 * outline is listed for them to check).
 */
const claimSource = (facts: AssistFacts): string => facts.sourceText ?? facts.resumeText ?? '';

/** The stored result, or the failure the person reads when the limit or the application is gone. */
async function storedOrFail<T>(
  storing: Promise<{ stored: T } | { limited: true }>,
  limit: number,
): Promise<T> {
  let result: { stored: T } | { limited: true };
  try {
    result = await storing;
  } catch (error) {
    // The application was deleted while the model wrote.
    if ((error as { code?: string }).code === '23503')
      throw new AssistFailure('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    throw error;
  }
  if ('limited' in result) throw new AssistFailure('RATE_LIMITED', APPLICATION_MESSAGES.fairUse(limit));
  return result.stored;
}

/** One streamed model call, its text published as it comes; nothing of a failed call is kept. */
async function streamOnce(
  context: JobContext,
  run: AssistRun & { kind: AssistKind },
  request: { settings: Parameters<typeof streamDocument>[1]['settings']; system: string; user: string },
): Promise<string> {
  const { deps } = context;
  const tokens = tokenBatcherFor(deps.redis).stream(assistTokenCommands(deps.env.QUEUE_PREFIX, run.runId));
  try {
    const text = await streamDocument(deps, {
      ...request,
      purpose: run.kind,
      generationId: null,
      onToken: (delta) => tokens.push(delta),
    });
    await tokens.flushed();
    return text;
  } catch (error) {
    await tokens.discard();
    throw error;
  }
}
