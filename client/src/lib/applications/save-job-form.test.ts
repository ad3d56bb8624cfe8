import { APPLICATION_MESSAGES as M } from '@app/shared/applications/messages';
import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../memory-storage.test-helper';
import {
  checkSaveJob,
  dropSaveJobDraft,
  EMPTY_SAVE_JOB,
  keepSaveJobDraft,
  readSaveJobDraft,
  SAVE_JOB_DRAFT_KEY,
} from './save-job-form';

const FILLED = {
  ...EMPTY_SAVE_JOB,
  jobTitle: 'Graduate Trainee',
  companyName: 'Zenith Bank',
  jobDescription: 'A two-year programme for graduates with a 2:1.',
};

describe('save a job: the form', () => {
  it("shows the shared schema's message under each field, the first in form order", () => {
    const check = checkSaveJob({
      ...EMPTY_SAVE_JOB,
      jobUrl: 'javascript:alert(1)',
      closingDate: '2026-02-30',
    });
    expect(check).toEqual({
      ok: false,
      first: 'jobTitle',
      errors: {
        jobTitle: M.jobTitle,
        companyName: M.companyName,
        jobDescription: M.jobDescription,
        jobUrl: M.jobUrl,
        closingDate: M.closingDate,
      },
    });
  });

  it('sends blank optional fields as none and trims the rest', () => {
    const check = checkSaveJob({ ...FILLED, jobTitle: '  Graduate Trainee ' });
    expect(check.ok && check.input).toMatchObject({
      jobTitle: 'Graduate Trainee',
      companyLocation: null,
      jobUrl: null,
      closingDate: null,
    });
    const dated = checkSaveJob({ ...FILLED, closingDate: '2026-01-31', jobUrl: 'https://jobs.example.ng/1' });
    expect(dated.ok && dated.input.closingDate).toBe('2026-01-31');
  });
});

describe('save a job: the draft', () => {
  it('keeps what was typed and whether the dialog was open, until dropped', () => {
    const storage = memoryStorage();
    keepSaveJobDraft(storage, { values: FILLED, open: true });
    expect(readSaveJobDraft(storage)).toEqual({ values: FILLED, open: true });
    dropSaveJobDraft(storage);
    expect(readSaveJobDraft(storage)).toBeNull();
  });

  it('forgets an empty closed form and ignores what is not a draft', () => {
    const storage = memoryStorage();
    keepSaveJobDraft(storage, { values: FILLED, open: false });
    keepSaveJobDraft(storage, { values: EMPTY_SAVE_JOB, open: false });
    expect(storage.data.has(SAVE_JOB_DRAFT_KEY)).toBe(false);
    storage.setItem(SAVE_JOB_DRAFT_KEY, '{"values":{"jobTitle":42,"companyName":"Kuda"},"open":"yes"}');
    expect(readSaveJobDraft(storage)).toEqual({
      values: { ...EMPTY_SAVE_JOB, companyName: 'Kuda' },
      open: false,
    });
    storage.setItem(SAVE_JOB_DRAFT_KEY, 'not json');
    expect(readSaveJobDraft(storage)).toBeNull();
  });

  it('works without storage (blocked or absent)', () => {
    expect(() => keepSaveJobDraft(throwingStorage, { values: FILLED, open: true })).not.toThrow();
    expect(readSaveJobDraft(throwingStorage)).toBeNull();
    expect(readSaveJobDraft(undefined)).toBeNull();
  });
});
