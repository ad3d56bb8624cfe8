import { DEFAULT_SETTINGS, TIMEZONE_IDS } from '@app/shared/profile/settings';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DISPLAY_TIMEZONES,
  displayTimeZone,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  parseTimeZone,
  setDisplayTimeZone,
} from './format-date';

afterEach(() => setDisplayTimeZone('UTC'));

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
    expect(formatDateTime(moment, 'Europe/London')).toBe('1 July 2026 at 15:05');
    expect(formatDateTime(moment, 'America/New_York')).toBe('1 July 2026 at 10:05');
  });
});

describe('parseTimeZone', () => {
  it('knows exactly the settings’ timezones, UTC first as the default', () => {
    expect(DISPLAY_TIMEZONES).toEqual(TIMEZONE_IDS);
    expect(DEFAULT_SETTINGS.timezone).toBe('UTC');
  });

  it('keeps the four offered timezones and falls back to UTC for anything else', () => {
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
    expect(parseTimeZone('Africa/Lagos')).toBe('UTC');
    expect(parseTimeZone(null)).toBe('UTC');
  });
});
