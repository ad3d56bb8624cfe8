/**
 * O'Level: "five credits in WAEC/NECO including English Language and Mathematics, at not more
 * than two sittings". Read against the profile's free text ("WAEC 2015: 7 credits incl. English
 * and Mathematics"): only a definite shortfall (fewer credits, more sittings) is "unmet".
 */

import type { JobCheckProfile, OLevelRequirement } from './dto.js';
import { base, type Judgement, unknown } from './eligibility-base.js';
import { COUNT, countOf, type Span } from './sentences.js';

const TRIGGER = /\bO['’]?\s?Levels?\b|\bSSCE\b|\bWAEC\b|\bNECO\b|\bWASSCE\b|\bGCE\b|\bNABTEB\b|\bSSC\b/i;
const CREDITS = new RegExp(
  String.raw`\b(${COUNT})\s*(?:\(\d{1,2}\)\s*)?(?:O['’]?\s?Level\s+|SSCE\s+|WAEC\s+)?credits?\b`,
  'i',
);
const SITTINGS = new RegExp(
  String.raw`\b(?:not more than|no more than|at most|maximum of|max\.?|in|at)\s+(${COUNT}|a single|one)\s+sittings?\b|\b(one|single|two)[- ]sittings?\b`,
  'i',
);

const SUBJECTS: Array<[RegExp, string]> = [
  [/\bEnglish(?: Language)?\b/i, 'English Language'],
  [/\bMath(?:ematic)?s?\b|\bMathematics\b/i, 'Mathematics'],
  [/\bPhysics\b/i, 'Physics'],
  [/\bChemistry\b/i, 'Chemistry'],
  [/\bBiology\b/i, 'Biology'],
  [/\bEconomics\b/i, 'Economics'],
  [/\b(?:Financial )?Accounting\b/i, 'Accounting'],
  [/\bCommerce\b/i, 'Commerce'],
  [/\bGovernment\b/i, 'Government'],
  [/\bLiterature(?: in English)?\b/i, 'Literature in English'],
  [/\bGeography\b/i, 'Geography'],
  [/\bAgricultural Science\b/i, 'Agricultural Science'],
  [/\bFurther Mathematics\b/i, 'Further Mathematics'],
];
const EXAMS: Array<[RegExp, string]> = [
  [/\bWA(?:SS)?CE\b|\bWAEC\b/i, 'WAEC'],
  [/\bNECO\b/i, 'NECO'],
  [/\bNABTEB\b/i, 'NABTEB'],
  [/\bGCE\b/i, 'GCE'],
];

const subjectsIn = (text: string) => SUBJECTS.filter(([re]) => re.test(text)).map(([, name]) => name);
const sittingsIn = (text: string): number | null => {
  const m = SITTINGS.exec(text);
  if (!m) return null;
  const word = (m[1] ?? m[2] ?? '').toLowerCase();
  return word === 'a single' || word === 'single' ? 1 : countOf(word);
};

export function readOLevel(sentence: Span, profile: JobCheckProfile): OLevelRequirement | null {
  const text = sentence.text;
  if (!TRIGGER.test(text)) return null;
  const credits = countOf(CREDITS.exec(text)?.[1]);
  const subjects = subjectsIn(text);
  const exams = EXAMS.filter(([re]) => re.test(text)).map(([, name]) => name);
  const sittings = sittingsIn(text);
  if (credits === null && subjects.length === 0 && !/\bcredits?\b|\bpass(?:es)?\b/i.test(text)) return null;
  return {
    kind: 'olevel',
    ...base(sentence),
    credits,
    subjects,
    exams,
    sittings,
    ...judge({ credits, subjects, sittings }, profile),
  };
}

function judge(
  asked: { credits: number | null; subjects: string[]; sittings: number | null },
  profile: JobCheckProfile,
): Judgement {
  const parts = [
    asked.credits !== null ? `${asked.credits} credits` : 'O’Level credits',
    asked.subjects.length ? `including ${asked.subjects.join(' and ')}` : '',
    asked.sittings !== null ? `in at most ${asked.sittings} sitting${asked.sittings === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  const asks = `The advert asks for ${parts.join(' ')}`;
  const mine = profile.oLevel?.trim();
  if (!mine) return unknown(asks, 'O’Level results');
  const credits = countOf(CREDITS.exec(mine)?.[1]);
  const sittings = sittingsIn(mine);
  if (asked.credits !== null && credits !== null && credits < asked.credits)
    return { status: 'unmet', detail: `${asks}; your profile lists ${credits} credits.` };
  if (asked.sittings !== null && sittings !== null && sittings > asked.sittings)
    return { status: 'unmet', detail: `${asks}; your profile says ${sittings} sittings.` };
  const have = new Set(subjectsIn(mine));
  const missing = asked.subjects.filter((s) => !have.has(s));
  if ((asked.credits !== null && credits === null) || missing.length > 0)
    return {
      status: 'unknown',
      detail: `${asks}; your profile does not say ${missing.length ? `whether you have ${missing.join(' and ')}` : 'how many credits you have'}.`,
    };
  return { status: 'met', detail: `${asks}; your profile's O’Level results meet it.` };
}
