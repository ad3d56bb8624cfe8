import { describe, expect, it } from 'vitest';
import { exportFilename } from './export.js';
import { PROFILE_MESSAGES } from './messages.js';
import { ZProfileUpdate } from './schemas.js';
import { DEFAULT_SETTINGS, ZSettingsPatch } from './settings.js';

describe('profile contract', () => {
  it('names the export file with the date on the person’s clock', () => {
    const lateInLondon = new Date('2026-11-23T23:30:00Z');
    expect(exportFilename(lateInLondon, 'Europe/London')).toBe('jobpadi-export-2026-11-23.json');
    // Without a chosen clock: West Africa Time, where it is already half past midnight.
    expect(exportFilename(lateInLondon)).toBe('jobpadi-export-2026-11-24.json');
    expect(exportFilename(new Date('2026-11-24T02:30:00Z'), 'America/Los_Angeles')).toBe(
      'jobpadi-export-2026-11-23.json',
    );
  });

  it('trims names and requires both, with the spec’s words', () => {
    expect(ZProfileUpdate.parse({ firstName: ' Ada ', lastName: ' Obi ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
    });
    const refused = ZProfileUpdate.safeParse({ firstName: 'Ada', lastName: '   ' });
    expect(refused.error?.issues[0]?.message).toBe(PROFILE_MESSAGES.namesRequired);
  });

  it('accepts back exactly what GET /api/settings answers', () => {
    expect(ZSettingsPatch.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
});
