import type { PromptTestEvent } from '@app/shared';
import type { ChainableCommander, Redis } from 'ioredis';
import type { Deps } from '../../../deps.js';
import { appendLiveText } from '../../../queue/live-text.js';

/**
 * A prompt test streams the way a generation does (generation.events.ts): tokens on a Redis
 * pub/sub channel per test, and the text so far in a key written just before, so a watcher
 * that arrives late starts from the whole text.
 */
const LIVE_TTL_SECONDS = 3_600;

export const promptTestChannel = (prefix: string, id: string) => `${prefix}:prompt-test:${id}:events`;
const textKey = (prefix: string, id: string) => `${prefix}:prompt-test:${id}:text`;

type Publisher = Pick<Deps, 'redis' | 'env'>;

/** The commands that append a batch of the test's text and announce it (see tokenCommands). */
export const promptTestTokenCommands =
  (prefix: string, id: string) =>
  (pipeline: ChainableCommander, delta: string, at: number): void => {
    const event: PromptTestEvent = { type: 'token', delta, at };
    appendLiveText(pipeline, textKey(prefix, id), LIVE_TTL_SECONDS, delta, at).publish(
      promptTestChannel(prefix, id),
      JSON.stringify(event),
    );
  };

/** A re-delivered test starts its text again. */
export async function restartPromptTestText(deps: Publisher, id: string) {
  await deps.redis.del(textKey(deps.env.QUEUE_PREFIX, id));
}

export async function publishPromptTestEvent(deps: Publisher, id: string, event: PromptTestEvent) {
  await deps.redis.publish(promptTestChannel(deps.env.QUEUE_PREFIX, id), JSON.stringify(event));
}

export async function readPromptTestText(redis: Redis, prefix: string, id: string): Promise<string> {
  return (await redis.get(textKey(prefix, id))) ?? '';
}
