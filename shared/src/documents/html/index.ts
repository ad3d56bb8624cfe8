import type { DocumentType } from '../../generation/dto.js';
import { type DocumentBlock, documentBlocks } from '../structure.js';
import type { DocumentTemplate, TemplateId } from '../templates.js';
import { designCss } from './styles.js';

export { CONTENT_WIDTH_MM, contentHeightMm, FIT_LEVELS, type FitLevel } from './fit.js';

/** What a design needs of a document. */
export interface PrintableDocument {
  type: DocumentType;
  title: string;
  content: string;
  /** The person's name (the account's full name), when the caller has it. */
  author?: string | null;
}

export interface HtmlOptions {
  /** @font-face rules (the renderer inlines the font files; the browser preview may leave it empty). */
  fontCss?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The author written into a file's metadata: a resume's `# ` name line, else the person's name
 * when the caller has it, else 'JobPadi'.
 */
export function metadataAuthor(doc: PrintableDocument, blocks = documentBlocks(doc.content)): string {
  const nameLine = doc.type === 'resume' ? blocks.find((b) => b.kind === 'title') : undefined;
  const fromLine = nameLine && nameLine.kind === 'title' ? nameLine.text.trim() : '';
  return fromLine || doc.author?.trim() || 'JobPadi';
}

/** The document's title as metadata: its stored title, else 'JobPadi'. */
export const metadataTitle = (doc: PrintableDocument): string => doc.title.trim() || 'JobPadi';

/** Longer runs without a space get a line-break opportunity (<wbr>) every this many characters. */
const LONG_RUN = 40;

/**
 * Escaped text, with a <wbr> inside every very long run of non-space characters: a pasted URL
 * or a 200 KB line wraps at the page edge instead of running off it, and the browser's line
 * breaker stays linear (`overflow-wrap: anywhere` alone is very slow on one giant word). <wbr>
 * adds no character, so the text read back out of the PDF is unchanged.
 */
export function textHtml(text: string): string {
  return text.replace(/\S+/g, (run) => {
    if (run.length <= LONG_RUN) return escapeHtml(run);
    const pieces: string[] = [];
    // Split by code points so a surrogate pair is never cut in two.
    const chars = Array.from(run);
    for (let i = 0; i < chars.length; i += LONG_RUN)
      pieces.push(escapeHtml(chars.slice(i, i + LONG_RUN).join('')));
    return pieces.join('<wbr>');
  });
}

const blockHtml = (block: DocumentBlock): string => {
  switch (block.kind) {
    case 'title':
      return `<h1>${textHtml(block.text)}</h1>`;
    case 'heading':
      return `<h2>${textHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${textHtml(block.text)}</p>`;
    case 'bullets':
      return `<ul>${block.items.map((item) => `<li>${textHtml(item)}</li>`).join('')}</ul>`;
  }
};

/**
 * The letterhead design puts the person's name above the letter when the letter has no `# `
 * line of its own (generated letters are plain paragraphs).
 */
const letterhead = (doc: PrintableDocument, blocks: DocumentBlock[], id: TemplateId): string => {
  if (id !== 'letterhead' || blocks.some((b) => b.kind === 'title')) return '';
  const name = doc.author?.trim();
  return name ? `<header class="letterhead"><p class="name">${textHtml(name)}</p></header>` : '';
};

/**
 * A complete HTML page of the document in its design: the PDF renderer prints it, the HTML
 * preview serves it, the editor shows it in a sandboxed frame. Every text is escaped: nothing in
 * a document's content can become markup, a URL or CSS (content only ever lands in element
 * text, never in an attribute, a URL or the style sheet). No script, no external resource.
 */
export function documentHtml(
  doc: PrintableDocument,
  template: DocumentTemplate,
  options: HtmlOptions = {},
): string {
  const blocks = documentBlocks(doc.content);
  const id = template.id as TemplateId;
  const body = letterhead(doc, blocks, id) + blocks.map(blockHtml).join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(metadataTitle(doc))}</title>`,
    `<meta name="author" content="${escapeHtml(metadataAuthor(doc, blocks))}">`,
    `<style>${options.fontCss ?? ''}${designCss(id)}</style>`,
    `</head><body class="design-${escapeHtml(id)} ${doc.type === 'resume' ? 'resume' : 'letter'}">`,
    `<main>${body}</main>`,
    '</body></html>',
  ].join('\n');
}
