import { describe, expect, it } from 'vitest';
import { lineOfOffset, locateValue, markTerms } from './highlight';

describe('locateValue', () => {
  const text = 'Grew revenue by 73%. Cut costs by 73% again.';

  it('keeps offsets that still hold', () => {
    expect(locateValue(text, '73%', { start: 16, end: 19 })).toEqual({ start: 16, end: 19 });
  });

  it('finds the nearest occurrence when the text moved', () => {
    const moved = `Hello. ${text}`;
    expect(locateValue(moved, '73%', { start: 16, end: 19 })).toEqual({ start: 23, end: 26 });
    expect(locateValue(moved, '73%', { start: 40, end: 43 })).toEqual({ start: 41, end: 44 });
  });

  it('gives null when it was edited away', () => {
    expect(locateValue('Grew revenue a lot.', '73%', { start: 16, end: 19 })).toBeNull();
    expect(locateValue(text, '', { start: 0, end: 0 })).toBeNull();
  });
});

describe('markTerms', () => {
  const marked = (parts: ReturnType<typeof markTerms>) => parts.filter((p) => p.marked).map((p) => p.text);

  it('marks whole words, any case, keeping the text as written', () => {
    const parts = markTerms('Run Kubernetes clusters; kubernetes on-call.', ['kubernetes']);
    expect(marked(parts)).toEqual(['Kubernetes', 'kubernetes']);
    expect(parts.map((p) => p.text).join('')).toBe('Run Kubernetes clusters; kubernetes on-call.');
    expect(marked(markTerms('Reactive systems, React.', ['React']))).toEqual(['React']);
  });

  it('handles terms with symbols and prefers the longest', () => {
    expect(marked(markTerms('Node.js and C++ and C#.', ['Node.js', 'C++', 'C#']))).toEqual([
      'Node.js',
      'C++',
      'C#',
    ]);
    expect(marked(markTerms('payment APIs and APIs', ['APIs', 'payment APIs']))).toEqual([
      'payment APIs',
      'APIs',
    ]);
  });

  it('leaves text without terms alone', () => {
    expect(markTerms('Nothing here', [])).toEqual([{ text: 'Nothing here', marked: false }]);
    expect(markTerms('', ['x'])).toEqual([]);
    expect(markTerms('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', marked: false },
      { text: '(b)', marked: true },
      { text: ' c', marked: false },
    ]);
  });
});

describe('lineOfOffset', () => {
  it('counts hard line breaks before the offset', () => {
    const text = 'a\nb\n\nc';
    expect(lineOfOffset(text, 0)).toBe(0);
    expect(lineOfOffset(text, 2)).toBe(1);
    expect(lineOfOffset(text, 5)).toBe(3);
    expect(lineOfOffset(text, 99)).toBe(3);
    expect(lineOfOffset(text, -4)).toBe(0);
  });
});
