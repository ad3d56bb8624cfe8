import type {
  EligibilityKind,
  EligibilityRequirement,
  EligibilityStatus,
  JobCheckInput,
  JobCheckResult,
  JobRisk,
} from '@app/shared/job-check/dto';

/** The check waits for an advert long enough to say something about (issue 31 §1). */
export const JOB_CHECK_MIN_CHARS = 50;
/** Typing settles this long before the advert is checked again. */
export const JOB_CHECK_DEBOUNCE_MS = 300;

export const shouldCheck = (input: Pick<JobCheckInput, 'jobDescription'>): boolean =>
  input.jobDescription.trim().length >= JOB_CHECK_MIN_CHARS;

export const RISK_TEXT: Record<JobRisk, { label: string; summary: string }> = {
  low: {
    label: 'Low risk',
    summary: 'We found none of the usual signs of a fake job in this advert.',
  },
  medium: {
    label: 'Medium risk',
    summary: 'Some things in this advert are common in fake jobs. Check the employer before you apply.',
  },
  high: {
    label: 'High risk',
    summary:
      'This advert has strong signs of a job scam. Never pay to apply or share your bank or identity details.',
  },
};

export const KIND_LABELS: Record<EligibilityKind, string> = {
  degree: 'Degree class',
  nysc: 'NYSC',
  age: 'Age',
  olevel: "O'Level",
  experience: 'Experience',
  certification: 'Professional body',
};

export const STATUS_TEXT: Record<EligibilityStatus, string> = {
  met: 'You meet this',
  unmet: 'You do not meet this',
  unknown: "We can't tell yet",
};

/**
 * Nothing to warn about and nothing asked of the person: the check is a single quiet line
 * (issue 31: it never gets in the way of a plain advert).
 */
export const isQuiet = (result: JobCheckResult): boolean =>
  result.risk === 'low' && result.flags.length === 0 && result.eligibility.length === 0;

/** A high risk asks the person to confirm before anything is written; it never blocks. */
export const needsConfirmation = (result: JobCheckResult | null): result is JobCheckResult =>
  result?.risk === 'high';

/** The reasons the confirm dialog lists: each sign with the advert's own words. */
export const confirmationReasons = (result: JobCheckResult): string[] =>
  result.flags.map((flag) => `${flag.label}: “${flag.evidence}”`);

/** "Required" or "Preferred", for the requirement's line. */
export const requirementTitle = (r: EligibilityRequirement): string =>
  r.preferred ? `${KIND_LABELS[r.kind]} (preferred)` : KIND_LABELS[r.kind];

/** Only when every requirement is unknown for want of profile details: one line, said once. */
export const profileHint = (result: JobCheckResult): string | null =>
  result.eligibility.length > 0 && result.eligibility.every((r) => r.status === 'unknown')
    ? 'Add your CV details to your profile to see whether you qualify.'
    : null;
