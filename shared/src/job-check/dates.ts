/**
 * Dates as adverts write them: "31 December 2026", "31st December, 2026", "December 31, 2026",
 * "31/12/2026" (Nigeria writes day first), "2026-12-31". As YYYY-MM-DD, so a date is only ever a
 * calendar day: no time zone can move it.
 */
import { MONTHS as MONTH_NAMES } from '../format/time.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

export const DATE_SOURCE = String.raw`(?:${DAY}\s+(?:of\s+)?${MONTH},?\s+(\d{4})|${MONTH}\s+${DAY},?\s+(\d{4})|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})|(\d{4})-(\d{2})-(\d{2}))`;
const DATE_RE = new RegExp(DATE_SOURCE, 'i');

const pad = (n: number) => String(n).padStart(2, '0');

function valid(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** The first date in a text, as YYYY-MM-DD, with where it is; null without one. */
export function findDate(text: string): { iso: string; index: number; length: number } | null {
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const g = m.slice(1);
  let iso: string | null = null;
  if (g[0]) iso = valid(Number(g[2]), monthOf(g[1] as string), Number(g[0]));
  else if (g[3]) iso = valid(Number(g[5]), monthOf(g[3]), Number(g[4]));
  else if (g[6]) iso = valid(Number(g[8]), Number(g[7]), Number(g[6]));
  else if (g[9]) iso = valid(Number(g[9]), Number(g[10]), Number(g[11]));
  return iso ? { iso, index: m.index, length: m[0].length } : null;
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!b || !d) return null;
  const [by, bm, bd] = b.slice(1).map(Number) as [number, number, number];
  const [dy, dm, dd] = d.slice(1).map(Number) as [number, number, number];
  return dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
}

/** Today as YYYY-MM-DD in Lagos (UTC+1, no daylight saving). */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Human form of YYYY-MM-DD: "31 December 2026". */
export function spokenDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

const CLOSING = new RegExp(
  String.raw`\b(?:closing date|deadline|application(?:s)? (?:close|closes|closing|ends?)|closes? on|last date|submission ends?|apply (?:before|by))\b[^\n]{0,40}?${DATE_SOURCE}`,
  'i',
);

/** The advert's closing date as YYYY-MM-DD, or null. */
export function closingDate(text: string): string | null {
  const m = CLOSING.exec(text);
  return m ? (findDate(m[0])?.iso ?? null) : null;
}
