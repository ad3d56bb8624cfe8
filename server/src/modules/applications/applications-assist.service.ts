import { randomUUID } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  type ApplicationAssistEvent,
  type ApplicationNoteDto,
  type AssistKind,
  applicationAssistJob,
  type ErrorCode,
  generationPriority,
  type InterviewPrepDto,
  type NoteKind,
  ZApplicationId,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enqueue } from '../../queue/enqueue.js';
import { eventQueue } from '../../queue/pubsub.js';
import { resolveProvider } from '../generation/ai/provider-settings.js';
import type { ApplicationActor } from './applications.service.js';
import { type AssistFailureCode, assistChannel } from './applications-assist.events.js';
import { countAssistsSince, findAssistOwner } from './applications-assist.repo.js';
import { fairUseLimitOf, lagosDayOf } from './applications-fair-use.js';

export type { AssistKind };

/** How long a caller waits for the model before it is told to look at the application later. */
export const ASSIST_WAIT_MS = 180_000;

/**
 * Starts per account, whatever their outcome: each is a model call. The daily fair-use limit is
 * the real allowance; this only stops a script that hammers the endpoint (a refused request never
 * reaches the model, but it still costs a query).
 */
export const ASSIST_RULE: RateRule = { name: 'application-assist:acct', limit: 60, windowSeconds: 10 * 60 };

const notFound = () => new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);

const FAILURE_STATUS: Record<AssistFailureCode, ErrorCode> = {
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  AI_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // The AI provider is a third party that failed or answered unusably.
  MODEL_FAILED: 'BAD_GATEWAY',
  BAD_OUTPUT: 'BAD_GATEWAY',
  TIMEOUT: 'SERVICE_UNAVAILABLE',
  FAILED: 'SERVICE_UNAVAILABLE',
};

/** The AppError a failed run reads as on the waiting transports (REST, the tRPC mutations). */
export function assistError(event: { code: string; message: string }): AppError {
  const code = FAILURE_STATUS[event.code as AssistFailureCode] ?? 'SERVICE_UNAVAILABLE';
  return new AppError(code, event.message, { errorCode: event.code });
}

/**
 * Checks everything that can refuse before a model call (owner, fair use, a configured model)
 * and answers the plan's queue priority. Throws the AppError the person reads.
 */
async function admit(deps: Deps, actor: ApplicationActor, id: string): Promise<number> {
  if (!ZApplicationId.safeParse(id).success) throw notFound();
  await enforce(deps, [[ASSIST_RULE, actor.userId]]);
  const owner = await findAssistOwner(deps.db, actor.userId, id);
  if (!owner) throw notFound();
  const now = deps.clock.now();
  const limit = fairUseLimitOf(owner, now);
  const [used, provider] = await Promise.all([
    countAssistsSince(deps.db, actor.userId, lagosDayOf(now)),
    resolveProvider(deps),
  ]);
  if (used >= limit) throw new AppError('RATE_LIMITED', APPLICATION_MESSAGES.fairUse(limit), { limit });
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', APPLICATION_MESSAGES.aiUnavailable);
  return generationPriority(owner.subscription_plan);
}

/**
 * Starts the writing and yields its tokens, then the saved note or preparation (or an error
 * event, after which nothing follows). Refusals before any writing (missing, fair use, no model)
 * are thrown. Listens before the job is queued, so no token is missed; the worker stores the
 * result before announcing it. A caller that goes away stops listening; the run still finishes
 * and its result appears on the application.
 */
export async function* streamAssist(
  deps: Deps,
  actor: ApplicationActor,
  id: string,
  kind: AssistKind,
  signal: AbortSignal | undefined,
): AsyncGenerator<ApplicationAssistEvent> {
  const priority = await admit(deps, actor, id);
  const runId = randomUUID();
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) return;
  const queue = eventQueue<ApplicationAssistEvent>(controller.signal);
  const unsubscribe = await deps.pubsub.subscribe(assistChannel(deps.env.QUEUE_PREFIX, runId), (message) =>
    queue.push(JSON.parse(message) as ApplicationAssistEvent),
  );
  const timer = setTimeout(
    () => queue.push({ type: 'error', code: 'TIMEOUT', message: APPLICATION_MESSAGES.assistTimeout }),
    ASSIST_WAIT_MS,
  );
  try {
    await enqueue(
      deps.queues,
      applicationAssistJob,
      { runId, applicationId: id, userId: actor.userId, kind },
      { jobId: `assist-${runId}`, priority },
    );
    for await (const event of queue.values()) {
      yield event;
      if (event.type === 'note' || event.type === 'prep' || event.type === 'error') return;
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
    unsubscribe();
  }
}

/** Waits for the whole run: the result, or the failure as an AppError. */
async function waitFor(
  deps: Deps,
  actor: ApplicationActor,
  id: string,
  kind: AssistKind,
  signal: AbortSignal | undefined,
): Promise<ApplicationAssistEvent> {
  for await (const event of streamAssist(deps, actor, id, kind, signal)) {
    if (event.type === 'error') throw assistError(event);
    if (event.type === 'note' || event.type === 'prep') return event;
  }
  throw new AppError('SERVICE_UNAVAILABLE', APPLICATION_MESSAGES.assistFailed);
}

/** POST /api/applications/{id}/follow-up and `applications.writeNote`: waits for the model. */
export async function writeNote(
  deps: Deps,
  actor: ApplicationActor,
  id: string,
  kind: NoteKind,
  signal?: AbortSignal,
): Promise<ApplicationNoteDto> {
  const event = await waitFor(deps, actor, id, kind, signal);
  if (event.type !== 'note') throw new AppError('SERVICE_UNAVAILABLE', APPLICATION_MESSAGES.assistFailed);
  return event.note;
}

/** POST /api/applications/{id}/interview-prep and `applications.writeInterviewPrep`. */
export async function writeInterviewPrep(
  deps: Deps,
  actor: ApplicationActor,
  id: string,
  signal?: AbortSignal,
): Promise<InterviewPrepDto> {
  const event = await waitFor(deps, actor, id, 'interview_prep', signal);
  if (event.type !== 'prep') throw new AppError('SERVICE_UNAVAILABLE', APPLICATION_MESSAGES.assistFailed);
  return event.prep;
}
