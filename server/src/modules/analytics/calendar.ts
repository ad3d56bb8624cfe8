import { ANALYTICS_TIME_ZONE } from '@app/shared';

/**
 * Calendar days and months as people in Nigeria count them (Africa/Lagos), for the analytics
 * windows. Days are 'YYYY-MM-DD' strings; the SQL turns a day into its midnight in that zone.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (Africa/Lagos) an instant falls on. */
export const dayOf = (instant: Date): string => dayFormat.format(instant);

/** `day` moved by `delta` days (calendar arithmetic on the date alone). */
export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

/** The `count` days ending with the day of `now`, oldest first. */
export const lastDays = (now: Date, count: number): string[] => {
  const today = dayOf(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
};

/** The `count` months ('YYYY-MM') ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = dayOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
