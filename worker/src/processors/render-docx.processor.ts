import { renderStoredDocument } from '../render/render-document.js';
import type { Processor } from '../runtime/processor.js';

/** The Word file of a document (cached by content, design and version). */
export const renderDocxJob: Processor<'render.docx'> = ({ documentId, applicationId }, context) =>
  renderStoredDocument('docx', documentId, context, applicationId);
