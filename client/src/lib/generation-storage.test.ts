import { describe, expect, it } from 'vitest';
import { EMPTY_GENERATE_FORM } from './generate-form';
import {
  forgetGeneration,
  recallGeneration,
  rememberGeneration,
  runningGenerationKey,
} from './generation-storage';
import { memoryStorage, throwingStorage } from './memory-storage.test-helper';

const running = { id: 'g1', coverLetter: true, resume: false, readsResume: true };

describe('running generation storage', () => {
  it('remembers one generation per user', () => {
    const storage = memoryStorage();
    rememberGeneration(storage, 'u1', running);
    expect(recallGeneration(storage, 'u1')).toEqual({ ...running, request: null, applicationId: null });
    expect(recallGeneration(storage, 'u2')).toBeNull();
    expect(storage.data.has(runningGenerationKey('u1'))).toBe(true);
  });

  it('keeps the application the start answer named, so View application survives a reload', () => {
    const storage = memoryStorage();
    rememberGeneration(storage, 'u1', { ...running, applicationId: 'a1' });
    expect(recallGeneration(storage, 'u1')?.applicationId).toBe('a1');
    rememberGeneration(storage, 'u1', { ...running, applicationId: 7 as unknown as string });
    expect(recallGeneration(storage, 'u1')?.applicationId).toBeNull();
  });

  it('forgets only the generation it was asked to', () => {
    const storage = memoryStorage();
    rememberGeneration(storage, 'u1', running);
    forgetGeneration(storage, 'u1', 'other');
    expect(recallGeneration(storage, 'u1')?.id).toBe('g1');
    forgetGeneration(storage, 'u1', 'g1');
    expect(recallGeneration(storage, 'u1')).toBeNull();
  });

  it('ignores damaged values and blocked storage', () => {
    expect(recallGeneration(memoryStorage({ [runningGenerationKey('u1')]: '{oops' }), 'u1')).toBeNull();
    expect(recallGeneration(memoryStorage({ [runningGenerationKey('u1')]: '{"id":3}' }), 'u1')).toBeNull();
    expect(recallGeneration(throwingStorage, 'u1')).toBeNull();
    expect(() => rememberGeneration(throwingStorage, 'u1', running)).not.toThrow();
    expect(() => forgetGeneration(throwingStorage, 'u1', 'g1')).not.toThrow();
  });
});

describe('the sent request', () => {
  it('keeps what was sent beside the id, and repairs damaged fields', () => {
    const storage = memoryStorage();
    const request = {
      values: { ...EMPTY_GENERATE_FORM, jobTitle: 'Data Analyst', generateCoverLetter: true },
      resumeFileId: 'f1',
      resumeName: 'cv.pdf',
    };
    rememberGeneration(storage, 'u1', { ...running, request });
    expect(recallGeneration(storage, 'u1')?.request).toEqual(request);
    storage.setItem(
      runningGenerationKey('u1'),
      JSON.stringify({ ...running, request: { values: { jobTitle: 3, companyName: 'X' }, resumeFileId: 7 } }),
    );
    expect(recallGeneration(storage, 'u1')?.request).toEqual({
      values: { ...EMPTY_GENERATE_FORM, companyName: 'X' },
      resumeFileId: null,
      resumeName: null,
    });
  });
});
