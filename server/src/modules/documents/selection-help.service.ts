import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  type ErrorCode,
  outlineClaimGuard,
  type ReportClaim,
  SELECTION_HELP_LIMITS,
  SELECTION_MESSAGES,
  type SelectionAssistEvent,
  type SelectionAssistResult,
  sourceSupportsKeyword,
  type TSelectionAssistBody,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { eventQueue } from '../../queue/pubsub.js';
import { dailyAllowanceOf, lagosDayOf } from '../applications/applications-fair-use.js';
import { ModelCallError } from '../generation/ai/model-errors.js';
import type { ModelSettings } from '../generation/ai/model-factory.js';
import { resolveProvider } from '../generation/ai/provider-settings.js';
import { streamDocument } from '../generation/ai/stream-document.js';
import { activeSystemPrompt } from '../generation/prompts.repo.js';
import { checkedId, type DocumentActor } from './documents.service.js';
import { sourceKindOf } from './report-input.js';
import {
  buildSelectionMessage,
  cleanSuggestion,
  DEFAULT_SELECTION_HELP_PROMPT,
  selectionContext,
} from './selection-help.prompts.js';
import {
  countSelectionHelpSince,
  findSelectionSource,
  type SelectionHelpRun,
  type SelectionSourceRow,
  storeSelectionHelp,
} from './selection-help.repo.js';

/**
 * Issue 32's AI help on a selection in the editor. The model is called here, in the server
 * process that holds the request, not through the worker queue: the call is short (one bullet),
 * its input includes the editor's unsaved text (which a job payload must not carry), and its
 * first word must reach the browser within 50 ms of the model writing it. One request is one
 * run: nothing re-delivers it, and its answer is kept under its run id once.
 */

/**
 * Requests per account, whatever their outcome: each may be a model call. The daily fair-use
 * limit is the real allowance; this only stops a script hammering the endpoint.
 */
export const SELECTION_RULE: RateRule = { name: 'selection-help:acct', limit: 60, windowSeconds: 10 * 60 };

/** A model that says nothing for this long has failed (a bullet takes a few seconds). */
const IDLE_TIMEOUT_MS = 30_000;

type FailureCode = 'MODEL_FAILED' | 'BAD_OUTPUT' | 'RATE_LIMITED' | 'NOT_FOUND' | 'FAILED';

const FAILURE_STATUS: Record<FailureCode, ErrorCode> = {
  // The AI provider is a third party that failed or answered unusably.
  MODEL_FAILED: 'BAD_GATEWAY',
  BAD_OUTPUT: 'BAD_GATEWAY',
  RATE_LIMITED: 'RATE_LIMITED',
  NOT_FOUND: 'NOT_FOUND',
  FAILED: 'SERVICE_UNAVAILABLE',
};

class SelectionFailure extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** The AppError a failed run reads as on the waiting transports (REST, the tRPC mutation). */
export function selectionHelpError(event: { code: string; message: string }): AppError {
  const code = FAILURE_STATUS[event.code as FailureCode] ?? 'SERVICE_UNAVAILABLE';
  return new AppError(code, event.message, { errorCode: event.code });
}

/** Suggestions per Lagos day: a paid plan whose period runs gets the paid allowance. */
export function selectionHelpLimitOf(owner: SelectionSourceRow, now: Date): number {
  return dailyAllowanceOf(owner, now, SELECTION_HELP_LIMITS);
}

interface Prepared {
  run: SelectionHelpRun;
  guard: { lagosDay: string; limit: number };
  settings: ModelSettings;
  system: string;
  user: string;
  /** What the claim guard reads the suggestion against. */
  sourceText: string;
  target: { jobTitle: string; companyName: string; jobDescription: string };
}

/**
 * Everything that can refuse before a model call, in the order a person can fix it: the
 * document (404), the selection (400), a keyword their own source does not support (422), the
 * day's allowance (429), a configured model (503). Nothing refused here is counted.
 */
async function prepare(
  deps: Deps,
  actor: DocumentActor,
  id: string,
  body: TSelectionAssistBody,
): Promise<Prepared> {
  checkedId(id);
  await enforce(deps, [[SELECTION_RULE, actor.userId]]);
  const row = await findSelectionSource(deps.db, actor.userId, id);
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  const text = body.content ?? row.content;
  if (body.end > text.length) throw new AppError('VALIDATION_FAILED', SELECTION_MESSAGES.offsets);
  const selection = text.slice(body.start, body.end);
  if (!selection.trim()) throw new AppError('VALIDATION_FAILED', SELECTION_MESSAGES.empty);
  const sourceText = sourceKindOf(row) === 'none' ? null : row.source_text;
  const keyword = body.action === 'keyword' ? (body.keyword ?? '').trim() : null;
  if (keyword !== null && !sourceSupportsKeyword(sourceText, keyword))
    throw new AppError('UNPROCESSABLE', SELECTION_MESSAGES.keywordUnsupported(keyword), { keyword });
  const now = deps.clock.now();
  const guard = { lagosDay: lagosDayOf(now), limit: selectionHelpLimitOf(row, now) };
  const [used, provider, system] = await Promise.all([
    countSelectionHelpSince(deps.db, actor.userId, guard.lagosDay),
    resolveProvider(deps),
    activeSystemPrompt(deps.db, 'selection_help', DEFAULT_SELECTION_HELP_PROMPT),
  ]);
  if (used >= guard.limit)
    throw new AppError('RATE_LIMITED', SELECTION_MESSAGES.fairUse(guard.limit), { limit: guard.limit });
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', SELECTION_MESSAGES.aiUnavailable);
  const target = {
    jobTitle: row.job_title,
    companyName: row.company_name,
    jobDescription: row.job_description ?? '',
  };
  return {
    run: {
      runId: randomUUID(),
      userId: actor.userId,
      documentId: row.id,
      action: body.action,
      keyword,
      selection,
    },
    guard,
    settings: provider.settings,
    system: system.text,
    user: buildSelectionMessage({
      action: body.action,
      selection,
      keyword,
      context: selectionContext(text, body.start, body.end),
      documentKind: row.type === 'cover_letter' ? 'cover_letter' : 'resume',
      ...target,
      sourceText,
    }),
    sourceText: sourceText ?? '',
    target,
  };
}

