/**
 * A line diff of two prompt versions (no dependency): the longest common subsequence of their
 * lines, after the shared head and tail are set aside. Prompts are bounded (20,000 characters), so
 * the table stays small; past MAX_CELLS the changed middle is shown as removed then added.
 */
export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffLine {
  kind: DiffKind;
  text: string;
  /** Line number in the old text (same / removed), 1-based. */
  oldLine?: number;
  /** Line number in the new text (same / added), 1-based. */
  newLine?: number;
}

const MAX_CELLS = 4_000_000;

const splitLines = (text: string): string[] => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

export function diffLines(oldText: string, newText: string): DiffLine[] {
  const a = splitLines(oldText);
  const b = splitLines(newText);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;

  const out: DiffLine[] = [];
  for (let i = 0; i < head; i += 1)
    out.push({ kind: 'same', text: a[i] as string, oldLine: i + 1, newLine: i + 1 });
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  for (const line of middle(midA, midB)) {
    out.push({
      ...line,
      ...(line.oldLine !== undefined ? { oldLine: line.oldLine + head } : {}),
      ...(line.newLine !== undefined ? { newLine: line.newLine + head } : {}),
    });
  }
  for (let k = tail; k > 0; k -= 1) {
    const i = a.length - k;
    const j = b.length - k;
    out.push({ kind: 'same', text: a[i] as string, oldLine: i + 1, newLine: j + 1 });
  }
  return out;
}

/** The changed middle: an LCS table walked from the start, removals before additions. */
function middle(a: string[], b: string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    return [
      ...a.map((text, i): DiffLine => ({ kind: 'removed', text, oldLine: i + 1 })),
      ...b.map((text, j): DiffLine => ({ kind: 'added', text, newLine: j + 1 })),
    ];
  }
  // lcs[i][j]: length of the LCS of a[i..] and b[j..], in one flat array.
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * width + j] as number, lcs[i * width + j + 1] as number);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] as string, oldLine: i + 1, newLine: j + 1 });
      i += 1;
      j += 1;
    } else if ((lcs[(i + 1) * width + j] as number) >= (lcs[i * width + j + 1] as number)) {
      out.push({ kind: 'removed', text: a[i] as string, oldLine: i + 1 });
      i += 1;
    } else {
      out.push({ kind: 'added', text: b[j] as string, newLine: j + 1 });
      j += 1;
    }
  }
  for (; i < n; i += 1) out.push({ kind: 'removed', text: a[i] as string, oldLine: i + 1 });
  for (; j < m; j += 1) out.push({ kind: 'added', text: b[j] as string, newLine: j + 1 });
  return out;
}

/** How many lines were added and removed. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}

export interface DiffHunk {
  /** Unchanged lines folded away before this hunk (0 for the first when it starts the text). */
  skippedBefore: number;
  lines: DiffLine[];
}

/**
 * The changes with `context` unchanged lines around each, the rest folded, as a reviewer reads a
 * diff; no hunk at all when the texts are the same.
 */
export function diffHunks(
  lines: readonly DiffLine[],
  context = 2,
): { hunks: DiffHunk[]; skippedAfter: number } {
  const keep = new Array<boolean>(lines.length).fill(false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k += 1)
      keep[k] = true;
  });
  const hunks: DiffHunk[] = [];
  let skipped = 0;
  let current: DiffHunk | null = null;
  lines.forEach((line, index) => {
    if (!keep[index]) {
      current = null;
      skipped += 1;
      return;
    }
    if (!current) {
      current = { skippedBefore: skipped, lines: [] };
      hunks.push(current);
      skipped = 0;
    }
    current.lines.push(line);
  });
  return { hunks, skippedAfter: hunks.length === 0 ? 0 : skipped };
}
