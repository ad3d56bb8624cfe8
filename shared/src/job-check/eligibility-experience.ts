/**
 * Years of experience: "minimum of 5 years' post-qualification experience", "3-5 years of
 * experience in sales", "not more than 2 years post-NYSC experience" (a graduate scheme's upper
 * limit). A company's own history ("we have 20 years of experience") is not a requirement.
 */

import type { ExperienceRequirement, JobCheckProfile } from './dto.js';
import { base, type Judgement, unknown } from './eligibility-base.js';
import { COUNT, countOf, type Span } from './sentences.js';

const YEARS_THEN_EXPERIENCE = new RegExp(
  String.raw`(?:\b(minimum of|a minimum of|at least|min\.?|over|more than|not more than|no more than|maximum of|at most|up to|less than)\s+)?\b(${COUNT})\s*(?:\+|\(\d{1,2}\)\s*)?\s*(?:or more\s+|plus\s+)?(?:(?:-|–|to)\s*(${COUNT})\s*)?\+?\s*years?['’]?\s+(?:[\w'’/-]+\s+){0,4}?experience\b`,
  'i',
);
const EXPERIENCE_THEN_YEARS = new RegExp(
  String.raw`\bexperience\b\s*(?:of|:|-)?\s*(?:(minimum of|a minimum of|at least|not more than|no more than|maximum of|at most|up to)\s+)?\b(${COUNT})\s*(?:\+\s*)?(?:(?:-|–|to)\s*(${COUNT})\s*)?years?\b`,
  'i',
);
// Years of doing the work, without the word "experience": "5+ years building React apps", "you
// have at least 3 years managing teams". A bare "5 years building" could be the company's story,
// so a "+" or a stated minimum is needed.
const YEARS_DOING = new RegExp(
  String.raw`(?:\b(minimum of|a minimum of|at least|over|more than)\s+)?\b(${COUNT})\s*(\+)?\s*years?['’]?\s+(?:of\s+)?(?:building|working|developing|designing|managing|leading|writing|running|selling|teaching|delivering|shipping|engineering|coding|programming|supporting|handling|in (?:a |an )?(?:similar|related|relevant)\b)`,
  'i',
);
const OWN_HISTORY =
  /\b(?:we|our (?:company|firm|team|bank)|the (?:company|firm|bank))\s+(?:has|have|brings?|boasts?)\b|\bfor over\b|\bsince (?:19|20)\d{2}\b/i;
const UPPER = /^(?:not more than|no more than|maximum of|at most|up to|less than)$/i;

export function readExperience(sentence: Span, profile: JobCheckProfile): ExperienceRequirement | null {
  const text = sentence.text;
  if (OWN_HISTORY.test(text)) return null;
  const m = /experience/i.test(text)
    ? (YEARS_THEN_EXPERIENCE.exec(text) ?? EXPERIENCE_THEN_YEARS.exec(text))
    : yearsDoing(text);
  if (!m) return null;
  const a = countOf(m[2]);
  const b = countOf(m[3]);
  if (a === null || a > 40) return null;
  const upper = !!m[1] && UPPER.test(m[1].trim());
  const minYears = upper ? 0 : a;
  const maxYears = upper ? a : b !== null && b > a ? b : null;
  return {
    kind: 'experience',
    ...base(sentence, m.index),
    minYears,
    maxYears,
    ...judge(minYears, maxYears, upper, profile),
  };
}

function yearsDoing(text: string): RegExpExecArray | null {
  const m = YEARS_DOING.exec(text);
  // m[1]: a stated minimum; m[3]: "5+". m[3] is then no range's top.
  if (!m || (!m[1] && !m[3])) return null;
  m[3] = undefined as unknown as string;
  return m;
}

/** A range's top ("3-5 years") describes the role; only a stated limit ("not more than 2") refuses. */
function judge(min: number, max: number | null, limit: boolean, profile: JobCheckProfile): Judgement {
  const range =
    max !== null && min > 0
      ? `${min} to ${max} years`
      : max !== null
        ? `at most ${max} years`
        : `at least ${min} years`;
  const asks = `The advert asks for ${range} of experience`;
  const mine = profile.yearsOfExperience;
  if (mine === null || mine === undefined) return unknown(asks, 'years of experience');
  const ok = mine >= min && (!limit || max === null || mine <= max);
  const years = `${mine} year${mine === 1 ? '' : 's'}`;
  return ok
    ? { status: 'met', detail: `${asks}; you have ${years}.` }
    : { status: 'unmet', detail: `${asks}; you have ${years}.` };
}
