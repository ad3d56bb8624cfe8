import { Fragment, Slice } from 'prosemirror-model';
import { type EditorState, Selection, TextSelection, type Transaction } from 'prosemirror-state';
import type { BlockKind } from './editor-schema';
import { blockNode, blockText, markdownBlocks } from './markdown-doc';

/**
 * Paste (issue 32): whatever comes in (Word, a web page, another editor) keeps only the structure
 * a document has. Headings become section headings, list items bullets, everything else
 * paragraphs; bold, links, colours and images are dropped, tables keep their text (a row per
 * line). The result is light Markdown, read like any stored text.
 */

type PastedKind = Exclude<BlockKind, 'title'> | 'title';

const SKIPPED = new Set([
  'script',
  'style',
  'head',
  'title',
  'meta',
  'link',
  'template',
  'noscript',
  'img',
  'svg',
  'picture',
  'video',
  'audio',
  'canvas',
  'iframe',
  'object',
  'button',
  'input',
  'select',
  'textarea',
]);

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'blockquote',
  'pre',
  'address',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
  'hr',
  'form',
  'fieldset',
  'center',
  'body',
  'html',
]);

const SIGN: Record<PastedKind, string> = { title: '# ', heading: '## ', bullet: '- ', paragraph: '' };

interface ElementLike {
  nodeType: number;
  nodeValue: string | null;
  childNodes: ArrayLike<ElementLike>;
  tagName?: string;
  getAttribute?: (name: string) => string | null;
}

/** Word marks its list paragraphs with `mso-list` and draws the bullet in a span to be ignored. */
const style = (el: ElementLike) => (el.getAttribute?.('style') ?? '').replace(/\s+/g, '').toLowerCase();
const isWordBulletSign = (el: ElementLike) => style(el).includes('mso-list:ignore');
const isWordListItem = (el: ElementLike) =>
  /^msolist/i.test(el.getAttribute?.('class') ?? '') || /mso-list:l\d/.test(style(el));

function blockKindOf(el: ElementLike, tag: string, context: PastedKind): PastedKind | null {
  const own = el.getAttribute?.('data-block');
  if (own === 'title' || own === 'heading' || own === 'bullet' || own === 'paragraph') return own;
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'li' || (tag === 'p' && isWordListItem(el))) return 'bullet';
  if (!BLOCKS.has(tag)) return null;
  return context === 'paragraph' || tag === 'ul' || tag === 'ol' ? 'paragraph' : context;
}

/** The pasted blocks of an HTML document's body, as light Markdown. */
export function markdownOfHtml(root: ElementLike): string {
  const lines: string[] = [];
  let buffer = '';
  let kind: PastedKind = 'paragraph';
  const flush = () => {
    const parts = buffer
      .split('\n')
      .map((line) => line.replace(/[ \t\f\v\u00a0\u200b]+/g, ' ').trim())
      .filter((line) => line !== '');
    buffer = '';
    if (parts.length === 0) return;
    // A one-line block holds its lines side by side; a paragraph keeps them.
    const text = kind === 'paragraph' ? parts.join('\n') : parts.join(' ');
    if (kind !== 'bullet' || lines.at(-1)?.startsWith('- ') !== true) lines.push('');
    lines.push(SIGN[kind] + text);
  };
  const visit = (node: ElementLike, context: PastedKind) => {
    if (node.nodeType === 3) {
      buffer += (node.nodeValue ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const tag = (node.tagName ?? '').toLowerCase();
    if (SKIPPED.has(tag) || isWordBulletSign(node)) return;
    if (tag === 'br') {
      buffer += '\n';
      return;
    }
    if (tag === 'td' || tag === 'th') buffer += ' ';
    const block = node.nodeType === 1 ? blockKindOf(node, tag, context) : null;
    if (block !== null) {
      flush();
      kind = block;
    }
    const inner = block ?? context;
    for (let i = 0; i < node.childNodes.length; i += 1) {
      const child = node.childNodes[i];
      if (child) visit(child, inner);
    }
    if (tag === 'td' || tag === 'th') buffer += ' ';
    if (block !== null) {
      flush();
      kind = context;
    }
  };
  visit(root, 'paragraph');
  flush();
  return lines.join('\n').trim();
}

/** The pasted HTML as light Markdown (the browser's parser; none on the server). */
export function htmlToMarkdown(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return markdownOfHtml(doc.body as unknown as ElementLike);
}

/**
 * The transaction that pastes `markdown` over the selection. One paragraph goes into the block
 * being typed in, as text (its lines as spaces outside a paragraph). Several blocks keep their
 * kinds, except that the first joins the text before the caret (taking its block's kind) and the
 * last the text after it; the caret ends after the pasted text.
 */
export function pasteMarkdownTr(state: EditorState, markdown: string): Transaction | null {
  const nodes = markdownBlocks(markdown);
  const first = nodes[0];
  if (!first) return null;
  const tr = state.tr.deleteSelection();
  // Select all then paste: the selection is the whole document, not a place in a block.
  if (!tr.selection.$from.parent.isTextblock) tr.setSelection(Selection.near(tr.doc.resolve(0)));
  const $from = tr.selection.$from;
  const parent = $from.parent;
  const kind = parent.type.name as BlockKind;
  if (nodes.length === 1 && (first.type.name === 'paragraph' || first.type === parent.type))
    return tr.replaceSelection(new Slice(blockNode(kind, blockText(first)).content, 0, 0));
  const blocks = nodes.map((node) => ({ kind: node.type.name as BlockKind, text: blockText(node) }));
  const whole = blockText(parent);
  const before = whole.slice(0, $from.parentOffset);
  const after = whole.slice($from.parentOffset);
  const head = blocks[0] as { kind: BlockKind; text: string };
  if (before !== '') blocks[0] = { kind, text: before + head.text };
  const last = blocks.at(-1) as { kind: BlockKind; text: string };
  const caret = last.text.length;
  last.text += after;
  const start = $from.before();
  tr.replaceWith(start, $from.after(), Fragment.from(blocks.map((b) => blockNode(b.kind, b.text))));
  let lastStart = start;
  for (let i = 0; i < blocks.length - 1; i += 1) lastStart += tr.doc.child($from.index(0) + i).nodeSize;
  return tr.setSelection(TextSelection.create(tr.doc, lastStart + 1 + caret));
}
