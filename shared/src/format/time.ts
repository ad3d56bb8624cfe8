/**
 * Every date and time a person reads — on a screen or in an e-mail — is written by `formatInZone`,
 * on that person's clock: the timezone of their settings (spec 02 §2 /settings), West Africa Time
 * (Africa/Lagos) until they choose another. No zod here: the public pages that show a date load
 * this module without the settings' schemas.
 *
 * The words are put together from the clock's numbers, not taken whole from `Intl`: browsers and
 * Node carry different versions of the locale data ("Sep" or "Sept", "9:46 PM" with a narrow
 * no-break space or "9:46 pm"), and a person must read the same thing on every device and e-mail.
 */

/** The settings' timezones, West Africa Time first (the product is for people in Nigeria). */
export const TIMEZONE_OPTIONS = [
  { id: 'Africa/Lagos', label: 'West Africa Time (Lagos)' },
  { id: 'UTC', label: 'UTC' },
  { id: 'America/New_York', label: 'Eastern Time' },
  { id: 'America/Los_Angeles', label: 'Pacific Time' },
  // Greenwich is London's clock: GMT, BST in summer.
  { id: 'Europe/London', label: 'Greenwich Mean Time' },
] as const;
export type TimezoneId = (typeof TIMEZONE_OPTIONS)[number]['id'];
export const TIMEZONE_IDS = TIMEZONE_OPTIONS.map((o) => o.id) as [TimezoneId, ...TimezoneId[]];

/** The clock of an account that never chose one (and of e-mails to it). */
export const DEFAULT_TIME_ZONE: TimezoneId = 'Africa/Lagos';

/** One of the offered timezones; anything else (unknown, an older release's value, none) is the default. */
export function parseTimeZone(value: string | null | undefined): TimezoneId {
  return TIMEZONE_IDS.find((id) => id === value) ?? DEFAULT_TIME_ZONE;
}

/**
 * - `date`: '22 November 2025'
 * - `shortDate`: '22 Nov 2025' (tables)
 * - `dateTime`: '22 November 2025 at 9:46 PM' (a moment rather than a day)
 * - `time`: '9:46 PM' (a chat message)
 * - `preciseDateTime`: '22 Nov, 9:46:05 PM' (the admin's call log)
 * - `weekdayTime`: 'Mon 9:00 PM' (a chart's axis over a week)
 */
export type TimeStyle = 'date' | 'shortDate' | 'dateTime' | 'time' | 'preciseDateTime' | 'weekdayTime';

/** The months' names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Clock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Intl formatters are costly to build and lists format many dates: one per timezone.
const readers = new Map<string, Intl.DateTimeFormat>();
function reader(timeZone: string): Intl.DateTimeFormat {
  let format = readers.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    readers.set(timeZone, format);
  }
  return format;
}

/** What the clock on the wall in `timeZone` reads at `date`. */
function clockIn(date: Date, timeZone: string): Clock {
  const clock: Clock = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of reader(timeZone).formatToParts(date)) {
    if (part.type in clock) clock[part.type as keyof Clock] = Number(part.value);
  }
  // Some engines write midnight as 24 even with h23.
  clock.hour %= 24;
  return clock;
}

const two = (n: number) => String(n).padStart(2, '0');
const monthName = (c: Clock) => MONTHS[c.month - 1] ?? '';
const shortMonth = (c: Clock) => monthName(c).slice(0, 3);
const hour12 = (c: Clock) => c.hour % 12 || 12;
const meridiem = (c: Clock) => (c.hour < 12 ? 'AM' : 'PM');
const clockTime = (c: Clock) => `${hour12(c)}:${two(c.minute)} ${meridiem(c)}`;
const weekday = (c: Clock) => WEEKDAYS[new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay()] ?? '';

/** `date` in `style` on the clock of `timeZone` (West Africa Time unless given); '' for an invalid date. */
export function formatInZone(date: Date, style: TimeStyle, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (Number.isNaN(date.getTime())) return '';
  const c = clockIn(date, timeZone);
  switch (style) {
    case 'date':
      return `${c.day} ${monthName(c)} ${c.year}`;
    case 'shortDate':
      return `${c.day} ${shortMonth(c)} ${c.year}`;
    case 'dateTime':
      return `${c.day} ${monthName(c)} ${c.year} at ${clockTime(c)}`;
    case 'time':
      return clockTime(c);
    case 'preciseDateTime':
      return `${c.day} ${shortMonth(c)}, ${hour12(c)}:${two(c.minute)}:${two(c.second)} ${meridiem(c)}`;
    case 'weekdayTime':
      return `${weekday(c)} ${clockTime(c)}`;
  }
}
