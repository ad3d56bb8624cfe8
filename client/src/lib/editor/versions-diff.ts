import { countOf } from '@app/shared/format/count';
import { diffWords, type WordDiffKind, type WordDiffPart, wordUnits } from './word-diff';

/**
 * The word diff of two versions as the History panel shows it (issue 32). diffWords keeps each
 * word with the spaces after it, so a word whose spacing changed ("flows" at the end of a line,
 * "flows " before a new word) would read as removed and added again. Here a removal and the
 * addition after it give back the words they share at their start and end, shown as unchanged
 * with the newer version's spacing: only the words that really changed are marked. The texts are
 * compared as the editor shows them (readableText).
 */
export function versionDiff(before: string, after: string): WordDiffPart[] {
  const raw = diffWords(readableText(before), readableText(after));
  const out: WordDiffPart[] = [];
  const push = (kind: WordDiffKind, text: string) => {
    if (text === '') return;
    const last = out.at(-1);
    if (last?.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  for (let i = 0; i < raw.length; i += 1) {
    const part = raw[i] as WordDiffPart;
    const next = raw[i + 1];
    if (part.kind === 'removed' && next?.kind === 'added') {
      // A replaced word's line breaks are the added text's to show: the removed one ends in a space.
      for (const [kind, text] of sharedEnds(part.text, next.text))
        push(kind, kind === 'removed' ? text.replace(/\s+$/, ' ') : text);
      i += 1;
    } else push(part.kind, part.text);
  }
  return out;
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

function sharedEnds(removed: string, added: string): [WordDiffKind, string][] {
  const a = wordUnits(removed);
  const b = wordUnits(added);
  const same = (x: string | undefined, y: string | undefined) => x?.trim() === y?.trim();
  let head = 0;
  while (head < a.length && head < b.length && same(a[head], b[head])) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    same(a[a.length - 1 - tail], b[b.length - 1 - tail])
  )
    tail += 1;
  return [
    ['same', b.slice(0, head).join('')],
    ['removed', a.slice(head, a.length - tail).join('')],
    ['added', b.slice(head, b.length - tail).join('')],
    ['same', b.slice(b.length - tail).join('')],
  ];
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
