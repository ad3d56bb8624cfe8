import type { Node as PMNode } from 'prosemirror-model';
import type { Command, EditorState, Transaction } from 'prosemirror-state';
import { type BlockKind, editorSchema as schema } from './editor-schema';

/** The kind of block the selection starts in (what the toolbar shows as pressed). */
export const currentBlockKind = (state: EditorState): BlockKind =>
  state.selection.$from.parent.type.name as BlockKind;

/**
 * Turns every block between `from` and `to` into `kind`, in `tr`. A paragraph's lines become
 * one bullet each; in a name line or a heading they are joined with spaces (those hold one line).
 */
export function applyBlockKind(tr: Transaction, kind: BlockKind, from: number, to: number): boolean {
  const type = schema.nodes[kind];
  if (!type) return false;
  const targets: { pos: number; node: PMNode }[] = [];
  tr.doc.nodesBetween(from, to, (node, pos) => {
    if (node.isTextblock) targets.push({ pos, node });
    return !node.isTextblock;
  });
  if (targets.length === 0) return false;
  // From the last block to the first: each change leaves the earlier positions where they were.
  for (const { pos, node } of targets.reverse()) {
    if (node.type === type) continue;
    const breaks: number[] = [];
    node.forEach((child, offset) => {
      if (child.type === schema.nodes.hard_break) breaks.push(pos + 1 + offset);
    });
    let blocks = 1;
    if (kind !== 'paragraph')
      for (const at of breaks.reverse()) {
        tr.delete(at, at + 1);
        if (kind === 'bullet') {
          tr.split(at);
          blocks += 1;
        } else tr.insertText(' ', at);
      }
    let at = pos;
    for (let i = 0; i < blocks; i += 1) {
      const current = tr.doc.nodeAt(at);
      if (!current) break;
      tr.setNodeMarkup(at, type);
      at += current.nodeSize;
    }
  }
  return true;
}

/** The command behind the toolbar's buttons and the shortcuts. */
export function setBlockKind(kind: BlockKind): Command {
  return (state, dispatch) => {
    const tr = state.tr;
    if (!applyBlockKind(tr, kind, state.selection.from, state.selection.to)) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** The signs typed at the start of a paragraph that turn it into a block ("- " → a bullet). */
const SIGNS: Record<string, BlockKind> = {
  '-': 'bullet',
  '*': 'bullet',
  '•': 'bullet',
  '#': 'title',
  '##': 'heading',
};

/**
 * Typing a space after `-`, `*`, `#` or `##` at the very start of a paragraph makes it that
 * block, the sign removed: a person who knows the Markdown habit gets the block, never the sign.
 */
export function signShortcut(state: EditorState, from: number, to: number, text: string): Transaction | null {
  if (text !== ' ' || from !== to) return null;
  const $from = state.doc.resolve(from);
  if ($from.parent.type !== schema.nodes.paragraph) return null;
  const kind = SIGNS[$from.parent.textBetween(0, $from.parentOffset, undefined, '\n')];
  if (!kind) return null;
  const start = from - $from.parentOffset;
  const tr = state.tr.delete(start, from);
  applyBlockKind(tr, kind, start, start);
  return tr.scrollIntoView();
}
