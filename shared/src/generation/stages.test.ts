import { describe, expect, it } from 'vitest';
import { documentProgress, EXPECTED_LENGTH, retryMessage } from './stages.js';

describe('documentProgress', () => {
  it('grows with the text and stays below 100 until the document is finished', () => {
    expect(documentProgress('cover_letter', 0)).toBe(0);
    expect(documentProgress('cover_letter', EXPECTED_LENGTH.cover_letter / 2)).toBe(50);
    expect(documentProgress('resume', EXPECTED_LENGTH.resume / 4)).toBe(25);
    // A longer answer than expected never shows as done.
    expect(documentProgress('cover_letter', EXPECTED_LENGTH.cover_letter * 3)).toBe(95);
    expect(documentProgress('resume', 10, true)).toBe(100);
  });

  it('words a retry as the person reads it', () => {
    expect(retryMessage(2, 3)).toBe('The AI service had a problem — trying again, 2 of 3');
  });
});
