import type { UserDto } from '@app/shared/auth/user';
import { PHOTO_MESSAGES, PROFILE_MESSAGES } from '@app/shared/profile/messages';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-file';
import { checkProfileForm, profileFormValues, titled } from './profile-form';
import { UPLOAD_FALLBACK, uploadErrorMessage } from './upload-photo';

const MB = 1024 * 1024;
const values = { firstName: ' Ada ', lastName: 'Obi', email: 'ada@example.com', linkedinProfile: '' };

describe('profile form', () => {
  it('starts from the stored values, empty where nothing is stored', () => {
    const user = { firstName: 'Ada', lastName: null, email: 'a@b.ng', linkedinProfile: null } as UserDto;
    expect(profileFormValues(user)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'a@b.ng',
      linkedinProfile: '',
    });
  });

  it('trims the names and clears an empty LinkedIn address', () => {
    const check = checkProfileForm(values, { email: true, linkedin: true });
    expect(check).toEqual({
      ok: true,
      input: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', linkedinProfile: null },
    });
  });

  it('needs both names after trimming, with the spec’s words once', () => {
    const check = checkProfileForm({ ...values, lastName: '   ' }, { email: false, linkedin: true });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.namesMissing).toBe(PROFILE_MESSAGES.namesRequired);
    expect(Object.keys(check.errors)).toEqual(['lastName']);
  });

  it('refuses a LinkedIn profile that is not a web address', () => {
    const check = checkProfileForm(
      { ...values, linkedinProfile: 'linkedin' },
      { email: false, linkedin: true },
    );
    expect(check.ok ? null : check.errors.linkedinProfile).toBe(PROFILE_MESSAGES.linkedinInvalid);
  });

  it('splits a spec message into a toast title and sentence', () => {
    expect(titled(PROFILE_MESSAGES.namesRequired)).toEqual({
      title: 'Missing Information',
      description: 'Please enter your first and last name.',
    });
  });
});

describe('photo checks', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(photoProblem({ type: 'image/jpg', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_MESSAGES.invalidType);
    expect(photoProblem({ type: 'image/webp', size: 5 * MB + 1 })).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('shows the server’s sentence, or the spec’s fallback', () => {
    const json = 'application/json; charset=utf-8';
    expect(uploadErrorMessage(json, JSON.stringify({ message: PHOTO_MESSAGES.tooLarge }))).toBe(
      PHOTO_MESSAGES.tooLarge,
    );
    expect(uploadErrorMessage('text/html', '<h1>502</h1>')).toBe(UPLOAD_FALLBACK);
    expect(uploadErrorMessage(json, '{}')).toBe(UPLOAD_FALLBACK);
  });
});
