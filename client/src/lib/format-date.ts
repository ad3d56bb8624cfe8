const longDate = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/** Dates as Nigerian readers write them: '22 November 2025'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
