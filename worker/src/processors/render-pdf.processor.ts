import { renderStoredDocument } from '../render/render-document.js';
import type { Processor } from '../runtime/processor.js';

/** The designed PDF of a document (cached by content, design and version). */
export const renderPdfJob: Processor<'render.pdf'> = ({ documentId }, context) =>
  renderStoredDocument('pdf', documentId, context);
