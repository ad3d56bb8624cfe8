import { documentBlocks } from '@app/shared/documents/structure';
import type { Node as PMNode } from 'prosemirror-model';
import { type BlockKind, editorSchema as schema } from './editor-schema';

/**
 * The stored light Markdown ↔ the editor's document (issue 32). Reading goes through
 * `documentBlocks`, exactly as the preview and the downloads read the text; writing gives the
 * canonical form: `# name`, `## heading`, `- bullet` (bullets one per line), paragraph lines as
 * typed, blocks separated by one blank line, empty blocks left out.
 */

/** Where one block of the editor sits in the serialized text. */
export interface BlockSpan {
  kind: BlockKind;
  /** ProseMirror positions of the block's content (start and end, the text between them). */
  pmStart: number;
  pmEnd: number;
  /** Markdown offset where the block's line begins (its `## ` / `- ` sign included). */
  lineStart: number;
  /** Markdown offsets of the block's text (after the sign). */
  mdStart: number;
  mdEnd: number;
  /** True for a block with no text: it is not written, and its offsets are where it would be. */
  empty: boolean;
}

export interface SerializedDoc {
  text: string;
  blocks: BlockSpan[];
}

const SIGN: Record<BlockKind, string> = { title: '# ', heading: '## ', bullet: '- ', paragraph: '' };

/** A block's text with each hard break as a line break: one character per position. */
export function blockText(node: PMNode): string {
  let text = '';
  node.forEach((child) => {
    text += child.isText ? (child.text ?? '') : '\n';
  });
  return text;
}

/** A text block of `kind` holding `text` (line breaks become hard breaks in a paragraph, spaces elsewhere). */
export function blockNode(kind: BlockKind, text: string): PMNode {
  const type = schema.nodes[kind];
  if (!type) throw new Error(`Unknown block kind ${kind}`);
  if (kind !== 'paragraph') {
    const line = text.replace(/\r\n?|\n/g, ' ');
    return type.create(null, line ? schema.text(line) : null);
  }
  const inline: PMNode[] = [];
  text.split(/\r\n?|\n/).forEach((line, i) => {
    if (i > 0) inline.push(schema.nodes.hard_break.create());
    if (line) inline.push(schema.text(line));
  });
  return type.create(null, inline);
}

/** The blocks of a stored text, as editor nodes (none for a blank text). */
export function markdownBlocks(markdown: string): PMNode[] {
  const nodes: PMNode[] = [];
  for (const block of documentBlocks(markdown)) {
    if (block.kind === 'bullets') for (const item of block.items) nodes.push(blockNode('bullet', item));
    else nodes.push(blockNode(block.kind, block.text));
  }
  return nodes;
}

/** The editor document of a stored text: never empty (a blank text gives one empty paragraph). */
export function markdownToDoc(markdown: string): PMNode {
  const nodes = markdownBlocks(markdown);
  return schema.nodes.doc.create(null, nodes.length > 0 ? nodes : schema.nodes.paragraph.create());
}

/** The canonical Markdown of an editor document, with where each block went. */
export function serializeDoc(doc: PMNode): SerializedDoc {
  const parts: string[] = [];
  const blocks: BlockSpan[] = [];
  let length = 0;
  let previous: BlockKind | null = null;
  doc.forEach((node, offset) => {
    const kind = node.type.name as BlockKind;
    const text = blockText(node);
    const pmStart = offset + 1;
    const pmEnd = pmStart + node.content.size;
    if (text === '') {
      blocks.push({ kind, pmStart, pmEnd, lineStart: length, mdStart: length, mdEnd: length, empty: true });
      return;
    }
    if (previous !== null) {
      const separator = previous === 'bullet' && kind === 'bullet' ? '\n' : '\n\n';
      parts.push(separator);
      length += separator.length;
    }
    const lineStart = length;
    const sign = SIGN[kind];
    parts.push(sign, text);
    length += sign.length;
    blocks.push({
      kind,
      pmStart,
      pmEnd,
      lineStart,
      mdStart: length,
      mdEnd: length + text.length,
      empty: false,
    });
    length += text.length;
    previous = kind;
  });
  return { text: parts.join(''), blocks };
}

export const docToMarkdown = (doc: PMNode): string => serializeDoc(doc).text;

/** The form a stored text is kept in once the editor has read it: the baseline for "unsaved". */
export const canonicalMarkdown = (markdown: string): string => docToMarkdown(markdownToDoc(markdown));
