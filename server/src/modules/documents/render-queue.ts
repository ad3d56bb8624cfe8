import { DOCUMENT_MESSAGES, type DownloadFormat, renderDocxJob, renderPdfJob } from '@app/shared';
import type { Job, Queue, QueueEvents } from 'bullmq';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enqueue } from '../../queue/enqueue.js';
import { type RenderUrgency, renderPriority } from './render-turns.js';
import { findRenderedFile, takeLooseRender } from './renders.repo.js';

/** Seconds a person (or the client) should wait before asking again after a slow render. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

const JOB = { pdf: renderPdfJob, docx: renderDocxJob } as const;

export type RenderDeps = Pick<
  Deps,
  'db' | 'queues' | 'queueEvents' | 'renderWaitMs' | 'logger' | 'redis' | 'env'
>;

/** One file of one document: what a render job makes. */
export interface RenderRequest {
  documentId: string;
  /** The document's owner: the render queue takes accounts in turns (render-turns.ts). */
  userId: string;
  cacheKey: string;
  format: DownloadFormat;
  /** Set for the copy of the document sent with this application (issue 30), not the live one. */
  applicationId?: string;
}

/** The one id every request for a file shares (a download, the PDF a save starts). */
export const renderJobId = (request: Pick<RenderRequest, 'format' | 'cacheKey'>): string =>
  `render-${request.format}-${request.cacheKey}`;

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
export async function renderOnQueue(deps: RenderDeps, request: RenderRequest): Promise<{ content: Buffer }> {
  const { cacheKey } = request;
  const definition = JOB[request.format];
  // Listening before the job exists, so its end cannot slip past unseen.
  const events = await deps.queueEvents.get(definition.queue);
  const { jobId, job } = await queueRender(deps, request, 'waited-for');
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
  // A sent copy whose live document is gone cannot be cached (renders hang off documents): the
  // worker kept the file loose, for this answer only.
  if (request.applicationId && parsed.success) {
    const loose = await takeLooseRender(deps.db, parsed.data.fileId, request.userId);
    if (loose) return loose;
  }
  // Timed out, or the file went with an edit made meanwhile: the next try finds or makes it.
  if (outcome.kind === 'timeout') deps.logger.info({ jobId }, 'render still running: answered 503');
  throw busy();
}

/**
 * Queues the render of a document's file under `render-<format>-<cacheKey>`, the one id every
 * request for that file shares (a download, the PDF a save starts: prerender.ts), at the owner's
 * turn (render-turns.ts). Called only when no file is stored under the key. A download that
 * finds the file already queued in advance moves it up to a download's turn: someone waits now.
 */
export async function queueRender(
  deps: Pick<Deps, 'queues' | 'redis' | 'env'>,
  request: RenderRequest,
  urgency: RenderUrgency,
): Promise<{ jobId: string; job: Job | undefined }> {
  const definition = JOB[request.format];
  const jobId = renderJobId(request);
  const queue = deps.queues.get(definition.queue);
  await clearFinishedJob(queue, jobId);
  const priority = await renderPriority(deps, request.userId, jobId, urgency);
  const payload = {
    documentId: request.documentId,
    cacheKey: request.cacheKey,
    ...(request.applicationId ? { applicationId: request.applicationId } : {}),
  };
  await enqueue(deps.queues, definition, payload, { jobId, priority });
  const job = await queue.getJob(jobId);
  // Moves it only while it waits (BullMQ only records the number on a job already taken).
  if (job && job.priority > priority) await job.changePriority({ priority }).catch(() => {});
  return { jobId, job };
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
