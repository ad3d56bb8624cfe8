import { SUPPORT_MESSAGES } from '@app/shared/support/messages';
import { describe, expect, it } from 'vitest';
import {
  APPROACHING_LIMIT,
  charCounter,
  draftProblem,
  imageProblem,
  sendsOnKey,
  splitMessage,
} from './compose';

describe('support composer rules (spec 01 §5)', () => {
  it('refuses an empty draft unless an image is attached', () => {
    expect(draftProblem('   ', false)).toBe(SUPPORT_MESSAGES.empty);
    expect(draftProblem('', true)).toBeNull();
    expect(draftProblem('Hello', false)).toBeNull();
  });

  it('refuses more than 2000 characters and warns above 1800', () => {
    expect(draftProblem('a'.repeat(2001), false)).toBe(SUPPORT_MESSAGES.tooLong);
    expect(draftProblem('a'.repeat(2000), false)).toBeNull();
    expect(charCounter('a'.repeat(1800))).toEqual({ label: '1800/2000', warning: false });
    expect(charCounter('a'.repeat(1801)).warning).toBe(true);
    expect(APPROACHING_LIMIT).toBe('Approaching character limit');
  });

  it('accepts images up to 5 MB and refuses other files', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      SUPPORT_MESSAGES.imageTooLarge,
    );
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe(SUPPORT_MESSAGES.invalidType);
  });

  it('sends on Enter and adds a line on Shift+Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('splits the spec messages into a toast title and description', () => {
    expect(splitMessage(SUPPORT_MESSAGES.imageTooLarge)).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB.',
    });
    expect(splitMessage('Plain')).toEqual({ title: 'Plain', description: '' });
  });
});
