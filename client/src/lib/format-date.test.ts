import { DEFAULT_SETTINGS, TIMEZONE_IDS, TIMEZONE_OPTIONS } from '@app/shared/profile/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayTimeZone,
  formatClockTime,
  formatDateTime,
  formatLongDate,
  formatPreciseDateTime,
  formatShortDate,
  formatWeekdayTime,
  parseTimeZone,
  setDisplayTimeZone,
} from './format-date';

afterEach(() => setDisplayTimeZone('Africa/Lagos'));

// A support message sent at 21:46 in Lagos: 20:46 UTC.
const evening = new Date('2026-11-24T20:46:00Z');

describe('formatLongDate', () => {
  it('writes day, month name and year in Nigerian order', () => {
    expect(formatLongDate(new Date(Date.UTC(2025, 10, 22, 12)))).toBe('22 November 2025');
    expect(formatLongDate(new Date(Date.UTC(2026, 0, 1, 12)))).toBe('1 January 2026');
  });

  it('shows the day on the clock of the chosen timezone', () => {
    // 02:30 UTC is still the evening before in New York and Los Angeles.
    const lateNight = new Date('2026-11-24T02:30:00Z');
    expect(formatLongDate(lateNight, 'UTC')).toBe('24 November 2026');
    expect(formatLongDate(lateNight, 'America/New_York')).toBe('23 November 2026');
    expect(formatLongDate(lateNight, 'America/Los_Angeles')).toBe('23 November 2026');
  });

  it('follows the display timezone the settings set', () => {
    const lateNight = new Date('2026-11-24T02:30:00Z');
    setDisplayTimeZone('America/Los_Angeles');
    expect(displayTimeZone()).toBe('America/Los_Angeles');
    expect(formatLongDate(lateNight)).toBe('23 November 2026');
    setDisplayTimeZone('Europe/London');
    expect(formatLongDate(lateNight)).toBe('24 November 2026');
  });
});

describe('formatShortDate and formatDateTime', () => {
  it('abbreviate the month, and add the time on the chosen clock', () => {
    const moment = new Date('2026-07-01T14:05:00Z');
    expect(formatShortDate(moment, 'UTC')).toBe('1 Jul 2026');
    // London keeps summer time in July: one hour ahead of UTC.
    expect(formatDateTime(moment, 'Europe/London')).toBe('1 July 2026 at 3:05 PM');
    expect(formatDateTime(moment, 'America/New_York')).toBe('1 July 2026 at 10:05 AM');
    expect(formatDateTime(moment, 'Africa/Lagos')).toBe('1 July 2026 at 3:05 PM');
    // The same abbreviation everywhere, whatever the engine's locale data says ("Sept").
    expect(formatShortDate(new Date('2026-09-03T12:00:00Z'), 'UTC')).toBe('3 Sep 2026');
  });
});

describe('the time of a moment, on the person’s clock (issue 28)', () => {
  it('shows 9:46 PM in West Africa Time, the default clock', () => {
    expect(displayTimeZone()).toBe('Africa/Lagos');
    expect(formatClockTime(evening)).toBe('9:46 PM');
    expect(formatClockTime(evening, 'Africa/Lagos')).toBe('9:46 PM');
    expect(formatDateTime(evening)).toBe('24 November 2026 at 9:46 PM');
    // The same moment on the other offered clocks.
    expect(formatClockTime(evening, 'UTC')).toBe('8:46 PM');
    expect(formatClockTime(evening, 'America/Los_Angeles')).toBe('12:46 PM');
  });

  it('writes midnight and noon as 12, and the date on that clock', () => {
    expect(formatClockTime(new Date('2026-11-24T23:05:00Z'), 'Africa/Lagos')).toBe('12:05 AM');
    expect(formatLongDate(new Date('2026-11-24T23:05:00Z'), 'Africa/Lagos')).toBe('25 November 2026');
    expect(formatClockTime(new Date('2026-11-24T11:00:00Z'), 'Africa/Lagos')).toBe('12:00 PM');
  });

  it('gives the admin screens their log and chart shapes on the same clock', () => {
    expect(formatPreciseDateTime(new Date('2026-11-24T20:46:05Z'))).toBe('24 Nov, 9:46:05 PM');
    // 23:30 UTC on Tuesday 24 November is already Wednesday in Lagos.
    expect(formatWeekdayTime(new Date('2026-11-24T23:30:00Z'))).toBe('Wed 12:30 AM');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatClockTime(new Date('not a date'))).toBe('');
  });
});

describe('parseTimeZone', () => {
  it('offers West Africa Time first, and new accounts start on it', () => {
    expect(TIMEZONE_OPTIONS[0]).toEqual({ id: 'Africa/Lagos', label: 'West Africa Time (Lagos)' });
    expect(TIMEZONE_IDS).toEqual([
      'Africa/Lagos',
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/London',
    ]);
    expect(DEFAULT_SETTINGS.timezone).toBe('Africa/Lagos');
  });

  it('keeps the offered timezones and falls back to West Africa Time for anything else', () => {
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
    expect(parseTimeZone('UTC')).toBe('UTC');
    expect(parseTimeZone('Africa/Lagos')).toBe('Africa/Lagos');
    expect(parseTimeZone('Asia/Tokyo')).toBe('Africa/Lagos');
    expect(parseTimeZone(null)).toBe('Africa/Lagos');
  });

  it('starts on West Africa Time on a device that remembers no timezone', async () => {
    vi.resetModules();
    const fresh = await import('./format-date');
    expect(fresh.displayTimeZone()).toBe('Africa/Lagos');
    expect(fresh.formatClockTime(evening)).toBe('9:46 PM');
  });
});
