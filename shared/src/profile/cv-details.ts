import { z } from 'zod';
import type { JobCheckDegreeClass, JobCheckNyscStatus, JobCheckProfile } from '../job-check/dto.js';
import { plainText } from '../text/plain-text.js';

/**
 * Issue 31 §2: the details a Nigerian CV commonly carries and Nigerian employers filter on. All
 * optional; each is asked with a line on why (CV_DETAIL_REASONS), and the job check reads them.
 */

export const NYSC_STATUSES = [
  'completed',
  'exempted',
  'ongoing',
  'not_started',
] as const satisfies readonly JobCheckNyscStatus[];
export type NyscStatus = (typeof NYSC_STATUSES)[number];
export const NYSC_STATUS_LABELS: Record<NyscStatus, string> = {
  completed: 'Completed (discharge certificate)',
  exempted: 'Exempted (exemption certificate)',
  ongoing: 'Serving now',
  not_started: 'Not started yet',
};

export const DEGREE_CLASSES = [
  'first',
  'second_class_upper',
  'second_class_lower',
  'third',
  'pass',
  'hnd_distinction',
  'hnd_upper_credit',
  'hnd_lower_credit',
  'hnd_pass',
] as const satisfies readonly JobCheckDegreeClass[];
export type DegreeClass = (typeof DEGREE_CLASSES)[number];
export const DEGREE_CLASS_LABELS: Record<DegreeClass, string> = {
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

/** The 36 states and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const CV_DETAIL_LIMITS = { oLevel: 300, refereeField: 200, referees: 3 } as const;

export const CV_DETAIL_MESSAGES = {
  nyscStatus: 'Choose your NYSC status from the list: completed, exempted, serving now or not started.',
  nyscYear: 'Enter the year of your NYSC as four digits, between 1973 and next year.',
  stateOfOrigin: 'Choose your state of origin from the list of the 36 states and the FCT.',
  dateOfBirth: 'Enter your date of birth as a real date (YYYY-MM-DD); you must be at least 15.',
  degreeClass: 'Choose your degree class or HND grade from the list.',
  oLevel: `O'Level results must be at most ${CV_DETAIL_LIMITS.oLevel} characters.`,
  referees: `Add at most ${CV_DETAIL_LIMITS.referees} referees.`,
  refereeName: 'Each referee needs a name (or remove the referee).',
  refereeField: `Each referee's name, role and contact must be at most ${CV_DETAIL_LIMITS.refereeField} characters.`,
} as const;

/** Why each detail is asked, shown beside it on the profile page. */
export const CV_DETAIL_REASONS = {
  nyscStatus: 'Most graduate jobs in Nigeria ask for a discharge or exemption certificate.',
  nyscYear: 'Graduate schemes often take only people who finished NYSC within the last few years.',
  stateOfOrigin: 'Some employers and public-sector jobs ask for it; it goes on your CV only if you choose.',
  dateOfBirth:
    'Only to check age limits ("not older than 26") against the closing date. It is never sent to the AI unless you tick it for a document.',
  degreeClass: 'Graduate schemes and banks filter on it (often 2:1 and above).',
  oLevel: 'Many adverts ask for five credits including English and Mathematics in one or two sittings.',
  referees:
    'Nigerian CVs usually end with two or three referees. They appear only on CVs in the Nigerian format.',
} as const;

export interface Referee {
  name: string;
  role: string | null;
  contact: string | null;
}

/** The person's Nigerian CV details; every field null until given. */
export interface CvDetailsDto {
  nyscStatus: NyscStatus | null;
  nyscYear: number | null;
  stateOfOrigin: NigerianState | null;
  dateOfBirth: string | null;
  degreeClass: DegreeClass | null;
  oLevel: string | null;
  referees: Referee[];
}

export const EMPTY_CV_DETAILS: CvDetailsDto = Object.freeze({
  nyscStatus: null,
  nyscYear: null,
  stateOfOrigin: null,
  dateOfBirth: null,
  degreeClass: null,
  oLevel: null,
  referees: Object.freeze([]) as unknown as Referee[],
});

/** '' and null both mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();

const refereeText = (message: string) =>
  plainText({ error: CV_DETAIL_MESSAGES.refereeField })
    .trim()
    .max(CV_DETAIL_LIMITS.refereeField, CV_DETAIL_MESSAGES.refereeField)
    .pipe(z.string().min(1, message));

const ZReferee = z.object({
  name: refereeText(CV_DETAIL_MESSAGES.refereeName),
  role: optional(refereeText(CV_DETAIL_MESSAGES.refereeField)).transform((v) => v ?? null),
  contact: optional(refereeText(CV_DETAIL_MESSAGES.refereeField)).transform((v) => v ?? null),
});

/** A real day, 15 to 100 years before today. */
const ZDateOfBirth = z
  .string({ error: CV_DETAIL_MESSAGES.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CV_DETAIL_MESSAGES.dateOfBirth)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
    const years = (Date.now() - d.getTime()) / (365.25 * 24 * 3600 * 1000);
    return years >= 15 && years <= 100;
  }, CV_DETAIL_MESSAGES.dateOfBirth);

