import type { BlockSpan } from './markdown-doc';

/**
 * ProseMirror positions ↔ offsets in the serialized Markdown (issue 32). Inside a block the two
 * advance together (a character is one position; a hard break is one position and one `\n`), so
 * each block is a shifted copy of the other; a block's sign (`## `, `- `) and the blank lines
 * between blocks have no position, and an empty block no offset of its own.
 */

/** Index of the last block whose `key` is ≤ value (0 when none is). */
function lastAtOrBefore(blocks: BlockSpan[], value: number, key: (b: BlockSpan) => number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(blocks[mid] as BlockSpan) <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The Markdown offset of a ProseMirror position. */
export function pmToMarkdown(blocks: BlockSpan[], pos: number): number {
  if (blocks.length === 0) return 0;
  const block = blocks[lastAtOrBefore(blocks, pos, (b) => b.pmStart - 1)] as BlockSpan;
  // Before the block's opening (position 0, or between two blocks): the start of its line.
  if (pos < block.pmStart) return block.lineStart;
  // After its closing: the end of its text.
  if (pos > block.pmEnd) return block.mdEnd;
  return block.empty ? block.mdStart : block.mdStart + (pos - block.pmStart);
}

/**
 * The ProseMirror position of a Markdown offset. An offset in a sign goes to the start of that
 * block's text; one in the blank lines between blocks to the end of the block before
 * (`bias: 'before'`) or the start of the block after (`'after'`).
 */
export function markdownToPm(
  blocks: BlockSpan[],
  offset: number,
  bias: 'before' | 'after' = 'after',
): number {
  const written = blocks.filter((b) => !b.empty);
  if (written.length === 0) return blocks[0]?.pmStart ?? 1;
  const first = written[0] as BlockSpan;
  if (offset <= first.lineStart) return first.pmStart;
  const index = lastAtOrBefore(written, offset, (b) => b.lineStart);
  const block = written[index] as BlockSpan;
  if (offset <= block.mdEnd) return block.pmStart + Math.max(0, offset - block.mdStart);
  const next = written[index + 1];
  if (!next) return block.pmEnd;
  return bias === 'before' ? block.pmEnd : next.pmStart;
}

/** A Markdown range as ProseMirror positions: its start after any sign or gap, its end before. */
export function markdownRangeToPm(
  blocks: BlockSpan[],
  start: number,
  end: number,
): { from: number; to: number } {
  const from = markdownToPm(blocks, start, 'after');
  const to = markdownToPm(blocks, end, 'before');
  return to < from ? { from, to: from } : { from, to };
}
