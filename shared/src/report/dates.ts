/**
 * Dates as a person means them: "Jan 2020", "January, 2020", "01/2020" and "2020-01" are one
 * month; a bare year is a year. Ranges ("2016 – 2019", "March 2019 to date", "since 2018") give
 * the spans of time the source supports, so "five years" can be checked against them.
 */

export const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH_INDEX = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const monthNumber = (name: string): number => MONTH_INDEX.indexOf(name.slice(0, 3).toLowerCase()) + 1;

// Month-year, numeric month/year, full numeric date, year-month (ISO), or a bare year: groups
// 1+2, 3+4, 5, 6+7, 8.
export const DATE_RE = new RegExp(
  `\\b(${MONTHS})\\.?,?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?((?:19|20)\\d{2})\\b|\\b(0?[1-9]|1[0-2])[/.-]((?:19|20)\\d{2})\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]((?:19|20)\\d{2})\\b|\\b((?:19|20)\\d{2})-(0[1-9]|1[0-2])\\b|\\b((?:19[5-9]|20[0-4])\\d)\\b`,
  'gi',
);

/** Month (0 when none) and year of a DATE_RE match. */
export function dateParts(m: RegExpMatchArray): { month: number; year: string } {
  if (m[1] && m[2]) return { month: monthNumber(m[1]), year: m[2] };
  if (m[3] && m[4]) return { month: Number(m[3]), year: m[4] };
  if (m[6] && m[7]) return { month: Number(m[7]), year: m[6] };
  return { month: 0, year: m[5] ?? m[8] ?? '' };
}

export interface DateSpan {
  start: number;
  end: number;
  month: number;
  year: number;
}

/** Every date of a text, in order. */
export function readDates(text: string): DateSpan[] {
  const dates: DateSpan[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    const { month, year } = dateParts(m);
    dates.push({ start: m.index, end: m.index + m[0].length, month, year: Number(year) });
  }
  return dates;
}

/** A 4-digit number that counts something ("2000 merchants") is a figure, not a year. */
export function yearIsCount(text: string, date: DateSpan): boolean {
  if (date.month > 0) return false;
  // "2000+ sellers": a year is never written with a plus.
  if (text[date.end] === '+') return true;
  const after = /^[ \t]+([a-z][a-z-]*)/.exec(text.slice(date.end, date.end + 30))?.[1];
  if (
    !after ||
    /^(?:to|and|or|till|until|through|when|where|while|with|at|in|on|as|i|we|onward|onwards|present|date|now|graduate|cohort|set|class|season|budget|edition|intake)$/.test(
      after,
    )
  )
    return false;
  const before = /([A-Za-z]+)[ \t]+$/.exec(text.slice(Math.max(0, date.start - 20), date.start))?.[1] ?? '';
  return !/^(?:in|since|from|by|until|till|during|of|between|year|circa|and|to|before|after|early|late|mid|spring|summer|autumn|winter|fall)$/i.test(
    before,
  );
}

const TO_RE = /^\s*(?:[-–—]+|to|till|until|through|thru)\s*/i;
const NOW_RE = /^(?:present|date|now|current|today|till date|to date)\b/i;

/** A span of time in whole months (start inclusive). */
export interface TimeRange {
  from: number;
  to: number;
  /** Both ends give a month: the length is known to the month. */
  precise: boolean;
  /** Where the range starts in its text. */
  at: number;
}

const monthIndex = (d: { year: number; month: number }, end: boolean) =>
  d.year * 12 + (d.month > 0 ? d.month - 1 : end ? 11 : 0);

/** The ranges of a text: "2016 – 2019", "Mar 2019 – Present", "since 2018". */
export function readRanges(text: string, dates: readonly DateSpan[], now: Date): TimeRange[] {
  const ranges: TimeRange[] = [];
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  for (let i = 0; i < dates.length; i++) {
    const d = dates[i] as DateSpan;
    const rest = text.slice(d.end, d.end + 24);
    const to = TO_RE.exec(rest);
    const next = dates[i + 1];
    if (to && next && next.start === d.end + to[0].length) {
      ranges.push({
        from: monthIndex(d, false),
        to: monthIndex(next, true),
        precise: d.month > 0 && next.month > 0,
        at: d.start,
      });
      i++;
      continue;
    }
    const since = /\bsince\s+$/i.test(text.slice(Math.max(0, d.start - 8), d.start));
    if ((to && NOW_RE.test(rest.slice(to[0].length))) || since) {
      ranges.push({ from: monthIndex(d, false), to: nowIndex, precise: d.month > 0, at: d.start });
    }
  }
  return ranges;
}

/** How long a range is: in years to the month, or in whole years when only years are given. */
export interface Duration {
  years: number;
  precise: boolean;
}

export function rangeDuration(range: TimeRange): Duration {
  if (range.precise) return { years: (range.to - range.from + 1) / 12, precise: true };
  return { years: Math.floor(range.to / 12) - Math.floor(range.from / 12), precise: false };
}

/**
 * Whether "N years" (or "over N", "nearly N", "about N") is true of a duration. "Jan 2018 – May
 * 2020" is 2 years, not 3; "2016 – 2019" is 3 years, or 2 when it ran from late 2016 to early 2019;
 * "over 8 years" is not 7 years and 3 months.
 */
export function durationFits(n: number, hedge: 'over' | 'under' | 'about' | null, d: Duration): boolean {
  const low = d.precise ? d.years : Math.max(0, d.years - 1);
  const high = d.precise ? d.years : d.years;
  switch (hedge) {
    case 'over':
      return high >= n;
    case 'under':
      return low <= n && high >= n * 0.75;
    case 'about':
      return high >= n * 0.85 && low <= n * 1.15;
    default:
      return d.precise
        ? n === Math.floor(d.years) || n === Math.round(d.years)
        : n === d.years || n === d.years - 1;
  }
}
