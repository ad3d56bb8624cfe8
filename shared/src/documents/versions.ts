import { z } from 'zod';
import { ZDocumentId } from './schemas.js';

/**
 * Issue 32: every save of a document keeps a version. The last VERSIONS_KEPT are kept whole;
 * older ones are thinned to the last of each Lagos day. Restore makes an old text the current one
 * as a new save, so nothing is lost.
 */
export const VERSIONS_KEPT = 50;

export const VERSION_MESSAGES = {
  notFound: 'That version does not exist. Choose one from the History list.',
  invalidNumber: 'That version does not exist. Choose one from the History list.',
  restored: (n: number) => `Version ${n} restored. It is now the current text, saved as a new version.`,
} as const;

/** A version's number, from the path ("/versions/3") or a tRPC input. */
export const ZVersionNumber = z.coerce
  .number({ error: VERSION_MESSAGES.invalidNumber })
  .int(VERSION_MESSAGES.invalidNumber)
  .min(1, VERSION_MESSAGES.invalidNumber)
  .max(2_147_483_647, VERSION_MESSAGES.invalidNumber);

/** `documents.versions.get` / `.restore`. */
export const ZDocumentVersionRef = z.object({ id: ZDocumentId, n: ZVersionNumber });
export type TDocumentVersionRef = z.infer<typeof ZDocumentVersionRef>;

/** One row of GET /api/documents/{id}/versions (newest first). */
export interface DocumentVersionSummaryDto {
  n: number;
  savedAt: string;
  templateId: string | null;
  /** The resume's match score for this text; null until known or for a document without one. */
  matchScore: number | null;
}

export interface DocumentVersionListDto {
  versions: DocumentVersionSummaryDto[];
}

/** GET /api/documents/{id}/versions/{n}. */
export interface DocumentVersionDto {
  n: number;
  content: string;
  savedAt: string;
}
