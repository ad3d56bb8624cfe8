import { releasePrerender } from '@app/server/modules/documents/prerender-claim';
import { renderStoredDocument } from '../render/render-document.js';
import type { Processor } from '../runtime/processor.js';

/** The designed PDF of a document (cached by content, design and version). */
export const renderPdfJob: Processor<'render.pdf'> = async ({ documentId, applicationId }, context) => {
  // From here on this render reads the document as it is stored: a save after this point needs
  // a PDF of its own, so the document's place in line (taken by a save, prerender.ts) is free.
  // Before the read, so no save falls between the two unprinted.
  await releasePrerender(context.deps, documentId, context.jobId).catch((error: unknown) =>
    context.logger.warn({ err: error }, 'could not release the PDF printed in advance'),
  );
  return renderStoredDocument('pdf', documentId, context, applicationId);
};
