import {
  cvDetailsForGeneration,
  cvDetailsOf,
  type DocumentType,
  documentProgress,
  type GenerationEvent,
  type GenerationRefusalCode,
  generationPriority,
  generationRunJob,
  REFUSAL_TEXT,
  type TGenerationRequest,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enqueue } from '../../queue/enqueue.js';
import { eventQueue } from '../../queue/pubsub.js';
import { assertOwnedApplication } from '../applications/applications.service.js';
import { ownedResumeId, storeResume } from '../files/resume-upload.js';
import { assertResumesAccepted } from '../files/upload-limits.js';
import { acceptGeneration } from './accept-generation.js';
import { resolveProvider } from './ai/provider-settings.js';
import { readCreditSnapshot } from './credits.repo.js';
import { toGenerationDto } from './generation.dto.js';
import { eventsChannel, readLiveState, tokenDeduper } from './generation.events.js';
import { findByIdempotencyKey, findGeneration } from './generation.repo.js';

type GenDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'pubsub'>;

/** A refusal carries the documented fields, so every transport can answer with them. */
export function refusal(code: GenerationRefusalCode): AppError {
  const text = REFUSAL_TEXT[code];
  const status = code === 'AI_UNAVAILABLE' ? 'SERVICE_UNAVAILABLE' : 'FORBIDDEN';
  return new AppError(status, text.message, { ...text, errorCode: code, preservedQuota: true });
}

export const NOT_FOUND_MESSAGE = "This generation doesn't exist or you don't have access to it.";

/**
 * Generation starts per account, whatever their outcome: each accepted one is a paid model call.
 * A person waits for each; 100 in 10 minutes is only reached by a script (the generation bench
 * starts 70 in a run).
 */
export const GENERATION_RULE: RateRule = { name: 'generation:acct', limit: 100, windowSeconds: 10 * 60 };

/**
 * Where a generation's resume comes from: a file sent with the request (REST's multipart form)
 * or one uploaded before (tRPC, after POST /api/files/resume).
 */
export type ResumeSource = { upload: { filename: string; content: Buffer } } | { fileId: string } | null;

/**
 * The stored resume file a generation reads, or null. A person writing a new resume from scratch
 * has none, whatever the form sent: the file is then neither stored nor looked up.
 */
async function resumeFileFor(
  deps: GenDeps,
  userId: string,
  request: TGenerationRequest,
  source: ResumeSource,
): Promise<string | null> {
  if (!source || request.isCreatingNewResume) return null;
  if ('upload' in source) return (await storeResume(deps, userId, source.upload)).fileId;
  return ownedResumeId(deps, userId, source.fileId);
}

/**
 * Accepts a generation for both transports: takes its resume (stored or checked as the owner's),
 * checks that a model is configured (before any credit is taken), reserves the credits in
 * DECISIONS.md's order, stores the row and queues the job; answers at once.
 * The same idempotency key twice is the same generation.
 */
