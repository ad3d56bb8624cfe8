import { describe, expect, it } from 'vitest';
import {
  checksText,
  claimKindLabel,
  keywordCountText,
  pleaseCheckText,
  readBackTitle,
  sourceWording,
} from './wording';

describe('report wording', () => {
  it('counts the claims to check', () => {
    expect(pleaseCheckText(0)).toBe('Nothing to check');
    expect(pleaseCheckText(1)).toBe('1 claim to check');
    expect(pleaseCheckText(4)).toBe('4 claims to check');
  });

  it('counts keywords and checks', () => {
    expect(keywordCountText(6, 9)).toBe('6 of 9 keywords found');
    expect(keywordCountText(1, 1)).toBe('1 of 1 keyword found');
    expect(keywordCountText(0, 0)).toBe('No keywords found in the job description');
    expect(checksText(4, 5)).toBe('4 of 5 checks passed');
  });

  it('names claim kinds, even unknown ones', () => {
    expect(claimKindLabel('percentage')).toBe('Percentage');
    expect(claimKindLabel('job_title')).toBe('Job title');
    expect(claimKindLabel('membership')).toBe('Membership');
    expect(claimKindLabel('award')).toBe('Award');
    expect(claimKindLabel('something_new')).toBe('Claim');
  });

  it('names the source', () => {
    expect(sourceWording('resume')?.short).toBe('your resume');
    expect(sourceWording('personal_details')?.long).toBe('the details you typed');
    expect(sourceWording('none')).toBeNull();
  });

  it('titles a file read-back', () => {
    const base = { score: 80, detail: 'Reads back exactly.', lostWords: [] as string[] };
    expect(readBackTitle({ ...base, format: 'pdf', faithful: true })).toBe('PDF reads back exactly');
    expect(readBackTitle({ ...base, format: 'docx', faithful: false, lostWords: ['office'] })).toBe(
      'DOCX loses 1 word',
    );
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(readBackTitle({ ...base, format: 'pdf', faithful: false, lostWords: many })).toBe(
      'PDF loses 20 words or more',
    );
    expect(readBackTitle({ ...base, format: 'pdf', faithful: false })).toBe('PDF reads back differently');
  });
});