const claimKey = (claim: ReportClaim) => `${claim.kind}:${claim.value.toLowerCase()}`;

/**
 * What the suggestion claims that the person's source does not support and the selection did
 * not already say (offsets into the suggestion): what the rewrite added.
 */
export function addedClaims(
  sourceText: string,
  target: Prepared['target'],
  selection: string,
  suggestion: string,
): ReportClaim[] {
  const claimsOf = outlineClaimGuard(sourceText, target);
  const before = new Set(claimsOf(selection).map(claimKey));
  return claimsOf(suggestion).filter((claim) => !before.has(claimKey(claim)));
}

/** The model call, its text handed on as it comes; the cleaned, checked and kept result. */
async function write(
  deps: Deps,
  prepared: Prepared,
  onToken: (text: string) => void,
): Promise<SelectionAssistResult> {
  const raw = await streamDocument(deps, {
    settings: prepared.settings,
    system: prepared.system,
    user: prepared.user,
    purpose: 'selection_help',
    generationId: null,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    onToken,
  });
  const suggestion = cleanSuggestion(raw, prepared.run.selection);
  if (!suggestion.trim()) throw new SelectionFailure('BAD_OUTPUT', SELECTION_MESSAGES.emptyAnswer);
  const claims = addedClaims(prepared.sourceText, prepared.target, prepared.run.selection, suggestion);
  let stored: Awaited<ReturnType<typeof storeSelectionHelp>>;
  try {
    stored = await storeSelectionHelp(deps.db, prepared.run, { suggestion, claims }, prepared.guard);
  } catch (error) {
    // The document was deleted while the model wrote.
    if ((error as { code?: string }).code === '23503')
      throw new SelectionFailure('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    throw error;
  }
  if ('limited' in stored)
    throw new SelectionFailure('RATE_LIMITED', SELECTION_MESSAGES.fairUse(prepared.guard.limit));
  return stored.stored;
}

function failureEvent(error: unknown): SelectionAssistEvent {
  if (error instanceof SelectionFailure) return { type: 'error', code: error.code, message: error.message };
  // Generation's own wording for a provider that failed (model-errors.ts).
  if (error instanceof ModelCallError) return { type: 'error', code: 'MODEL_FAILED', message: error.message };
  return { type: 'error', code: 'FAILED', message: SELECTION_MESSAGES.failed };
}

/**
 * Yields the model's words as it writes them, then the suggestion with its claims (or an error
 * event, after which nothing follows). Refusals before any writing are thrown. A caller that
 * goes away stops listening; the call still finishes and is kept (it was made).
 */
export async function* streamSelectionHelp(
  deps: Deps,
  actor: DocumentActor,
  id: string,
  body: TSelectionAssistBody,
  signal?: AbortSignal,
): AsyncGenerator<SelectionAssistEvent> {
  const prepared = await prepare(deps, actor, id, body);
  const queue = eventQueue<SelectionAssistEvent>(signal);
  write(deps, prepared, (text) => queue.push({ type: 'token', text })).then(
    (result) => queue.push({ type: 'done', ...result }),
    (error: unknown) => {
      deps.logger.warn(
        { runId: prepared.run.runId, err: error instanceof Error ? error.message : String(error) },
        'selection help failed',
      );
      queue.push(failureEvent(error));
    },
  );
  for await (const event of queue.values()) {
    yield event;
    if (event.type !== 'token') return;
  }
}

/** POST /api/documents/{id}/assist and `documents.selectionHelp.wait`: waits for the whole answer. */
export async function waitSelectionHelp(
  deps: Deps,
  actor: DocumentActor,
  id: string,
  body: TSelectionAssistBody,
  signal?: AbortSignal,
): Promise<SelectionAssistResult> {
  for await (const event of streamSelectionHelp(deps, actor, id, body, signal)) {
    if (event.type === 'error') throw selectionHelpError(event);
    if (event.type === 'done') return { suggestion: event.suggestion, claims: event.claims };
  }
  throw new AppError('SERVICE_UNAVAILABLE', SELECTION_MESSAGES.failed);
}
