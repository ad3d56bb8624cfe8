import { describe, expect, it } from 'vitest';
import { BAND_LABELS, clampScore, scoreBand, scoreChange, scoreName, scoreSentence } from './score';

describe('score', () => {
  it('is a whole number from 0 to 100, whatever arrives', () => {
    expect(clampScore(82.4)).toBe(82);
    expect(clampScore(82.5)).toBe(83);
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(140)).toBe(100);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(clampScore(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('falls in bands at 50 and 75', () => {
    expect([0, 49, 49.4, 50, 74, 75, 100].map(scoreBand)).toEqual([
      'weak',
      'weak',
      'weak',
      'fair',
      'fair',
      'strong',
      'strong',
    ]);
    // 74.6 shows as 75, so it must read as strong too.
    expect(scoreBand(74.6)).toBe('strong');
    expect(BAND_LABELS[scoreBand(60)]).toBe('Fair match');
  });

  it('has one accessible name', () => {
    expect(scoreName(82)).toBe('ATS match 82 out of 100');
    expect(scoreSentence(null, 82)).toBe('ATS match 82 out of 100');
    expect(scoreSentence(41, 78)).toBe('ATS match 78 out of 100 (your resume: 41)');
    expect(scoreSentence(41, 78, 'your details')).toBe('ATS match 78 out of 100 (your details: 41)');
  });

  it('says how it changed from the source', () => {
    expect(scoreChange(null, 70)).toEqual({ delta: null, text: '' });
    expect(scoreChange(41, 78)).toEqual({ delta: 37, text: 'up 37 from your resume' });
    expect(scoreChange(80, 70.2)).toEqual({ delta: -10, text: 'down 10 from your resume' });
    expect(scoreChange(70, 70, 'your details')).toEqual({ delta: 0, text: 'same as your details' });
  });
});
