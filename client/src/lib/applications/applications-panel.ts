import type { ApplicationsOverviewDto } from '@app/shared/applications/dto';
import { APPLICATION_STATUSES } from '@app/shared/applications/statuses';
import { formatShortDate } from '../format-date';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM-DD of `now` on the clock of `timeZone` (closing dates are calendar days, not moments). */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * How a closing date reads beside today: 'Closes today', 'Closes tomorrow', else with its weekday
 * ('Closes Fri 4 Dec'); a day already gone reads 'Closed 2 Dec'.
 */
export function closingLabel(closingDate: string, today: string): string {
  const days = dayNumber(closingDate) - dayNumber(today);
  if (Number.isNaN(days)) return '';
  if (days === 0) return 'Closes today';
  if (days === 1) return 'Closes tomorrow';
  const d = new Date(`${closingDate}T00:00:00Z`);
  const date = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return days < 0 ? `Closed ${date}` : `Closes ${WEEKDAYS[d.getUTCDay()]} ${date}`;
}

/** 'Applied 22 Nov 2025', or 'Applied' when the date is unknown. */
export function appliedLabel(appliedAt: string | null, timeZone?: string): string {
  if (!appliedAt) return 'Applied';
  const d = new Date(appliedAt);
  return Number.isNaN(d.getTime()) ? 'Applied' : `Applied ${formatShortDate(d, timeZone)}`;
}

export const totalApplications = (overview: Pick<ApplicationsOverviewDto, 'counts'>): number =>
  APPLICATION_STATUSES.reduce((sum, status) => sum + (overview.counts[status] ?? 0), 0);

/** The statuses in board order with their counts (every status, so the row never jumps). */
export const statusCounts = (overview: Pick<ApplicationsOverviewDto, 'counts'>) =>
  APPLICATION_STATUSES.map((status) => ({ status, count: overview.counts[status] ?? 0 }));
