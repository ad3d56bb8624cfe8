import { z } from 'zod';
import { plainText } from '../text/plain-text.js';
import { TEMPLATE_IDS } from './templates.js';

/** Longest document a person may save: generated ones are capped at 12,000 characters. */
export const DOCUMENT_MAX_CHARS = 30_000;

export const DOCUMENT_MESSAGES = {
  notFound: "This document doesn't exist or you don't have access to it.",
  invalidId: "This document doesn't exist or you don't have access to it.",
  contentRequired: 'Write something before saving: the document cannot be empty.',
  contentType: 'The document content must be text.',
  tooLong: `The document is too long. Keep it under ${DOCUMENT_MAX_CHARS.toLocaleString('en-NG')} characters.`,
  format: 'Choose PDF or DOCX.',
  template: 'That design does not exist. Choose one of the designs shown.',
  templateKind: 'That design is for another kind of document. Choose one of the designs shown.',
  renderBusy: 'Your file is taking longer than usual to prepare. Please try again in a moment.',
  renderFailed: 'We could not prepare your file. Please try again.',
} as const;

/** A malformed id reads like a missing document: it says nothing about what exists. */
export const ZDocumentId = z.uuid({ error: DOCUMENT_MESSAGES.invalidId });

export const ZDocumentContent = plainText({ error: DOCUMENT_MESSAGES.contentType })
  .max(DOCUMENT_MAX_CHARS, DOCUMENT_MESSAGES.tooLong)
  .refine((v) => v.trim().length > 0, DOCUMENT_MESSAGES.contentRequired);

export const ZDocumentRef = z.object({ id: ZDocumentId });
export const ZDocumentUpdate = z.object({ id: ZDocumentId, content: ZDocumentContent });
/** PUT /api/documents/{id} body (the id comes from the path). */
export const ZDocumentUpdateBody = z.object({ content: ZDocumentContent });

export const DOWNLOAD_FORMATS = ['pdf', 'docx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const ZDownloadFormat = z.enum(DOWNLOAD_FORMATS, { error: DOCUMENT_MESSAGES.format });

export const ZTemplateId = z.enum(TEMPLATE_IDS, { error: DOCUMENT_MESSAGES.template });
export const ZDocumentTemplate = z.object({ id: ZDocumentId, templateId: ZTemplateId });

export type TDocumentUpdate = z.infer<typeof ZDocumentUpdate>;
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;
