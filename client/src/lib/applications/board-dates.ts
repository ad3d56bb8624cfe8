import { MONTHS } from '@app/shared/format/time';

/**
 * The dates a board card shows. A closing date is a day in Lagos (YYYY-MM-DD, as the server
 * stores and filters it), so "today" is the Lagos calendar day too, whatever the person's clock:
 * the card and the "Closing within 7 days" filter must agree with the server's own filter.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Today in Lagos (UTC+1 all year, no daylight saving) as YYYY-MM-DD. */
export function lagosDay(now: Date): string {
  return new Date(now.getTime() + HOUR_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * HOUR_MS));
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

/** '3 Dec', or '3 Dec 2027' when not in the current year. */
export function shortDay(day: string, today: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = (MONTHS[m - 1] ?? '').slice(0, 3);
  return day.slice(0, 4) === today.slice(0, 4) ? `${d} ${month}` : `${d} ${month} ${y}`;
}

/** urgent: closes within 3 days or has closed while the job is only saved (the words say it too). */
export type ClosingTone = 'plain' | 'soon' | 'closed';

export interface ClosingLabel {
  text: string;
  tone: ClosingTone;
}

/** Within this many days a saved job's closing date is shown as urgent (as the dashboard's list). */
export const CLOSING_SOON_DAYS = 3;

/**
 * 'Closes 3 Dec', 'Closes tomorrow', 'Closes today' or 'Closed 1 Dec'. The tone marks urgency only
 * while the job is still to be applied for (status saved): once applied, a closing date is history.
 */
export function closingLabel(closingDate: string | null, today: string, saved = true): ClosingLabel | null {
  if (!closingDate) return null;
  const days = daysBetween(today, closingDate);
  const text =
    days < 0
      ? `Closed ${shortDay(closingDate, today)}`
      : days === 0
        ? 'Closes today'
        : days === 1
          ? 'Closes tomorrow'
          : `Closes ${shortDay(closingDate, today)}`;
  const tone: ClosingTone = !saved
    ? 'plain'
    : days < 0
      ? 'closed'
      : days <= CLOSING_SOON_DAYS
        ? 'soon'
        : 'plain';
  return { text, tone };
}

/** A follow-up is due once its moment has come (the server sets it only while one applies). */
export function followUpDue(followUpDueAt: string | null, now: Date): boolean {
  return followUpDueAt !== null && Date.parse(followUpDueAt) <= now.getTime();
}

/** Closing today or within `days` days (Lagos), as the server's `closingWithinDays`. */
export function closesWithin(closingDate: string | null, today: string, days: number): boolean {
  if (!closingDate) return false;
  const left = daysBetween(today, closingDate);
  return left >= 0 && left <= days;
}
