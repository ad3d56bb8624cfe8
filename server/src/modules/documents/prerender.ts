import { type DocumentType, effectiveTemplate } from '@app/shared';
import type { Deps } from '../../deps.js';
import { renderCacheKey } from './render-key.js';
import { queueRender } from './render-queue.js';
import { findRenderSource } from './render-source.repo.js';

export type PrerenderDeps = Pick<Deps, 'db' | 'queues' | 'logger'>;

/**
 * Starts printing a document's PDF as soon as it is saved (or its design changes), in the
 * background: the editor offers the download right beside Save, and the download then finds the
 * file ready, or joins the render already under way (same job id as a download's, see
 * queueRender), instead of waiting for a render of its own. Saves are explicit (a Save button,
 * no autosave), so this is one render per version a person chose to keep. Never delays nor fails
 * the save: a failure is logged, and the download renders as it did before.
 */
export function prerenderPdf(deps: PrerenderDeps, documentId: string): void {
  void (async () => {
    const source = await findRenderSource(deps.db, documentId);
    if (!source) return;
    const template = effectiveTemplate(source.type as DocumentType, source.template_id);
    // The save deleted the files rendered before it: a finished job of this key is stale.
    await queueRender(deps, documentId, renderCacheKey(source, template, 'pdf'), 'pdf');
  })().catch((error: unknown) =>
    deps.logger.warn({ err: error, documentId }, 'could not start the PDF of a saved document'),
  );
}
