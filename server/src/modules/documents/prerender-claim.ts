import type { Deps } from '../../deps.js';
import { deleteIfHeld } from '../../queue/redis-script.js';

type ClaimDeps = Pick<Deps, 'redis' | 'env'>;

/**
 * How long a claim lasts when nothing gives it back: longer than a PDF waits in line. Only a
 * job that never starts (a queue emptied by hand) leaves one behind; it holds back nothing but
 * that document's printing in advance, and downloads render as they always do.
 */
export const PRERENDER_CLAIM_TTL_MS = 10 * 60_000;

const claimKey = (deps: ClaimDeps, documentId: string) => `${deps.env.QUEUE_PREFIX}:prerender:${documentId}`;

/**
 * Takes the document's one place in the render line for a PDF printed in advance, for job
 * `jobId`. False while another such PDF of the document is waiting: that one prints this save
 * too, since the worker reads the document when the render starts, not when it was queued. So
 * a burst of saves waits in line once per document, not once per save.
 */
export async function claimPrerender(deps: ClaimDeps, documentId: string, jobId: string): Promise<boolean> {
  const set = await deps.redis.set(claimKey(deps, documentId), jobId, 'PX', PRERENDER_CLAIM_TTL_MS, 'NX');
  return set === 'OK';
}

/**
 * Gives the place back: by the worker as job `jobId` starts (from then on it reads the document,
 * so a later save needs a PDF of its own), or by the server when the job will not wait at all.
 */
export async function releasePrerender(deps: ClaimDeps, documentId: string, jobId: string): Promise<void> {
  // Only while it is still `jobId`'s: a later save's claim stays.
  await deleteIfHeld(deps.redis, claimKey(deps, documentId), jobId);
}
