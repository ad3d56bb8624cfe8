import { type DocumentType, effectiveTemplate } from '@app/shared';
import type { Deps } from '../../deps.js';
import { claimPrerender, releasePrerender } from './prerender-claim.js';
import { renderCacheKey } from './render-key.js';
import { queueRender, type RenderRequest, renderJobId } from './render-queue.js';
import { findRenderSource } from './render-source.repo.js';

export type PrerenderDeps = Pick<Deps, 'db' | 'queues' | 'logger' | 'redis' | 'env'>;

/** The states of a job that has not started: the worker will still release its claim. */
const NOT_STARTED = new Set(['waiting', 'prioritized', 'delayed', 'waiting-children']);

/**
 * Starts printing a document's PDF as soon as it is saved (or its design changes), in the
 * background: the editor offers the download right beside Save, and the download then finds the
 * file ready, or joins the render already under way (same job id as a download's, see
 * queueRender), instead of waiting for a render of its own. One such PDF per document waits in
 * line at a time (prerender-claim.ts): saves in a row print once, with the last text. It waits
 * at its owner's turn behind downloads (render-turns.ts). Never delays nor fails the save: a
 * failure is logged, and the download renders as it did before.
 */
export function prerenderPdf(deps: PrerenderDeps, documentId: string): void {
  void (async () => {
    const source = await findRenderSource(deps.db, documentId);
    if (!source) return;
    const template = effectiveTemplate(source.type as DocumentType, source.template_id);
    const request: RenderRequest = {
      documentId,
      userId: source.user_id,
      cacheKey: renderCacheKey(source, template, 'pdf'),
      format: 'pdf',
    };
    const jobId = renderJobId(request);
    if (!(await claimPrerender(deps, documentId, jobId))) return;
    try {
      // The save deleted the files rendered before it: a finished job of this key is stale.
      const { job } = await queueRender(deps, request, 'in-advance');
      // A download of the same file is already printing it: that job will not release the claim.
      const state = job ? await job.getState() : 'unknown';
      if (!NOT_STARTED.has(state)) await releasePrerender(deps, documentId, jobId);
    } catch (error) {
      await releasePrerender(deps, documentId, jobId).catch(() => {});
      throw error;
    }
  })().catch((error: unknown) =>
    deps.logger.warn({ err: error, documentId }, 'could not start the PDF of a saved document'),
  );
}
