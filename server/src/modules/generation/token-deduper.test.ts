import type { GenerationEvent } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { tokenDeduper } from './generation.events.js';

const token = (delta: string, at: number): GenerationEvent => ({
  type: 'token',
  document: 'cover_letter',
  delta,
  at,
});

describe('tokenDeduper', () => {
  it('drops tokens already inside the stored text and trims one that straddles its end', () => {
    const unseen = tokenDeduper({ cover_letter: 'Dear Hiring' });
    expect(unseen(token('Dear', 0))).toBeNull();
    expect(unseen(token(' Hiring', 4))).toBeNull();
    expect(unseen(token('ing Team', 8))).toEqual(token(' Team', 11));
    expect(unseen(token(',', 16))).toEqual(token(',', 16));
  });

  it('passes other events and the other document through, and starts over on restart', () => {
    const unseen = tokenDeduper({ cover_letter: 'Dear' });
    const resume: GenerationEvent = { type: 'token', document: 'resume', delta: '# Ada', at: 0 };
    expect(unseen(resume)).toEqual(resume);
    expect(unseen({ type: 'stage', stage: 'saving' })).toEqual({ type: 'stage', stage: 'saving' });
    expect(unseen({ type: 'restart', document: 'cover_letter' })).toEqual({
      type: 'restart',
      document: 'cover_letter',
    });
    expect(unseen(token('Dear', 0))).toEqual(token('Dear', 0));
  });
});