export async function startGeneration(
  deps: GenDeps,
  /** `cvDetails`: the person's stored Nigerian CV details (users.cv_details), read with the session. */
  actor: { userId: string; cvDetails?: unknown },
  request: TGenerationRequest,
  resume: ResumeSource,
): Promise<{ id: string; applicationId: string | null }> {
  // Independent reads, started beside the rate limit's count: the person is waiting. Nothing is
  // written before the count allows it (the resume file comes after it).
  const reads = Promise.all([
    request.idempotencyKey ? findByIdempotencyKey(deps.db, actor.userId, request.idempotencyKey) : undefined,
    resolveProvider(deps),
    readCreditSnapshot(deps.db, actor.userId),
    // Issue 30: documents for an application of the person's; any other id is its 404.
    request.applicationId ? assertOwnedApplication(deps.db, actor.userId, request.applicationId) : undefined,
  ]);
  // Awaited below, unless the count refuses first: never an unhandled rejection.
  reads.catch(() => {});
  await enforce(deps, [[GENERATION_RULE, actor.userId]]);
  const resumeFileId = await resumeFileFor(deps, actor.userId, request, resume);
  if (request.optimizeResume && !request.isCreatingNewResume && !resumeFileId) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Please upload your resume (PDF, DOC or DOCX) to optimize it, or tick "I don\'t have an existing resume".',
    );
  }
  // A stored hostile file could otherwise be read again and again, one generation at a time.
  if (resumeFileId) await assertResumesAccepted(deps, actor.userId);
  const [existing, provider, snapshot] = await reads;
  if (existing) return { id: existing.id, applicationId: existing.application_id };
  if (!provider) throw refusal('AI_UNAVAILABLE');
  const input = {
    userId: actor.userId,
    request,
    resumeFileId,
    cvDetails: cvDetailsForGeneration(
      actor.cvDetails ? cvDetailsOf(actor.cvDetails) : null,
      request,
      request,
    ),
    wanted: { coverLetters: request.generateCoverLetter ? 1 : 0, resumes: request.optimizeResume ? 1 : 0 },
    now: deps.clock.now(),
  };
  const { row, plan } = await acceptGeneration(deps.db, input, snapshot)
    .then((accepted) => {
      if (!accepted.ok) throw refusal(accepted.code);
      return accepted;
    })
    .catch(async (error: unknown) => {
      // Two clicks with one key raced past the lookup: the unique index kept one row.
      if (request.idempotencyKey && (error as { code?: string }).code === '23505') {
        const existing = await findByIdempotencyKey(deps.db, actor.userId, request.idempotencyKey);
        if (existing) return { row: existing, plan: snapshot?.state.plan };
      }
      // The resume was removed in between (its owner's newer uploads made room): say so.
      if ((error as { code?: string }).code === '23503' && resumeFileId)
        throw new AppError('NOT_FOUND', 'That uploaded resume was not found. Please upload it again.');
      throw error;
    });
  // Pro's "Priority AI processing": the plan decides the place in the one generation queue.
  await enqueue(
    deps.queues,
    generationRunJob,
    { generationId: row.id },
    { jobId: `generation-${row.id}`, priority: generationPriority(plan) },
  );
  return { id: row.id, applicationId: row.application_id };
}

async function ownedGeneration(deps: Pick<Deps, 'db'>, actor: { userId: string }, id: string) {
  const row = await findGeneration(deps.db, id);
  if (!row || row.user_id !== actor.userId) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

export async function getGeneration(deps: Pick<Deps, 'db'>, actor: { userId: string }, id: string) {
  return toGenerationDto(deps.db, await ownedGeneration(deps, actor, id));
}

/**
 * The live view of one generation: listens first, then yields the stored state (with the text
 * written so far), then every event until the generation ends or the caller goes away.
 */
export async function* watchGeneration(
  deps: GenDeps,
  actor: { userId: string },
  id: string,
  signal?: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  // Listen first, read second: nothing published in between is missed (tokenDeduper drops what
  // arrives twice). A stranger's id is refused by the read, and the finally unsubscribes.
  const queue = eventQueue<GenerationEvent>(signal);
  const unsubscribe = await deps.pubsub.subscribe(eventsChannel(deps.env.QUEUE_PREFIX, id), (message) =>
    queue.push(JSON.parse(message) as GenerationEvent),
  );
  try {
    const row = await ownedGeneration(deps, actor, id);
    const generation = await toGenerationDto(deps.db, row);
    if (row.status === 'succeeded' || row.status === 'failed') {
      yield { type: row.status === 'succeeded' ? 'done' : 'failed', generation };
      return;
    }
    const live = await readLiveState(deps.redis, deps.env.QUEUE_PREFIX, id);
    // The worker announces a stage in Redis before it records it in the database.
    yield {
      type: 'state',
      generation: { ...generation, stage: live.stage ?? generation.stage },
      partial: live.partial,
      progress: Object.fromEntries(
        Object.entries(live.partial).map(([doc, text]) => [
          doc,
          documentProgress(doc as DocumentType, text.length),
        ]),
      ),
    };
    const unseen = tokenDeduper(live.partial);
    for await (const queued of queue.values()) {
      const event = unseen(queued);
      if (!event) continue;
      yield event;
      if (event.type === 'done' || event.type === 'failed') return;
    }
  } finally {
    unsubscribe();
  }
}
