import {
  type DocumentTemplate,
  documentHtml,
  metadataAuthor,
  metadataTitle,
  type PrintableDocument,
} from '@app/shared';
import type { RenderPool } from './browser-pool.js';
import { withPdfMetadata } from './pdf-metadata.js';

/**
 * The designed PDF of a document: our own page (every text escaped) printed by the pool's
 * Chromium, whose print pages carry the embedded font (page-fonts.ts: no @font-face rules in the
 * page itself), with title and author in the metadata. Resumes get an outline (bookmarks) from
 * their headings. A document that spills a few lines onto its last page is tightened, within the
 * designs' limits, to save that page (fit.ts).
 */
export async function renderPdf(
  pool: RenderPool,
  doc: PrintableDocument,
  template: DocumentTemplate,
): Promise<Buffer> {
  const html = documentHtml(doc, template);
  const pdf = await pool.pdf(html, { outline: doc.type === 'resume', fit: true });
  return withPdfMetadata(pdf, { title: metadataTitle(doc), author: metadataAuthor(doc) });
}
