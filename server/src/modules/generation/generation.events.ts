import {
  type DocumentProgress,
  type DocumentType,
  documentProgress,
  type GenerationEvent,
  type GenerationStage,
  type RetryNotice,
} from '@app/shared';
import type { ChainableCommander, Redis } from 'ioredis';
import type { Deps } from '../../deps.js';
import { appendLiveText } from '../../queue/live-text.js';

/**
 * Live events of one generation travel on a Redis pub/sub channel (every server instance sees
 * every worker). The live state is also kept in keys, written in the same MULTI as each event:
 * the current stage and the text written so far, so a page that connects in the middle (or
 * reconnects) starts from the whole text and the right stage, not from the next token (the key
 * is written before the event, on the same connection). The
 * database gets the stage too, but after the event: the model call never waits for it.
 */
const LIVE_TTL_SECONDS = 3_600;

export const eventsChannel = (prefix: string, id: string) => `${prefix}:generation:${id}:events`;
const partialKey = (prefix: string, id: string, doc: DocumentType) =>
  `${prefix}:generation:${id}:text:${doc}`;
const stageKey = (prefix: string, id: string) => `${prefix}:generation:${id}:stage`;

type Publisher = Pick<Deps, 'redis' | 'env'>;

const encode = (event: GenerationEvent) => JSON.stringify(event);

export async function publishEvent(deps: Publisher, id: string, event: GenerationEvent): Promise<void> {
  await deps.redis.publish(eventsChannel(deps.env.QUEUE_PREFIX, id), encode(event));
}

export async function publishStage(
  deps: Publisher,
  id: string,
  stage: GenerationStage,
  progress?: DocumentProgress,
): Promise<void> {
  const prefix = deps.env.QUEUE_PREFIX;
  await deps.redis
    .multi()
    .set(stageKey(prefix, id), stage, 'EX', LIVE_TTL_SECONDS)
    .publish(eventsChannel(prefix, id), encode({ type: 'stage', stage, ...(progress ? { progress } : {}) }))
    .exec();
}

/**
 * The commands that append a batch of a document's text (`delta`, which starts at offset `at`)
 * and announce it, for the worker's shared pipeline (worker/src/generation/token-stream.ts).
 */
export const tokenCommands =
  (prefix: string, id: string, doc: DocumentType) =>
  (pipeline: ChainableCommander, delta: string, at: number): void => {
    appendLiveText(pipeline, partialKey(prefix, id, doc), LIVE_TTL_SECONDS, delta, at).publish(
      eventsChannel(prefix, id),
      encode({ type: 'token', document: doc, delta, at, progress: documentProgress(doc, at + delta.length) }),
    );
  };

/**
 * A document is written again (a retried model call or a re-delivered job): the text so far is
 * discarded. `retry` says a provider error is being retried, and which try starts.
 */
export async function restartDocument(
  deps: Publisher,
  id: string,
  doc: DocumentType,
  retry?: RetryNotice,
): Promise<void> {
  await deps.redis
    .multi()
    .del(partialKey(deps.env.QUEUE_PREFIX, id, doc))
    .publish(
      eventsChannel(deps.env.QUEUE_PREFIX, id),
      encode({ type: 'restart', document: doc, ...(retry ? { retry } : {}) }),
    )
    .exec();
}

/** Ids per UNLINK: a long history goes in a few commands of bounded size, in one round trip. */
const CLEAR_BATCH = 500;

/**
 * Removes every live key of these generations (their stage and the text written so far): the
 * account they belonged to is gone, and the text would otherwise stay until its expiry. A write
 * of a run still in progress cannot bring the text back: later pieces only append to a text that
 * exists (live-text.ts).
 */
export async function clearLiveState(redis: Redis, prefix: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const pipeline = redis.pipeline();
  for (let i = 0; i < ids.length; i += CLEAR_BATCH)
    pipeline.unlink(
      ...ids
        .slice(i, i + CLEAR_BATCH)
        .flatMap((id) => [
          stageKey(prefix, id),
          partialKey(prefix, id, 'cover_letter'),
          partialKey(prefix, id, 'resume'),
        ]),
    );
  const failed = (await pipeline.exec())?.find(([error]) => error);
  if (failed) throw failed[0];
}

export interface LiveState {
  /** Null before the worker announced any stage (or after the keys expired). */
  stage: GenerationStage | null;
  partial: Partial<Record<DocumentType, string>>;
}

export async function readLiveState(redis: Redis, prefix: string, id: string): Promise<LiveState> {
  const [stage, coverLetter, resume] = await redis.mget(
    stageKey(prefix, id),
    partialKey(prefix, id, 'cover_letter'),
    partialKey(prefix, id, 'resume'),
  );
  return {
    stage: (stage as GenerationStage | null) ?? null,
    partial: { ...(coverLetter ? { cover_letter: coverLetter } : {}), ...(resume ? { resume } : {}) },
  };
}

/**
 * A watcher listens before it reads the live state, so a token published in between arrives
 * twice: once inside the stored text and once as an event. This drops (or trims) the part of a
 * token the watcher already has, by its offset.
 */
export function tokenDeduper(partial: Partial<Record<DocumentType, string>>) {
  const known: Record<DocumentType, number> = {
    cover_letter: partial.cover_letter?.length ?? 0,
    resume: partial.resume?.length ?? 0,
  };
  return (event: GenerationEvent): GenerationEvent | null => {
    if (event.type === 'restart') known[event.document] = 0;
    if (event.type !== 'token') return event;
    const have = known[event.document];
    const end = event.at + event.delta.length;
    if (end <= have) return null;
    known[event.document] = end;
    return event.at >= have ? event : { ...event, delta: event.delta.slice(have - event.at), at: have };
  };
}
