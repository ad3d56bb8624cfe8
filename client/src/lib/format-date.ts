import type { TimezoneId } from '@app/shared/profile/settings';

/**
 * Dates show on the signed-in person's clock: the timezone of their settings (spec 02 §2
 * /settings). The signed-in shell sets it once the settings arrive and the settings page when it
 * changes; it is remembered on the device so the next visit's first render already uses it.
 */
export const TIMEZONE_STORAGE_KEY = 'timezone';

/**
 * The settings' timezone ids (shared/src/profile/settings.ts, checked equal by the unit test),
 * written here because that module also holds zod schemas, and the public pages that show a date
 * (the legal pages) must not download zod for it.
 */
export const DISPLAY_TIMEZONES: readonly TimezoneId[] = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
];
const DEFAULT_TIMEZONE: TimezoneId = 'UTC';

export function parseTimeZone(value: string | null | undefined): TimezoneId {
  return DISPLAY_TIMEZONES.find((id) => id === value) ?? DEFAULT_TIMEZONE;
}

function readStoredTimeZone(): TimezoneId {
  try {
    return parseTimeZone(globalThis.localStorage?.getItem(TIMEZONE_STORAGE_KEY));
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

let current: TimezoneId | null = null;

/** The timezone dates are shown in now. */
export function displayTimeZone(): TimezoneId {
  current ??= readStoredTimeZone();
  return current;
}

export function setDisplayTimeZone(timeZone: TimezoneId): void {
  current = timeZone;
  try {
    globalThis.localStorage?.setItem(TIMEZONE_STORAGE_KEY, timeZone);
  } catch {
    // Not remembered on this device; dates still follow the setting once it has loaded.
  }
}

// Intl formatters are costly to build and lists format many dates: one per timezone and style.
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'long' | 'short' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : kind === 'short'
          ? { day: 'numeric', month: 'short', year: 'numeric' }
          : { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
    format = new Intl.DateTimeFormat('en-NG', { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

/** Dates as Nigerian readers write them: '22 November 2025', on the person's clock. */
export function formatLongDate(date: Date, timeZone: string = displayTimeZone()): string {
  return formatter('long', timeZone).format(date);
}

/** '22 Nov 2025', for tables. */
export function formatShortDate(date: Date, timeZone: string = displayTimeZone()): string {
  return formatter('short', timeZone).format(date);
}

/** '22 November 2025 at 14:05', for a moment rather than a day. */
export function formatDateTime(date: Date, timeZone: string = displayTimeZone()): string {
  return formatter('time', timeZone).format(date);
}
