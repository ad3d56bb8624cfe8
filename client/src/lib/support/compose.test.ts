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

  it('accepts JPEG, PNG and WebP up to 5 MB and refuses other files', () => {
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', name: 'a.jpg', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', name: 'a.webp', size: 10 })).toBeNull();
    // A system that does not know the type leaves it empty: the name speaks for it.
    expect(imageProblem({ type: '', name: 'a.JPEG', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: 5 * 1024 * 1024 + 1 })).toBe(
      SUPPORT_MESSAGES.imageTooLarge,
    );
    for (const [type, name] of [
      ['application/pdf', 'a.pdf'],
      ['image/gif', 'a.gif'],
      ['image/bmp', 'a.bmp'],
      ['image/svg+xml', 'a.svg'],
      ['', 'a.gif'],
    ] as const)
      expect(imageProblem({ type, name, size: 10 })).toBe(SUPPORT_MESSAGES.invalidType);
    expect(SUPPORT_MESSAGES.invalidType).toBe('Invalid File Type: Please select a JPEG, PNG or WebP image.');
  });

  it('tells a HEIC photo how to send it, by its type or its name', () => {
    for (const [type, name] of [
      ['image/heic', 'IMG_0001.HEIC'],
      ['image/heif', 'photo.heif'],
      ['', 'IMG_0002.heic'],
    ] as const)
      expect(imageProblem({ type, name, size: 10 })).toBe(SUPPORT_MESSAGES.heicPhoto);
    expect(splitMessage(SUPPORT_MESSAGES.heicPhoto).title).toBe('Invalid File Type');
    expect(SUPPORT_MESSAGES.heicPhoto).toMatch(/JPEG, PNG or WebP/);
    expect(SUPPORT_MESSAGES.heicPhoto).toMatch(/Settings > Camera > Formats > Most Compatible/);
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
