import { DEFAULT_SETTINGS } from '@app/shared/profile/settings';
import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';
import { applyPatch, rollBack, undoPatch } from './settings-state';

describe('optimistic settings', () => {
  it('shows a change at once, leaving the rest as it was', () => {
    const next = applyPatch(DEFAULT_SETTINGS, { darkMode: true, language: undefined });
    expect(next).toEqual({ ...DEFAULT_SETTINGS, darkMode: true });
    expect(DEFAULT_SETTINGS.darkMode).toBe(false);
  });

  it('rolls back only what the failed save changed', () => {
    const before = DEFAULT_SETTINGS;
    // Dark mode (failed) and marketing (saved meanwhile) were both flipped.
    const now = { ...before, darkMode: true, marketingEmails: true };
    expect(rollBack(now, before, { darkMode: true })).toEqual({ ...before, marketingEmails: true });
    expect(undoPatch(before, { darkMode: true })).toEqual({ darkMode: false });
  });
});

describe('describeChange', () => {
  it('says what is now true, in words', () => {
    expect(describeChange({ darkMode: true })).toBe('Dark mode is on.');
    expect(describeChange({ emailNotifications: false })).toBe('Email notifications are off.');
    expect(describeChange({ language: 'fr' })).toBe('New documents will be written in French.');
    expect(describeChange({ timezone: 'America/New_York' })).toBe('Dates now show in Eastern Time.');
  });
});
