/**
 * Age limits: "not older than 26 years by 31 December 2026", "between 21 and 28 years", "Age:
 * 18 - 30 years", "below 30 as at the closing date". A limit applies on a day: the one the
 * sentence names, else the advert's closing date, else today; a person's age is counted on it.
 */
import { ageOn, findDate, spokenDate } from './dates.js';
import type { AgeRequirement, JobCheckProfile } from './dto.js';
import { base, type Judgement, unknown } from './eligibility-base.js';
import type { Span } from './sentences.js';

const TRIGGER = /\bage[sd]?\b|\byears? old\b|\byears? of age\b|\bolder\b|\byounger\b|\bbirth\b|\byrs old\b/i;
const AGE = String.raw`(\d{2})`;
const RANGE = new RegExp(
  String.raw`\b(?:between|from)\s+(?:the ages? of\s+)?${AGE}\s*(?:years?\s*)?(?:and|to|-|–)\s*${AGE}\b|\b${AGE}\s*(?:-|–|to)\s*${AGE}\s*(?:years|yrs)\b|\bage[sd]?\s*(?:limit|range|bracket)?\s*(?::|-|–|of|is)?\s*${AGE}\s*(?:-|–|to)\s*${AGE}\b`,
  'i',
);
const MAX = new RegExp(
  String.raw`\b(?:not (?:be )?(?:older|more) than|not (?:be )?above|not exceed(?:ing)?|no older than|no more than|at most|maximum(?: age)?(?: of| is|:)?|age limit(?: of| is|:)?|up to)\s+(?:the age of\s+)?${AGE}\b|\b${AGE}\s*(?:years?\s*(?:old\s*)?)?(?:and|or) (?:below|under|younger)\b`,
  'i',
);
// "below 30", "under 30": younger than 30, so 29 at most.
const BELOW = new RegExp(String.raw`\b(?:below|under|less than)\s+(?:the age of\s+)?${AGE}\b`, 'i');
const MIN = new RegExp(
  String.raw`\b(?:at least|not (?:be )?(?:less|younger) than|minimum(?: age)?(?: of| is|:)?)\s+(?:the age of\s+)?${AGE}\b|\b${AGE}\s*(?:years?\s*(?:old\s*)?)?(?:and|or) (?:above|older|over)\b`,
  'i',
);

const plausible = (n: number | null) => (n !== null && n >= 15 && n <= 70 ? n : null);
const num = (s: string | undefined) => (s ? Number(s) : null);

export interface AgeContext {
  closingDate: string | null;
  today: string;
}

export function readAge(sentence: Span, profile: JobCheckProfile, ctx: AgeContext): AgeRequirement | null {
  const text = sentence.text;
  if (!TRIGGER.test(text)) return null;
  let minAge: number | null = null;
  let maxAge: number | null = null;
  const range = RANGE.exec(text);
  if (range) {
    minAge = plausible(num(range[1] ?? range[3] ?? range[5]));
    maxAge = plausible(num(range[2] ?? range[4] ?? range[6]));
  }
  const max = MAX.exec(text);
  if (maxAge === null && max) maxAge = plausible(num(max[1] ?? max[2]));
  const below = BELOW.exec(text);
  if (maxAge === null && below) maxAge = plausible(num(below[1]) !== null ? Number(below[1]) - 1 : null);
  const min = MIN.exec(text);
  if (minAge === null && min) minAge = plausible(num(min[1] ?? min[2]));
  if (minAge === null && maxAge === null) return null;
  const stated = findDate(text);
  const asOf = stated?.iso ?? ctx.closingDate ?? ctx.today;
  const asOfSource = stated ? 'stated' : ctx.closingDate ? 'closing_date' : 'today';
  return {
    kind: 'age',
    ...base(sentence, (range ?? max ?? below ?? min)?.index),
    minAge,
    maxAge,
    asOf,
    asOfSource,
    ...judge(minAge, maxAge, asOf, asOfSource, profile),
  };
}

function judge(
  minAge: number | null,
  maxAge: number | null,
  asOf: string,
  source: AgeRequirement['asOfSource'],
  profile: JobCheckProfile,
): Judgement {
  const limit =
    minAge !== null && maxAge !== null
      ? `between ${minAge} and ${maxAge}`
      : maxAge !== null
        ? `${maxAge} or younger`
        : `${minAge} or older`;
  const day =
    source === 'stated'
      ? `on ${spokenDate(asOf)}`
      : source === 'closing_date'
        ? `on the closing date, ${spokenDate(asOf)}`
        : 'today';
  const asks = `The advert asks for applicants aged ${limit} ${day}`;
  const age = profile.dateOfBirth ? ageOn(profile.dateOfBirth, asOf) : null;
  if (age === null) return unknown(asks, 'date of birth');
  const ok = (minAge === null || age >= minAge) && (maxAge === null || age <= maxAge);
  const then = source === 'today' ? 'you are' : 'you will be';
  return ok
    ? { status: 'met', detail: `${asks}; ${then} ${age}.` }
    : { status: 'unmet', detail: `${asks}; ${then} ${age}.` };
}
