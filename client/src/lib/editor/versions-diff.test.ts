import { describe, expect, it } from 'vitest';
import { diffSummary, readableText, versionDiff } from './versions-diff';
import { sidesOf } from './word-diff';

describe('versionDiff', () => {
  it('marks only the words that changed, even where a word’s spacing changed', () => {
    const before = 'Built payment flows\nFixed sync';
    const after = 'Built fast payment flows in Lagos\nFixed sync';
    const parts = versionDiff(before, after);
    expect(parts).toEqual([
      { kind: 'same', text: 'Built ' },
      { kind: 'added', text: 'fast ' },
      { kind: 'same', text: 'payment flows ' },
      { kind: 'added', text: 'in Lagos\n' },
      { kind: 'same', text: 'Fixed sync' },
    ]);
    expect(sidesOf(parts).after).toBe(after);
  });

  it('compares the texts as the editor shows them, without Markdown signs', () => {
    expect(readableText('# Ada Obi\nLagos\n\n## Skills\n\n- SQL\n* Python\nA - B')).toBe(
      'Ada Obi\nLagos\n\nSkills\n\n• SQL\n• Python\nA - B',
    );
    const parts = versionDiff('## Skills\n\n- SQL', '## Skills\n\n- SQL\n- Python');
    expect(sidesOf(parts).after).toBe('Skills\n\n• SQL\n• Python');
  });

  it('shows a replaced word at the end of a line without its line breaks', () => {
    const parts = versionDiff('Fluent in Python.\n\nNext', 'Fluent in dbt.\n\nNext');
    expect(parts).toEqual([
      { kind: 'same', text: 'Fluent in ' },
      { kind: 'removed', text: 'Python. ' },
      { kind: 'added', text: 'dbt.\n\n' },
      { kind: 'same', text: 'Next' },
    ]);
  });

  it('keeps replacements as a removal then an addition', () => {
    expect(versionDiff('one two three', 'one four three')).toEqual([
      { kind: 'same', text: 'one ' },
      { kind: 'removed', text: 'two ' },
      { kind: 'added', text: 'four ' },
      { kind: 'same', text: 'three' },
    ]);
  });
});

describe('diffSummary', () => {
  it('counts the words added and removed', () => {
    const before = 'Built payment flows';
    const after = 'Built fast payment flows in Lagos';
    expect(diffSummary(versionDiff(before, after), before, after)).toBe('3 words added, 0 words removed.');
    expect(diffSummary(versionDiff('one two', 'one three'), 'one two', 'one three')).toBe(
      '1 word added, 1 word removed.',
    );
  });

  it('says when nothing but spacing changed, or nothing at all', () => {
    expect(diffSummary(versionDiff('a b', 'a b'), 'a b', 'a b')).toBe('The two versions have the same text.');
    expect(diffSummary(versionDiff('a b', 'a\n\nb'), 'a b', 'a\n\nb')).toBe(
      'The words are the same; only spacing or line breaks changed.',
    );
  });
});
