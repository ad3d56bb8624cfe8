/**
 * The job check (issue 31 §1): what `checkJob` (./check.ts) reads and answers, in the browser as
 * the person pastes an advert and on the server (POST /api/job-check, tRPC jobCheck.check).
 */

/** What the check reads: the generate form's three job fields. */
export interface JobCheckInput {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
}

export type JobCheckDegreeClass =
  | 'first'
  | 'second_class_upper'
  | 'second_class_lower'
  | 'third'
  | 'pass'
  | 'hnd_distinction'
  | 'hnd_upper_credit'
  | 'hnd_lower_credit'
  | 'hnd_pass';

export type JobCheckNyscStatus = 'completed' | 'exempted' | 'ongoing' | 'not_started';

/**
 * The person's details the eligibility reads (the profile fields of issue 31 §2). Every field is
 * optional: a detail the person has not given makes its requirement 'unknown', never 'unmet'.
 */
export interface JobCheckProfile {
  degreeClass?: JobCheckDegreeClass | null;
  nyscStatus?: JobCheckNyscStatus | null;
  /** The year service ended (or the exemption was issued). */
  nyscYear?: number | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  /** Free text: "WAEC 2015: 7 credits incl. English and Mathematics". */
  oLevel?: string | null;
  /** Free text entries: "ICAN (ACA), 2021", "ACCA", "COREN registered engineer". */
  certifications?: readonly string[] | null;
  yearsOfExperience?: number | null;
}

export interface JobCheckOptions {
  /** YYYY-MM-DD: the day an age limit applies to when the advert names no date and no closing date. */
  today?: string;
}

export type JobRisk = 'low' | 'medium' | 'high';

export type JobFlagId =
  | 'fee'
  | 'identity_data'
  | 'free_mail'
  | 'chat_only'
  | 'unrealistic_pay'
  | 'no_interview'
  | 'no_experience_high_pay'
  | 'connections'
  | 'recruit_to_earn'
  | 'payment_scheme';

/** Words of the advert (its description) with their place: UTF-16 offsets, end exclusive. */
export interface JobEvidence {
  /** Exactly `jobDescription.slice(start, end)`. */
  evidence: string;
  start: number;
  end: number;
}

/** A scam sign. */
export interface JobFlag extends JobEvidence {
  id: JobFlagId;
  /** A few words for a list: "Asks you to pay". */
  label: string;
  /** One sentence a person understands: why this is a warning sign. */
  explanation: string;
}

/** Something that lowers the risk: a clear statement that applying costs nothing. */
export interface JobReassurance extends JobEvidence {
  id: 'no_fee';
  label: string;
  explanation: string;
}

export type EligibilityStatus = 'met' | 'unmet' | 'unknown';

interface EligibilityBase {
  /** The sentence it came from, exactly as the advert writes it. */
  requirement: string;
  /** Offsets of `requirement` in the description. */
  start: number;
  end: number;
  status: EligibilityStatus;
  /** One sentence: what the advert asks and how the profile stands against it. */
  detail: string;
  /** "An added advantage", "preferred": not a condition of applying. */
  preferred: boolean;
}

export interface DegreeRequirement extends EligibilityBase {
  kind: 'degree';
  /** The lowest university class accepted, when the advert names one. */
  minimumClass: JobCheckDegreeClass | null;
  /** The lowest HND grade accepted, when the advert names one. */
  minimumHnd: JobCheckDegreeClass | null;
}

export interface NyscRequirement extends EligibilityBase {
  kind: 'nysc';
  /** The statuses the advert accepts (a discharge certificate is 'completed'). */
  accepts: JobCheckNyscStatus[];
  /** Service must have ended in this year or later (when the advert says so). */
  earliestYear: number | null;
  latestYear: number | null;
}

export interface AgeRequirement extends EligibilityBase {
  kind: 'age';
  minAge: number | null;
  maxAge: number | null;
  /** YYYY-MM-DD: the day the age is counted on. */
  asOf: string;
  /** Where that day came from: the sentence, the advert's closing date, or today. */
  asOfSource: 'stated' | 'closing_date' | 'today';
}

export interface OLevelRequirement extends EligibilityBase {
  kind: 'olevel';
  /** Credits asked for (null: "credits" without a number). */
  credits: number | null;
  /** Subjects named: "English Language", "Mathematics" … */
  subjects: string[];
  /** Exams named: WAEC, NECO, NABTEB, GCE. */
  exams: string[];
  /** At most this many sittings. */
  sittings: number | null;
}

export interface ExperienceRequirement extends EligibilityBase {
  kind: 'experience';
  minYears: number;
  maxYears: number | null;
}

export interface CertificationRequirement extends EligibilityBase {
  kind: 'certification';
  /** Canonical names: "ICAN", "ACCA", "COREN" … */
  bodies: string[];
  /** True when any one of them will do ("ICAN or ACCA"). */
  anyOf: boolean;
}

export type EligibilityRequirement =
  | DegreeRequirement
  | NyscRequirement
  | AgeRequirement
  | OLevelRequirement
  | ExperienceRequirement
  | CertificationRequirement;

export type EligibilityKind = EligibilityRequirement['kind'];

/** POST /api/job-check and tRPC jobCheck.check. */
export interface JobCheckResult {
  risk: JobRisk;
  /** Scam signs, most serious first; each sign once, with its first evidence. */
  flags: JobFlag[];
  /** What lowered the risk (a no-fee statement). Never a flag. */
  reassurances: JobReassurance[];
  /** Each requirement the advert states, in advert order. */
  eligibility: EligibilityRequirement[];
}
