import { describe, expect, it } from 'vitest';
import { LETTER_STYLES, letterScoreName, letterScoreText, letterTone } from './score';
import { reportNames, requirementsNote, requirementsText } from './wording';

// Issue 28: a cover letter's report speaks of the letter, in words and colours that fit one.

describe("a cover letter's wording", () => {
  it('says how many of the key requirements it addresses', () => {
    expect(requirementsText(4, 6)).toBe('Addresses 4 of 6 key requirements');
    expect(requirementsText(0, 6)).toBe('Addresses 0 of 6 key requirements');
    expect(requirementsText(1, 1)).toBe('Addresses 1 of 1 key requirement');
    expect(requirementsText(0, 0)).toBe('No key requirements found in the job description');
  });

  it('says what to do next, kindly', () => {
    expect(requirementsNote(6, 6)).toBe('Every key requirement of the job is in your letter.');
    expect(requirementsNote(5, 6)).toBe('Mention the other one where your experience fits.');
    expect(requirementsNote(4, 6)).toBe('Mention the other 2 where your experience fits.');
    expect(requirementsNote(0, 6)).toBe('Name the requirements you meet, with an example of each.');
    expect(requirementsNote(0, 0)).toBe('There is nothing in the job description to measure the letter on.');
  });

  it('never reads as a resume: no "match", no "Weak", no "your resume"', () => {
    const said = [
      requirementsText(1, 6),
      requirementsNote(1, 6),
      letterScoreText(17),
      letterScoreName(17),
      reportNames('cover_letter').title,
      reportNames('cover_letter').phrase,
    ].join(' ');
    expect(said).not.toMatch(/match|weak|resume|ATS/i);
    expect(reportNames('resume')).toEqual({ title: 'ATS match', phrase: 'ATS match' });
    expect(reportNames('cover_letter')).toEqual({ title: 'Job fit', phrase: 'job fit' });
  });

  it('names its stored score as a share of the requirements', () => {
    expect(letterScoreText(67)).toBe('Job fit 67%');
    expect(letterScoreName(66.6)).toBe("Addresses 67% of the job's key requirements");
    expect(letterScoreText(Number.NaN)).toBe('Job fit 0%');
  });

  it('is never red: sky blue until every requirement is addressed, then emerald', () => {
    expect(letterTone(0, 6)).toBe('partial');
    expect(letterTone(5, 6)).toBe('partial');
    expect(letterTone(6, 6)).toBe('complete');
    expect(letterTone(0, 0)).toBe('partial');
    for (const style of Object.values(LETTER_STYLES))
      expect(Object.values(style).join(' ')).not.toMatch(/\b(?:bg|text|ring|stroke)-(?:red|amber)-/);
    expect(LETTER_STYLES.partial.badge).toContain('sky');
  });
});
