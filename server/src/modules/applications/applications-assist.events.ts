import type { ApplicationAssistEvent } from '@app/shared';
import type { ChainableCommander } from 'ioredis';
import type { Deps } from '../../deps.js';

/**
 * A note or interview preparation streams the way a generation does (generation.events.ts):
 * tokens on a Redis pub/sub channel per run, batched by the worker. The one who asked subscribes
 * before the job is queued, so no live text needs keeping for late watchers: a page that reloads
 * reads the stored result from the application instead.
 */
export const assistChannel = (prefix: string, runId: string) =>
  `${prefix}:application-assist:${runId}:events`;

type Publisher = Pick<Deps, 'redis' | 'env'>;

/** The commands that announce a batch of the run's text (the worker's shared token pipeline). */
export const assistTokenCommands =
  (prefix: string, runId: string) =>
  (pipeline: ChainableCommander, delta: string): void => {
    const event: ApplicationAssistEvent = { type: 'token', text: delta };
    pipeline.publish(assistChannel(prefix, runId), JSON.stringify(event));
  };

export async function publishAssistEvent(
  deps: Publisher,
  runId: string,
  event: ApplicationAssistEvent,
): Promise<void> {
  await deps.redis.publish(assistChannel(deps.env.QUEUE_PREFIX, runId), JSON.stringify(event));
}

/** Why a run failed, as the worker announces it; the service maps it to an AppError code. */
export type AssistFailureCode =
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'AI_UNAVAILABLE'
  | 'MODEL_FAILED'
  | 'BAD_OUTPUT'
  | 'TIMEOUT'
  | 'FAILED';