/**
 * `cvDetails` in PATCH /api/profile: any of the fields; a field left out stays as it is, null or ''
 * clears it. Unknown keys are refused by name, so a typo is not silently dropped.
 */
export const ZCvDetailsPatch = z.strictObject({
  nyscStatus: optional(z.enum(NYSC_STATUSES, { error: CV_DETAIL_MESSAGES.nyscStatus })),
  nyscYear: optional(
    z.coerce
      .number({ error: CV_DETAIL_MESSAGES.nyscYear })
      .int(CV_DETAIL_MESSAGES.nyscYear)
      .min(1973, CV_DETAIL_MESSAGES.nyscYear)
      .refine((y) => y <= new Date().getUTCFullYear() + 1, CV_DETAIL_MESSAGES.nyscYear),
  ),
  stateOfOrigin: optional(z.enum(NIGERIAN_STATES, { error: CV_DETAIL_MESSAGES.stateOfOrigin })),
  dateOfBirth: optional(ZDateOfBirth),
  degreeClass: optional(z.enum(DEGREE_CLASSES, { error: CV_DETAIL_MESSAGES.degreeClass })),
  oLevel: optional(
    plainText({ error: CV_DETAIL_MESSAGES.oLevel })
      .trim()
      .max(CV_DETAIL_LIMITS.oLevel, CV_DETAIL_MESSAGES.oLevel)
      .transform((v) => (v === '' ? null : v)),
  ),
  referees: z
    .array(ZReferee, { error: CV_DETAIL_MESSAGES.referees })
    .max(CV_DETAIL_LIMITS.referees, CV_DETAIL_MESSAGES.referees)
    .optional(),
});
export type TCvDetailsPatch = z.output<typeof ZCvDetailsPatch>;

/** Reads what is stored (jsonb) back into the DTO; anything unexpected reads as "not given". */
export function cvDetailsOf(stored: unknown): CvDetailsDto {
  if (!stored || typeof stored !== 'object') return EMPTY_CV_DETAILS;
  const s = stored as Record<string, unknown>;
  const pick = <T>(value: unknown, ok: (v: unknown) => v is T): T | null => (ok(value) ? value : null);
  const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';
  const oneOf =
    <T extends string>(list: readonly T[]) =>
    (v: unknown): v is T =>
      typeof v === 'string' && (list as readonly string[]).includes(v);
  const referees = Array.isArray(s.referees)
    ? s.referees
        .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && isString(r.name))
        .map((r) => ({
          name: r.name as string,
          role: pick(r.role, isString),
          contact: pick(r.contact, isString),
        }))
    : [];
  return {
    nyscStatus: pick(s.nyscStatus, oneOf(NYSC_STATUSES)),
    nyscYear: pick(s.nyscYear, (v): v is number => Number.isInteger(v)),
    stateOfOrigin: pick(s.stateOfOrigin, oneOf(NIGERIAN_STATES)),
    dateOfBirth: pick(s.dateOfBirth, isString),
    degreeClass: pick(s.degreeClass, oneOf(DEGREE_CLASSES)),
    oLevel: pick(s.oLevel, isString),
    referees,
  };
}

/** The stored details with a patch applied: left-out fields stay, null clears. */
export function applyCvDetailsPatch(current: CvDetailsDto, patch: TCvDetailsPatch): CvDetailsDto {
  const next = { ...current, referees: [...current.referees] };
  for (const key of Object.keys(patch) as (keyof TCvDetailsPatch)[]) {
    const value = patch[key];
    if (value === undefined) continue;
    if (key === 'referees') next.referees = (value as Referee[]) ?? [];
    else (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** True when nothing is given: stored as null, answered as `cvDetails: null`-free empty details. */
export const isEmptyCvDetails = (d: CvDetailsDto): boolean =>
  d.nyscStatus === null &&
  d.nyscYear === null &&
  d.stateOfOrigin === null &&
  d.dateOfBirth === null &&
  d.degreeClass === null &&
  d.oLevel === null &&
  d.referees.length === 0;

/** What the job check's eligibility reads from the profile. */
export function jobCheckProfileOf(d: CvDetailsDto): JobCheckProfile {
  return {
    degreeClass: d.degreeClass,
    nyscStatus: d.nyscStatus,
    nyscYear: d.nyscYear,
    dateOfBirth: d.dateOfBirth,
    oLevel: d.oLevel,
  };
}
