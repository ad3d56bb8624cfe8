import type { DocumentType, GenerationEvent } from '@app/shared';
import type { Redis } from 'ioredis';
import type { Deps } from '../../deps.js';

/**
 * Live events of one generation travel on a Redis pub/sub channel (every server instance sees
 * every worker); the text written so far is also appended to a key, so a page that connects in
 * the middle (or reconnects) starts from the whole text, not from the next token.
 */
const PARTIAL_TTL_SECONDS = 3_600;

export const eventsChannel = (prefix: string, id: string) => `${prefix}:generation:${id}:events`;
const partialKey = (prefix: string, id: string, doc: DocumentType) =>
  `${prefix}:generation:${id}:text:${doc}`;

type Publisher = Pick<Deps, 'redis' | 'env'>;

export async function publishEvent(deps: Publisher, id: string, event: GenerationEvent): Promise<void> {
  await deps.redis.publish(eventsChannel(deps.env.QUEUE_PREFIX, id), JSON.stringify(event));
}

export async function publishToken(
  deps: Publisher,
  id: string,
  doc: DocumentType,
  delta: string,
): Promise<void> {
  const key = partialKey(deps.env.QUEUE_PREFIX, id, doc);
  await deps.redis
    .multi()
    .append(key, delta)
    .expire(key, PARTIAL_TTL_SECONDS)
    .publish(
      eventsChannel(deps.env.QUEUE_PREFIX, id),
      JSON.stringify({ type: 'token', document: doc, delta } satisfies GenerationEvent),
    )
    .exec();
}

export async function restartDocument(deps: Publisher, id: string, doc: DocumentType): Promise<void> {
  await deps.redis.del(partialKey(deps.env.QUEUE_PREFIX, id, doc));
  await publishEvent(deps, id, { type: 'restart', document: doc });
}

export async function readPartials(
  redis: Redis,
  prefix: string,
  id: string,
): Promise<Partial<Record<DocumentType, string>>> {
  const [coverLetter, resume] = await redis.mget(
    partialKey(prefix, id, 'cover_letter'),
    partialKey(prefix, id, 'resume'),
  );
  return { ...(coverLetter ? { cover_letter: coverLetter } : {}), ...(resume ? { resume } : {}) };
}
