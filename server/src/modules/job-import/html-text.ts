import { parseHTML } from 'linkedom';

/**
 * HTML as the plain text the generate form holds: paragraphs apart by a blank line, list items
 * as "• item" lines (nested ones indented), line breaks kept, entities decoded, scripts and
 * styles dropped, runs of spaces collapsed.
 */

/** Never text: code, styling, embedded media, form controls. */
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'picture',
  'img',
  'button',
  'input',
  'select',
  'textarea',
  'head',
  'title',
  'meta',
  'link',
]);
/** Blocks that stand apart as paragraphs. */
const PARAGRAPH = new Set([
  'p',
  'blockquote',
  'pre',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'hr',
  'dl',
  'form',
  'fieldset',
  'details',
  'address',
  'center',
]);
/** Blocks that start a line of their own. */
const LINE = new Set(['div', 'tr', 'dt', 'dd', 'caption', 'figcaption', 'summary', 'legend', 'option']);
const HEADING = /^h[1-6]$/;

interface DomNode {
  nodeType: number;
  nodeValue?: string | null;
  localName?: string;
  childNodes: ArrayLike<DomNode>;
}

/** Collects text and the breaks between blocks; a break is only written before more text. */
class TextWriter {
  private readonly parts: string[] = [];
  private pending = 0;
  private last = '\n';
  /** Right after a list item's bullet: its first block starts on the bullet's line. */
  private afterMarker = false;
  private beforeMarker = { parts: 0, pending: 0, last: '\n' };

  text(value: string, preformatted = false): void {
    let text = preformatted ? value : value.replace(/\s+/g, ' ');
    if (this.pending > 0 || this.last === '\n' || this.afterMarker)
      text = preformatted ? text : text.trimStart();
    if (text === '') return;
    if (this.pending > 0 && this.parts.length > 0) this.push('\n'.repeat(this.pending));
    this.pending = 0;
    if (this.last === ' ' && text.startsWith(' ')) text = text.slice(1);
    if (text === '') return;
    this.push(text);
    this.afterMarker = false;
  }

  /** A list item's bullet, on a line of its own. */
  marker(bullet: string): void {
    this.break(1);
    this.beforeMarker = { parts: this.parts.length, pending: this.pending, last: this.last };
    this.text(bullet, true);
    this.afterMarker = true;
  }

  /** The end of a list item: one that held no text loses its bullet. */
  endItem(): void {
    if (this.afterMarker) {
      this.parts.length = this.beforeMarker.parts;
      this.pending = this.beforeMarker.pending;
      this.last = this.beforeMarker.last;
      this.afterMarker = false;
    }
    this.break(1);
  }

  /** 1: a new line; 2: a new paragraph. */
  break(lines: 1 | 2): void {
    if (this.parts.length > 0 && !this.afterMarker) this.pending = Math.max(this.pending, lines);
  }

  private push(text: string): void {
    this.parts.push(text);
    this.last = text.at(-1) ?? this.last;
  }

  toString(): string {
    return this.parts
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+$/, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

function walk(node: DomNode, out: TextWriter, depth: { list: number; pre: boolean }): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      out.text(child.nodeValue ?? '', depth.pre);
      continue;
    }
    if (child.nodeType !== 1) continue;
    const tag = (child.localName ?? '').toLowerCase();
    if (SKIP.has(tag)) continue;
    if (tag === 'br') {
      out.break(1);
      continue;
    }
    if (tag === 'li') {
      out.marker(`${'  '.repeat(Math.max(0, depth.list - 1))}• `);
      walk(child, out, depth);
      out.endItem();
      continue;
    }
    if (tag === 'ul' || tag === 'ol' || tag === 'menu') {
      out.break(1);
      walk(child, out, { ...depth, list: depth.list + 1 });
      out.break(depth.list === 0 ? 2 : 1);
      continue;
    }
    if (tag === 'td' || tag === 'th') {
      out.text(' ');
      walk(child, out, depth);
      out.text(' ');
      continue;
    }
    const heading = HEADING.test(tag);
    const lines = PARAGRAPH.has(tag) || heading ? 2 : LINE.has(tag) ? 1 : 0;
    if (lines) out.break(lines);
    walk(child, out, tag === 'pre' ? { ...depth, pre: true } : depth);
    if (lines) out.break(heading ? 1 : lines);
  }
}

/** The text of a DOM node (an element or a whole document) as the generate form holds it. */
export function nodeText(node: DomNode): string {
  const out = new TextWriter();
  walk(node, out, { list: 0, pre: false });
  return out.toString();
}

/** Entities and tags written as text ("&lt;p&gt;…"): some sites escape a JSON-LD description twice. */
const ESCAPED_MARKUP = /&lt;\/?(?:p|br|ul|ol|li|div|strong|b|em|h[1-6])\b/i;

/** An HTML fragment (a JSON-LD description, Readability's content) as plain text. */
export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const body = document.body as unknown as DomNode;
  if (ESCAPED_MARKUP.test(html)) {
    const unescaped = (document.body as { textContent: string | null }).textContent ?? '';
    return htmlToText(unescaped);
  }
  return nodeText(body);
}

const MARKUP = /<\/?[a-z][a-z0-9]*\b[^>]*>/i;

/**
 * A text that may be HTML or plain text (JSON-LD descriptions come both ways): HTML is read as
 * HTML; plain text keeps its own line breaks, with entities decoded and spaces tidied.
 */
export function markupOrPlainText(value: string): string {
  if (MARKUP.test(value) || ESCAPED_MARKUP.test(value)) return htmlToText(value);
  // No tags in it: parsed as the body's text only to decode its entities ('<' stays a character).
  const { document } = parseHTML(`<!doctype html><html><body>${value.replace(/</g, '&lt;')}</body></html>`);
  return ((document.body as { textContent: string | null }).textContent ?? value)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line: string) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
