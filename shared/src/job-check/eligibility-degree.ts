/**
 * Degree class: "a minimum of Second Class Upper (2:1)", "2.1 and above", "First Class or 2:1",
 * "HND Upper Credit", "minimum CGPA of 3.5/5.0". Graduate schemes filter on it before anyone
 * reads a CV, so a person with a 2:2 should know before writing to one that asks for a 2:1.
 */

import type { DegreeRequirement, JobCheckDegreeClass, JobCheckProfile } from './dto.js';
import { base, type Judgement, unknown } from './eligibility-base.js';
import type { Span } from './sentences.js';

const UNIVERSITY: JobCheckDegreeClass[] = [
  'pass',
  'third',
  'second_class_lower',
  'second_class_upper',
  'first',
];
const HND: JobCheckDegreeClass[] = ['hnd_pass', 'hnd_lower_credit', 'hnd_upper_credit', 'hnd_distinction'];

export const CLASS_NAMES: Record<JobCheckDegreeClass, string> = {
  first: 'First Class',
  second_class_upper: 'Second Class Upper (2:1)',
  second_class_lower: 'Second Class Lower (2:2)',
  third: 'Third Class',
  pass: 'Pass',
  hnd_distinction: 'HND Distinction',
  hnd_upper_credit: 'HND Upper Credit',
  hnd_lower_credit: 'HND Lower Credit',
  hnd_pass: 'HND Pass',
};

const CLASSES: Array<[RegExp, JobCheckDegreeClass]> = [
  [/\b(?:first|1st)[- ]class\b/gi, 'first'],
  [
    /\b(?:second|2nd)[- ]class[- ](?:\(?upper(?: division)?\)?|honours,? upper)|\bupper[- ]second\b|(?<![\d.,])2\s?[:.]\s?1(?![\d.,]*\s*(?:million|m\b|k\b|%))/gi,
    'second_class_upper',
  ],
  [
    /\b(?:second|2nd)[- ]class[- ]\(?lower(?: division)?\)?|\blower[- ]second\b|(?<![\d.,])2\s?[:.]\s?2(?![\d.,]*\s*(?:million|m\b|k\b|%))/gi,
    'second_class_lower',
  ],
  [/\b(?:third|3rd)[- ]class\b/gi, 'third'],
  [/\bupper credit\b/gi, 'hnd_upper_credit'],
  [/\blower credit\b/gi, 'hnd_lower_credit'],
  [/\bdistinction\b/gi, 'hnd_distinction'],
];
const CONTEXT =
  /\b(?:degree|class|B\.?\s?Sc|B\.?\s?A\b|B\.?\s?Eng|B\.?\s?Tech|B\.?\s?Ed|LL\.?\s?B|HND|OND|bachelor|graduates?|university|polytechnic|CGPA|GPA|grade|honours|hons|first degree)/i;
const HND_CONTEXT = /\b(?:HND|OND|Higher National Diploma|polytechnic)\b/i;
const CGPA =
  /\b(?:C?GPA)\b[^.\n]{0,30}?(\d(?:\.\d{1,2})?)\s*(?:\/|out of|on a|over)\s*(?:(?:a )?(?:scale|point scale) of\s*)?([45])(?:\.0+)?/i;
// A class named to be refused: "2:2 will not be considered".
const REFUSED =
  /\b(?:not|never|no)\b[^.\n]{0,30}$|^[^.\n]{0,12}\b(?:will not|won['’]t|are not|is not|need not|not)\b/i;

function fromCgpa(value: number, scale: number): JobCheckDegreeClass {
  const steps = scale === 5 ? [4.5, 3.5, 2.4, 1.5] : [3.5, 3.0, 2.0, 1.0];
  const named: JobCheckDegreeClass[] = ['first', 'second_class_upper', 'second_class_lower', 'third'];
  const i = steps.findIndex((s) => value >= s);
  return i < 0 ? 'pass' : (named[i] as JobCheckDegreeClass);
}

const rank = (c: JobCheckDegreeClass) => (c.startsWith('hnd_') ? HND.indexOf(c) : UNIVERSITY.indexOf(c));
const lowest = (classes: JobCheckDegreeClass[]) =>
  classes.length === 0 ? null : classes.reduce((a, b) => (rank(b) < rank(a) ? b : a));

export function readDegree(sentence: Span, profile: JobCheckProfile): DegreeRequirement | null {
  const text = sentence.text;
  if (!CONTEXT.test(text)) return null;
  const named: JobCheckDegreeClass[] = [];
  for (const [re, cls] of CLASSES) {
    for (const m of text.matchAll(re)) {
      if (cls === 'hnd_distinction' && !HND_CONTEXT.test(text)) continue;
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
      if (REFUSED.test(before) && !/\b(?:not (?:less|lower|below)|no (?:less|lower))\b/i.test(before))
        continue;
      if (/^[^.\n]{0,12}\b(?:will not|won['’]t|are not|is not)\b/i.test(after)) continue;
      named.push(cls);
    }
  }
  const cgpa = CGPA.exec(text);
  if (cgpa) named.push(fromCgpa(Number(cgpa[1]), Number(cgpa[2])));
  const minimumClass = lowest(named.filter((c) => !c.startsWith('hnd_')));
  const minimumHnd = lowest(named.filter((c) => c.startsWith('hnd_')));
  if (!minimumClass && !minimumHnd) return null;
  return {
    kind: 'degree',
    ...base(sentence),
    minimumClass,
    minimumHnd,
    ...judge(minimumClass, minimumHnd, profile),
  };
}

function judge(
  min: JobCheckDegreeClass | null,
  hnd: JobCheckDegreeClass | null,
  profile: JobCheckProfile,
): Judgement {
  const asks = `The advert asks for at least ${[min, hnd]
    .filter((c): c is JobCheckDegreeClass => !!c)
    .map((c) => CLASS_NAMES[c])
    .join(' or ')}`;
  const mine = profile.degreeClass;
  if (!mine) return unknown(asks, 'degree class');
  const wanted = mine.startsWith('hnd_') ? hnd : min;
  if (!wanted)
    return {
      status: 'unknown',
      detail: `${asks}; it does not say what it accepts for a ${CLASS_NAMES[mine]}, so ask the employer.`,
    };
  return rank(mine) >= rank(wanted)
    ? { status: 'met', detail: `${asks}; your ${CLASS_NAMES[mine]} meets it.` }
    : { status: 'unmet', detail: `${asks}; your ${CLASS_NAMES[mine]} is below it.` };
}
