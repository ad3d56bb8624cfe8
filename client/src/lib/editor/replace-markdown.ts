import { closeHistory } from 'prosemirror-history';
import type { EditorState, Transaction } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import { editorSchema } from './editor-schema';
import { markdownBlocks, type SerializedDoc, serializeDoc } from './markdown-doc';
import { markdownRangeToPm } from './markdown-positions';

/**
 * One transaction (one undo step) that replaces [start, end) of the serialized Markdown with
 * `text` (Markdown too) and selects what was put in. Only the blocks the range touches are read
 * again, so the rest of the document (and its empty lines being typed) is left as it is.
 */
export function replaceMarkdownTr(
  state: EditorState,
  serialized: SerializedDoc,
  rawStart: number,
  rawEnd: number,
  text: string,
): Transaction {
  const markdown = serialized.text;
  const end = Math.max(0, Math.min(rawEnd, markdown.length));
  const start = Math.max(0, Math.min(rawStart, end));
  const written = serialized.blocks.filter((b) => !b.empty);
  const tr = closeHistory(state.tr);
  let from = 0;
  let to = state.doc.content.size;
  let lo = 0;
  let hi = markdown.length;
  if (written.length > 0) {
    let i = 0;
    while (i + 1 < written.length && (written[i + 1]?.lineStart ?? Infinity) <= start) i += 1;
    let j = written.length - 1;
    while (j > i && (written[j - 1]?.mdEnd ?? -1) >= end) j -= 1;
    const first = written[i];
    const last = written[j];
    if (first && last) {
      from = first.pmStart - 1;
      to = last.pmEnd + 1;
      lo = Math.min(first.lineStart, start);
      hi = Math.max(last.mdEnd, end);
    }
  }
  const nodes = markdownBlocks(markdown.slice(lo, start) + text + markdown.slice(end, hi));
  tr.replaceWith(from, to, nodes.length > 0 ? nodes : editorSchema.nodes.paragraph.create());
  const after = serializeDoc(tr.doc);
  const selEnd = Math.max(start, after.text.length - (markdown.length - end));
  const range = markdownRangeToPm(after.blocks, start, selEnd);
  tr.setSelection(TextSelection.create(tr.doc, range.from, range.to));
  return tr;
}
