import { describe, expect, it } from 'vitest';
import {
  compareHint,
  comparisonOf,
  designName,
  restoreWarning,
  toggleChoice,
  versionTime,
} from './versions-view';

describe('versionTime', () => {
  it('writes the day and the time on the Lagos clock by default', () => {
    // 13:05 UTC is 2:05 PM in Lagos (UTC+1 all year).
    expect(versionTime('2026-11-28T13:05:00Z', 'Africa/Lagos')).toBe('28 Nov 2026, 2:05 PM');
    // 23:30 UTC is already the next day in Lagos.
    expect(versionTime('2026-11-28T23:30:00Z', 'Africa/Lagos')).toBe('29 Nov 2026, 12:30 AM');
    expect(versionTime('2026-11-28T23:30:00Z', 'UTC')).toBe('28 Nov 2026, 11:30 PM');
  });

  it('is empty for a date it cannot read', () => {
    expect(versionTime('not a date', 'Africa/Lagos')).toBe('');
  });
});

describe('designName', () => {
  it('names the design, or the default design of the kind when none or another kind is stored', () => {
    expect(designName('resume', 'modern')).toBe('Modern');
    expect(designName('resume', null)).toBe('Classic');
    expect(designName('cover_letter', 'classic')).toBe('Standard');
  });
});

describe('choosing two versions to compare', () => {
  it('keeps at most two, the newest choice replacing the earliest', () => {
    let chosen = toggleChoice([], 3, true);
    expect(chosen).toEqual([3]);
    chosen = toggleChoice(chosen, 1, true);
    expect(chosen).toEqual([3, 1]);
    chosen = toggleChoice(chosen, 5, true);
    expect(chosen).toEqual([1, 5]);
    expect(toggleChoice(chosen, 1, false)).toEqual([5]);
    expect(toggleChoice(chosen, 5, true)).toEqual([1, 5]);
  });

  it('compares the older with the newer, whatever the order chosen', () => {
    expect(comparisonOf([5, 2])).toEqual({ from: 2, to: 5 });
    expect(comparisonOf([2])).toBeNull();
    expect(compareHint([])).toBe('Tick two versions to see what changed between them.');
    expect(compareHint([4])).toBe('Version 4 chosen. Choose one more version to compare.');
    expect(compareHint([5, 2])).toBe('Showing the changes from version 2 to version 5.');
  });
});

describe('restoreWarning', () => {
  it('says the current text is kept, and that unsaved changes go only when there are some', () => {
    expect(restoreWarning(2, false)).toEqual([
      'Version 2 becomes the current text, saved as a new version.',
      'The current text is kept in History, so you can go back to it at any time.',
    ]);
    expect(restoreWarning(2, true).at(-1)).toContain('unsaved changes');
  });
});
