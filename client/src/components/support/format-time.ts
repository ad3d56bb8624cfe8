import { formatClockTime } from '../../lib/format-date';

/**
 * The hour and minute of a message on the viewer's clock ('9:46 PM'): the timezone of their
 * settings (West Africa Time by default), not the browser's; an administrator reads their own.
 */
export function formatTime(iso: string): string {
  return formatClockTime(new Date(iso));
}
