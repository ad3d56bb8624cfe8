/**
 * A word diff of two short texts (issue 32: a suggestion beside its selection, and two versions of
 * a document side by side). Words and the spaces after them are the units; the longest common
 * subsequence of the units, after the shared head and tail are set aside. Past MAX_CELLS the
 * changed middle is shown as removed then added, so a huge pair never freezes the page.
 */
export type WordDiffKind = 'same' | 'added' | 'removed';

export interface WordDiffPart {
  kind: WordDiffKind;
  text: string;
}

const MAX_CELLS = 4_000_000;

/** Splits into words with their trailing white space, so joining the parts gives the text back. */
export const wordUnits = (text: string): string[] => text.match(/\s+|[^\s]+\s*/g) ?? [];

export function diffWords(oldText: string, newText: string): WordDiffPart[] {
  const a = wordUnits(oldText);
  const b = wordUnits(newText);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const parts: WordDiffPart[] = [];
  const push = (kind: WordDiffKind, text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push('same', a.slice(0, head).join(''));
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  if (midA.length * midB.length > MAX_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    for (const [kind, text] of middle(midA, midB)) push(kind, text);
  }
  push('same', a.slice(a.length - tail).join(''));
  return parts;
}

/** The LCS table walked from the start: removals before additions at each change. */
function middle(a: string[], b: string[]): [WordDiffKind, string][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
  const out: [WordDiffKind, string][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push(['same', a[i] as string]);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) {
      out.push(['removed', a[i] as string]);
      i += 1;
    } else {
      out.push(['added', b[j] as string]);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) out.push(['removed', a[i] as string]);
  for (; j < b.length; j += 1) out.push(['added', b[j] as string]);
  return out;
}

/** The old text (same + removed parts) and the new one (same + added parts) of a diff. */
export function sidesOf(parts: WordDiffPart[]): { before: string; after: string } {
  let before = '';
  let after = '';
  for (const p of parts) {
    if (p.kind !== 'added') before += p.text;
    if (p.kind !== 'removed') after += p.text;
  }
  return { before, after };
}
