import { DEFAULT_TIME_ZONE, formatInZone, parseTimeZone, type TimezoneId } from '@app/shared/format/time';

/**
 * Dates show on the signed-in person's clock: the timezone of their settings (spec 02 §2
 * /settings), West Africa Time until they choose another. The signed-in shell sets it once the
 * settings arrive and the settings page when it changes; it is remembered on the device so the
 * next visit's first render already uses it. Every date or time the client shows is written by
 * the functions below, which all go through the shared `formatInZone` (the e-mails use it too);
 * an administrator's screens use the administrator's own clock.
 */
export const TIMEZONE_STORAGE_KEY = 'timezone';

export { parseTimeZone };

function readStoredTimeZone(): TimezoneId {
  try {
    return parseTimeZone(globalThis.localStorage?.getItem(TIMEZONE_STORAGE_KEY));
  } catch {
    return DEFAULT_TIME_ZONE;
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

/** Dates as Nigerian readers write them: '22 November 2025', on the person's clock. */
export function formatLongDate(date: Date, timeZone: string = displayTimeZone()): string {
  return formatInZone(date, 'date', timeZone);
}

/** '22 Nov 2025', for tables. */
export function formatShortDate(date: Date, timeZone: string = displayTimeZone()): string {
  return formatInZone(date, 'shortDate', timeZone);
}

/** '22 November 2025 at 2:05 PM', for a moment rather than a day. */
export function formatDateTime(date: Date, timeZone: string = displayTimeZone()): string {
  return formatInZone(date, 'dateTime', timeZone);
}

/** '9:46 PM': the time of a message or of something due today. */
export function formatClockTime(date: Date, timeZone: string = displayTimeZone()): string {
  return formatInZone(date, 'time', timeZone);
}

/** '22 Nov, 9:46:05 PM': a log line, to the second. */
export function formatPreciseDateTime(date: Date, timeZone: string = displayTimeZone()): string {
  return formatInZone(date, 'preciseDateTime', timeZone);
}

/** 'Mon 9:00 PM': a chart's axis over a week. */
export function formatWeekdayTime(date: Date, timeZone: string = displayTimeZone()): string {
  return formatInZone(date, 'weekdayTime', timeZone);
}
