import { reportReadBackJob } from '@app/shared';
import { enqueue } from '../../queue/enqueue.js';
import { clearFinishedJob, type RenderDeps, waitFor } from './render-queue.js';
import { renderPriority } from './render-turns.js';
import { findReadBackTexts } from './report.repo.js';

/** The render cache keys of a document's two files, as the report computed them. */
export interface ReadBackKeys {
  pdf: string;
  docx: string;
}

/** What the document's files read back as; null when that cannot be known right now. */
export type ReadBackTexts = { pdf: string; docx: string } | null;

/**
 * The text the document's PDF and DOCX read back as. Stored texts are answered at once (a second
 * report of the same content and design starts no job); otherwise a `report.readback` job renders
 * (through the render cache) and reads the files, and this waits for it at most `renderWaitMs`.
 * A slow, failed or overtaken read-back (the document changed meanwhile) answers null: the
 * report is still given, without its read-back.
 */
export async function readBackOnQueue(
  deps: RenderDeps,
  document: { id: string; userId: string },
  keys: ReadBackKeys,
): Promise<ReadBackTexts> {
  const documentId = document.id;
  const stored = await storedTexts(deps, keys);
  if (stored) return stored;

  const definition = reportReadBackJob;
  const jobId = `readback-${keys.pdf}`;
  const queue = deps.queues.get(definition.queue);
  // Listening before the job exists, so its end cannot slip past unseen.
  const events = await deps.queueEvents.get(definition.queue);
  await clearFinishedJob(queue, jobId);
  // Chromium work on the render queue: taken at its owner's turn, like a download.
  const priority = await renderPriority(deps, document.userId, jobId, 'waited-for');
  await enqueue(deps.queues, definition, { documentId, cacheKey: keys.pdf }, { jobId, priority });
  const job = await queue.getJob(jobId);
  const outcome = job ? await waitFor(job, events, deps.renderWaitMs) : null;
  if (outcome?.kind === 'failed') deps.logger.warn({ jobId, reason: outcome.reason }, 'read-back failed');
  if (outcome?.kind === 'timeout') deps.logger.info({ jobId }, 'read-back still running: report without it');
  return storedTexts(deps, keys);
}

async function storedTexts(deps: Pick<RenderDeps, 'db'>, keys: ReadBackKeys): Promise<ReadBackTexts> {
  const texts = await findReadBackTexts(deps.db, [keys.pdf, keys.docx]);
  const pdf = texts.get(keys.pdf);
  const docx = texts.get(keys.docx);
  return pdf !== undefined && docx !== undefined ? { pdf, docx } : null;
}
