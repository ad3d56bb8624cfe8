import { describe, expect, it } from 'vitest';
import { diffWords, sidesOf, wordUnits } from './word-diff';

describe('diffWords', () => {
  it('gives both texts back exactly', () => {
    const before = 'Managed a team of 5 engineers on the payments app.';
    const after = 'Led 5 engineers to ship the payments app two weeks early.';
    expect(sidesOf(diffWords(before, after))).toEqual({ before, after });
  });

  it('marks only the changed words', () => {
    expect(diffWords('Worked on the app', 'Built the app')).toEqual([
      { kind: 'removed', text: 'Worked on ' },
      { kind: 'added', text: 'Built ' },
      { kind: 'same', text: 'the app' },
    ]);
  });

  it('reads a word whose spacing changed as unchanged, with the new spacing', () => {
    const parts = diffWords('Saved ₦20,000', 'Saved ₦20,000 a month');
    expect(parts).toEqual([
      { kind: 'same', text: 'Saved ₦20,000 ' },
      { kind: 'added', text: 'a month' },
    ]);
    expect(sidesOf(parts).after).toBe('Saved ₦20,000 a month');
  });

  it('reads an unchanged text as one same part, and an empty one as all added', () => {
    expect(diffWords('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
    expect(diffWords('', 'New words')).toEqual([{ kind: 'added', text: 'New words' }]);
  });

  it('keeps line breaks as units', () => {
    expect(wordUnits('a b\n- c')).toEqual(['a ', 'b\n', '- ', 'c']);
    const parts = diffWords('## Skills\n- Go', '## Skills\n- Go\n- SQL');
    expect(sidesOf(parts).after).toBe('## Skills\n- Go\n- SQL');
    expect(parts.filter((p) => p.kind === 'removed')).toHaveLength(0);
  });
});
