/**
 * A word diff of two short texts (issue 32: a suggestion beside its selection, and two versions of
 * a document side by side). Words and the spaces after them are the units, compared by their
 * words only: a word whose spacing changed ("₦20,000" at the end, "₦20,000 " before a new word)
 * is unchanged, shown with the new text's spacing. The longest common subsequence of the units,
 * after the shared head and tail are set aside. Past MAX_CELLS the changed middle is shown as
 * removed then added, so a huge pair never freezes the page.
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
  const unitsA = wordUnits(oldText);
  const unitsB = wordUnits(newText);
  const a = unitsA.map(keyOf);
  const b = unitsB.map(keyOf);
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
  push('same', unitsB.slice(0, head).join(''));
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  if (midA.length * midB.length > MAX_CELLS) {
    push('removed', unitsA.slice(head, a.length - tail).join(''));
    push('added', unitsB.slice(head, b.length - tail).join(''));
  } else {
    for (const [kind, i] of middle(midA, midB))
      push(kind, kind === 'removed' ? (unitsA[head + i] as string) : (unitsB[head + i] as string));
  }
  push('same', unitsB.slice(b.length - tail).join(''));
  return parts;
}

/** A unit's word without its trailing spaces; a run of white space compares as one. */
const keyOf = (unit: string): string => unit.trimEnd() || ' ';

/**
 * The LCS table walked from the start: removals before additions at each change. Answers each
 * unit's index in its own side (the old side's for a removal, the new side's otherwise).
 */
function middle(a: string[], b: string[]): [WordDiffKind, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
  const out: [WordDiffKind, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push(['same', j]);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) {
      out.push(['removed', i]);
      i += 1;
    } else {
      out.push(['added', j]);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) out.push(['removed', i]);
  for (; j < b.length; j += 1) out.push(['added', j]);
  return out;
}

/**
 * The new text (same + added parts) of a diff exactly, and the old one (same + removed parts) up
 * to the spacing of unchanged words.
 */
export function sidesOf(parts: WordDiffPart[]): { before: string; after: string } {
  let before = '';
  let after = '';
  for (const p of parts) {
    if (p.kind !== 'added') before += p.text;
    if (p.kind !== 'removed') after += p.text;
  }
  return { before, after };
}
