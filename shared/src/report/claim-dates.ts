/**
 * Dates the source does not give. "Jan 2020" is supported by "01/2020" or "January, 2020"; a year
 * by any date in it. A month the source does not give for that year is as invented as the year:
 * "Mar 2019" is flagged where the source only says "2019".
 */
import type { ClaimSink } from './claim-sink.js';
import { readDates, yearIsCount } from './dates.js';

export function findDateClaims(sink: ClaimSink): void {
  const { text, source } = sink.ctx;
  for (const d of readDates(text)) {
    // "2000 merchants" is a figure: left for the figures.
    if (yearIsCount(text, d)) continue;
    const ok = d.month > 0 ? source.monthYears.has(`${d.month}-${d.year}`) : source.years.has(d.year);
    sink.judge('date', d.start, d.end, ok);
  }
}
