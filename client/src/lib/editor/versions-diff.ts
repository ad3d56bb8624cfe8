import { countOf } from '@app/shared/format/count';
import { diffWords, type WordDiffPart } from './word-diff';

/**
 * The word diff of two versions as the History panel shows it (issue 32), compared as the editor
 * shows them (readableText). diffWords already reads a word whose spacing changed as unchanged;
 * here a replaced word's line breaks are left to the added text, so they are shown once.
 */
export function versionDiff(before: string, after: string): WordDiffPart[] {
  const parts = diffWords(readableText(before), readableText(after));
  return parts.map((part, i) =>
    part.kind === 'removed' && parts[i + 1]?.kind === 'added'
      ? { kind: part.kind, text: part.text.replace(/\s+$/, ' ') }
      : part,
  );
}

/**
 * A version's text as the editor shows it (issue 32: no Markdown sign is shown): headings without
 * their '#', bullets as '•'. Only what the comparison displays; the stored text is unchanged.
 */
export function readableText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => line.replace(/^\s{0,3}#{1,6}\s+/, '').replace(/^\s{0,3}[-*+]\s+/, '• '))
    .join('\n');
}

const words = (text: string): number => text.match(/\S+/g)?.length ?? 0;

/** '3 words added, 1 word removed.', or that only the spacing changed, or nothing. */
export function diffSummary(parts: readonly WordDiffPart[], before: string, after: string): string {
  let added = 0;
  let removed = 0;
  for (const p of parts) {
    if (p.kind === 'added') added += words(p.text);
    if (p.kind === 'removed') removed += words(p.text);
  }
  if (added === 0 && removed === 0)
    return readableText(before) === readableText(after)
      ? 'The two versions have the same text.'
      : 'The words are the same; only spacing or line breaks changed.';
  return `${countOf(added, 'word')} added, ${countOf(removed, 'word')} removed.`;
}
