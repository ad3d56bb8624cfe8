import { describe, expect, it } from 'vitest';
import { diffHunks, diffLines, diffStats } from './line-diff';

const kinds = (old: string, now: string) => diffLines(old, now).map((l) => `${l.kind[0]} ${l.text}`);

describe('diffLines', () => {
  it('marks nothing for equal texts', () => {
    expect(kinds('a\nb', 'a\nb')).toEqual(['s a', 's b']);
    expect(diffLines('', '')).toEqual([]);
  });

  it('finds an added, a removed and a changed line', () => {
    expect(kinds('a\nb\nc', 'a\nb\nx\nc')).toEqual(['s a', 's b', 'a x', 's c']);
    expect(kinds('a\nb\nc', 'a\nc')).toEqual(['s a', 'r b', 's c']);
    expect(kinds('a\nb\nc', 'a\nB\nc')).toEqual(['s a', 'r b', 'a B', 's c']);
  });

  it('keeps the longest common run when lines move', () => {
    expect(kinds('one\ntwo\nthree\nfour', 'two\nthree\nfour\none')).toEqual([
      'r one',
      's two',
      's three',
      's four',
      'a one',
    ]);
  });

  it('numbers lines in both texts', () => {
    expect(diffLines('a\nb\nc', 'a\nx\nb\nc')).toEqual([
      { kind: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'added', text: 'x', newLine: 2 },
      { kind: 'same', text: 'b', oldLine: 2, newLine: 3 },
      { kind: 'same', text: 'c', oldLine: 3, newLine: 4 },
    ]);
  });

  it('treats Windows line ends as line ends and an empty text as no lines', () => {
    expect(kinds('a\r\nb', 'a\nb')).toEqual(['s a', 's b']);
    expect(kinds('', 'a')).toEqual(['a a']);
    expect(kinds('a', '')).toEqual(['r a']);
  });

  it('stays fast and correct on texts as long as a prompt may be', () => {
    const old = Array.from({ length: 1500 }, (_, i) => `line ${i}`).join('\n');
    const now = old.replace('line 700', 'line seven hundred');
    const started = performance.now();
    const lines = diffLines(old, now);
    expect(performance.now() - started).toBeLessThan(500);
    expect(diffStats(lines)).toEqual({ added: 1, removed: 1 });
  });

  it('shows a huge rewrite as removed then added instead of building a huge table', () => {
    const old = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const now = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    expect(diffStats(diffLines(old, now))).toEqual({ added: 3000, removed: 3000 });
  });
});

describe('diffHunks', () => {
  it('folds unchanged lines away from the changes', () => {
    const old = 'a\nb\nc\nd\ne\nf\ng\nh';
    const lines = diffLines(old, old.replace('e', 'E'));
    const { hunks, skippedAfter } = diffHunks(lines, 1);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]?.skippedBefore).toBe(3);
    expect(hunks[0]?.lines.map((l) => l.text)).toEqual(['d', 'e', 'E', 'f']);
    expect(skippedAfter).toBe(2);
  });

  it('has no hunk when nothing changed', () => {
    expect(diffHunks(diffLines('a\nb', 'a\nb'))).toEqual({ hunks: [], skippedAfter: 0 });
  });
});
