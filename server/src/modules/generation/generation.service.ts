import {
  type GenerationEvent,
  type GenerationRefusalCode,
  generationRunJob,
  REFUSAL_TEXT,
  type TGenerationRequest,
} from '@app/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enqueue } from '../../queue/enqueue.js';
import { eventQueue } from '../../queue/pubsub.js';
import { findLanguage } from '../users/settings.repo.js';
import { resolveProvider } from './ai/provider-settings.js';
import { reserveCredits } from './credits.repo.js';
import { toGenerationDto } from './generation.dto.js';
import { eventsChannel, readPartials } from './generation.events.js';
import { findByIdempotencyKey, findGeneration, insertGeneration } from './generation.repo.js';

type GenDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'pubsub'>;

/** A refusal carries the documented fields, so every transport can answer with them. */
export function refusal(code: GenerationRefusalCode): AppError {
  const text = REFUSAL_TEXT[code];
  const status = code === 'AI_UNAVAILABLE' ? 'SERVICE_UNAVAILABLE' : 'FORBIDDEN';
  return new AppError(status, text.message, { ...text, errorCode: code, preservedQuota: true });
}

export const NOT_FOUND_MESSAGE = "This generation doesn't exist or you don't have access to it.";

/**
 * Accepts a generation: checks that a model is configured (before any credit is taken), reserves
 * the credits in DECISIONS.md's order, stores the row and queues the job; answers at once.
 * The same idempotency key twice is the same generation.
 */
export async function startGeneration(
  deps: GenDeps,
  actor: { userId: string },
  request: TGenerationRequest,
  resumeFileId: string | null,
): Promise<{ id: string }> {
  if (request.optimizeResume && !request.isCreatingNewResume && !resumeFileId) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Please upload your resume (PDF, DOC or DOCX) to optimize it, or tick "I don\'t have an existing resume".',
    );
  }
  if (request.idempotencyKey) {
    const existing = await findByIdempotencyKey(deps.db, actor.userId, request.idempotencyKey);
    if (existing) return { id: existing.id };
  }
  if (!(await resolveProvider(deps))) throw refusal('AI_UNAVAILABLE');
  const wanted = {
    coverLetters: request.generateCoverLetter ? 1 : 0,
    resumes: request.optimizeResume ? 1 : 0,
  };
  const language = await findLanguage(deps.db, actor.userId);
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      const reserved = await reserveCredits(trx, actor.userId, wanted, deps.clock.now());
      if (!reserved.ok) throw refusal(reserved.code);
      return insertGeneration(trx, {
        userId: actor.userId,
        request,
        resumeFileId,
        language,
        reserved: wanted,
        unlimited: reserved.unlimited,
      });
    })
    .catch(async (error: unknown) => {
      // Two clicks with one key raced past the lookup: the unique index kept one row.
      if (request.idempotencyKey && (error as { code?: string }).code === '23505') {
        const existing = await findByIdempotencyKey(deps.db, actor.userId, request.idempotencyKey);
        if (existing) return existing;
      }
      throw error;
    });
  await enqueue(deps.queues, generationRunJob, { generationId: row.id }, { jobId: `generation-${row.id}` });
  return { id: row.id };
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
  await ownedGeneration(deps, actor, id);
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
    yield { type: 'state', generation, partial: await readPartials(deps.redis, deps.env.QUEUE_PREFIX, id) };
    for await (const event of queue.values()) {
      yield event;
      if (event.type === 'done' || event.type === 'failed') return;
    }
  } finally {
    unsubscribe();
  }
}
