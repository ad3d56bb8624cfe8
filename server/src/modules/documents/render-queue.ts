import { DOCUMENT_MESSAGES, type DownloadFormat, renderDocxJob, renderPdfJob } from '@app/shared';
import type { Job, Queue, QueueEvents } from 'bullmq';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enqueue } from '../../queue/enqueue.js';
import { findRenderedFile } from './renders.repo.js';

/** Seconds a person (or the client) should wait before asking again after a slow render. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

const JOB = { pdf: renderPdfJob, docx: renderDocxJob } as const;

export type RenderDeps = Pick<Deps, 'db' | 'queues' | 'queueEvents' | 'renderWaitMs' | 'logger'>;

export type Outcome =
  | { kind: 'completed'; value: unknown }
  | { kind: 'failed'; reason: string }
  | { kind: 'timeout' };

const busy = () =>
  new AppError('SERVICE_UNAVAILABLE', DOCUMENT_MESSAGES.renderBusy, {
    retryAfter: RENDER_RETRY_AFTER_SECONDS,
  });

/**
 * Renders a document on the `render` queue and waits for the file, at most `renderWaitMs`.
 * Identical requests share one job (job id `render-<format>-<cacheKey>`). A render that takes
 * longer answers 503 with Retry-After (the job goes on: the next try is a cache hit); a render
 * that failed answers 503 "could not prepare your file" and the next request tries afresh.
 */
export async function renderOnQueue(
  deps: RenderDeps,
  documentId: string,
  cacheKey: string,
  format: DownloadFormat,
): Promise<{ content: Buffer }> {
  const definition = JOB[format];
  // Listening before the job exists, so its end cannot slip past unseen.
  const events = await deps.queueEvents.get(definition.queue);
  const { queue, jobId } = await queueRender(deps, documentId, cacheKey, format);
  const job = await queue.getJob(jobId);
  const outcome: Outcome = job
    ? await waitFor(job, events, deps.renderWaitMs)
    : { kind: 'completed', value: { cacheKey } };

  if (outcome.kind === 'failed') {
    deps.logger.warn({ jobId, reason: outcome.reason }, 'render failed');
    throw new AppError('SERVICE_UNAVAILABLE', DOCUMENT_MESSAGES.renderFailed);
  }
  // The worker renders what is stored when it runs and says under which key it kept the file.
  const parsed = definition.result.safeParse(outcome.kind === 'completed' ? outcome.value : null);
  const file = await findRenderedFile(deps.db, parsed.success ? parsed.data.cacheKey : cacheKey);
  if (file) return file;
  // Timed out, or the file went with an edit made meanwhile: the next try finds or makes it.
  if (outcome.kind === 'timeout') deps.logger.info({ jobId }, 'render still running: answered 503');
  throw busy();
}

/**
 * Queues the render of a document's file under `render-<format>-<cacheKey>`, the one id every
 * request for that file shares (a download, the PDF a save starts: prerender.ts). Called only
 * when no file is stored under the key.
 */
export async function queueRender(
  deps: Pick<Deps, 'queues'>,
  documentId: string,
  cacheKey: string,
  format: DownloadFormat,
): Promise<{ queue: Queue; jobId: string }> {
  const definition = JOB[format];
  const jobId = `render-${format}-${cacheKey}`;
  const queue = deps.queues.get(definition.queue);
  await clearFinishedJob(queue, jobId);
  await enqueue(deps.queues, definition, { documentId, cacheKey }, { jobId });
  return { queue, jobId };
}

/**
 * A finished job keeps its id for a while (BullMQ keeps completed and failed jobs), and adding
 * the same id again is then a no-op. We only get here without a stored file, so a completed job
 * is stale (its file was deleted by an edit) and a failed one should be tried again: remove it.
 */
export async function clearFinishedJob(queue: Queue, jobId: string): Promise<void> {
  const previous = await queue.getJob(jobId);
  if (!previous) return;
  const state = await previous.getState();
  if (state === 'completed' || state === 'failed') await previous.remove().catch(() => {});
}

export async function waitFor(job: Job, events: QueueEvents, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
  });
  // BullMQ's own time limit is a little longer than ours: it only tidies its listeners up.
  const finished = job.waitUntilFinished(events, ms + 1_000).then(
    (value: unknown): Outcome => ({ kind: 'completed', value }),
    (error: unknown): Outcome => ({
      kind: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
  try {
    return await Promise.race([finished, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
