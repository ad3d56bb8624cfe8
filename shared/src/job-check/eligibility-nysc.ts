/**
 * NYSC: "must have completed NYSC (discharge or exemption certificate)", "NYSC completed between
 * 2023 and 2025", "currently serving corps members". Almost every Nigerian graduate job asks for
 * it; which status passes differs (a discharge, an exemption, or serving now).
 */

import { DATE_SOURCE } from './dates.js';
import type { JobCheckNyscStatus, JobCheckProfile, NyscRequirement } from './dto.js';
import { base, type Judgement, unknown } from './eligibility-base.js';
import type { Span } from './sentences.js';

// A full date in an NYSC sentence is an age limit's or a deadline's, not a service year.
const FULL_DATE = new RegExp(DATE_SOURCE, 'gi');

const TRIGGER =
  /\bNYSC\b|\bnational youth service\b|\byouth service corps\b|\bdischarge certificate\b|\bexemption certificate\b|\bcertificate of exemption\b|\bcorps members?\b|\bserving corpers?\b/i;
const COMPLETED =
  /\bdischarge\b|\bcomplet\w*\b|\bpost[- ]NYSC\b|\bmust have (?:done|served|finished)\b|\bNYSC certificate\b|\bfinished\b/i;
const EXEMPTED = /\bexempt\w*\b/i;
const ONGOING =
  /\bcorps members?\b|\bcurrently serving\b|\bserving corpers?\b|\bongoing\b|\bPPA\b|\bplace of primary assignment\b/i;
const NOT_ONGOING =
  /\b(?:not|no)\b[^.\n]{0,30}\b(?:corps members?|serving)\b|\b(?:corps members?|serving)\b[^.\n]{0,30}\b(?:not eligible|need not|should not|will not)\b/i;

// "Fresh graduates and corps members may apply": corps members are one of the groups welcome, not
// the one required. "Serving corps members are welcome to apply" alone still reads as the ask.
const OTHER_GROUPS =
  /\b(?:(?:fresh |recent )?graduates|students|undergraduates|school leavers|anyone|everyone|professionals|non-graduates)\b/i;
const INVITATION =
  /\b(?:may|can|are (?:also )?(?:welcome|free|encouraged|eligible) to)\s+(?:also\s+)?apply\b|\bare (?:also )?welcome\b|\b(?:is|are) open to\b/i;
const REQUIRED = /\bmust\b|\brequired?\b|\bcompulsory\b|\bmandatory\b|\bonly\b|\bshould\b/i;

const LABELS: Record<JobCheckNyscStatus, string> = {
  completed: 'completed NYSC (discharge certificate)',
  exempted: 'an exemption certificate',
  ongoing: 'serving now',
  not_started: 'not yet started',
};

function years(text: string): { earliestYear: number | null; latestYear: number | null } {
  const bare = text.replace(FULL_DATE, (d) => ' '.repeat(d.length));
  const found = [...bare.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => ({
    year: Number(m[0]),
    index: m.index,
  }));
  if (found.length === 0) return { earliestYear: null, latestYear: null };
  if (found.length >= 2) {
    const ys = found.map((f) => f.year);
    return { earliestYear: Math.min(...ys), latestYear: Math.max(...ys) };
  }
  const only = found[0] as { year: number; index: number };
  const before = text.slice(Math.max(0, only.index - 25), only.index);
  return /\b(?:before|not later than|no later than|by)\s+$/i.test(before)
    ? { earliestYear: null, latestYear: only.year }
    : { earliestYear: only.year, latestYear: null };
}

export function readNysc(sentence: Span, profile: JobCheckProfile): NyscRequirement | null {
  const text = sentence.text;
  if (!TRIGGER.test(text)) return null;
  if (INVITATION.test(text) && OTHER_GROUPS.test(text) && !REQUIRED.test(text)) return null;
  const accepts: JobCheckNyscStatus[] = [];
  if (COMPLETED.test(text)) accepts.push('completed');
  if (EXEMPTED.test(text)) accepts.push('exempted');
  if (ONGOING.test(text) && !NOT_ONGOING.test(text)) accepts.push('ongoing');
  // "NYSC is compulsory": either certificate.
  if (accepts.length === 0) accepts.push('completed', 'exempted');
  const span = years(text);
  return { kind: 'nysc', ...base(sentence), accepts, ...span, ...judge(accepts, span, profile) };
}

function judge(
  accepts: JobCheckNyscStatus[],
  span: { earliestYear: number | null; latestYear: number | null },
  profile: JobCheckProfile,
): Judgement {
  const when =
    span.earliestYear && span.latestYear
      ? ` between ${span.earliestYear} and ${span.latestYear}`
      : span.earliestYear
        ? ` in ${span.earliestYear} or later`
        : span.latestYear
          ? ` by ${span.latestYear}`
          : '';
  const asks = `The advert asks for ${accepts.map((s) => LABELS[s]).join(' or ')}${when}`;
  const mine = profile.nyscStatus;
  if (!mine) return unknown(asks, 'NYSC status');
  if (!accepts.includes(mine)) {
    if (mine === 'exempted' && accepts.includes('completed'))
      return {
        status: 'unknown',
        detail: `${asks}; it does not mention exemption, so ask whether your exemption certificate is accepted.`,
      };
    return { status: 'unmet', detail: `${asks}; your NYSC status is ${LABELS[mine]}.` };
  }
  if (when && (mine === 'completed' || mine === 'exempted')) {
    const year = profile.nyscYear;
    if (!year) return unknown(asks, 'NYSC year');
    const early = span.earliestYear !== null && year < span.earliestYear;
    const late = span.latestYear !== null && year > span.latestYear;
    if (early || late) return { status: 'unmet', detail: `${asks}; your NYSC year is ${year}.` };
  }
  return { status: 'met', detail: `${asks}; your profile says ${LABELS[mine]}.` };
}
