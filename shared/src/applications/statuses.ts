/**
 * The applications area's constants without zod, so a screen that only shows statuses does not
 * pull the schemas into its chunk.
 */

/** Saved → applied → interviewing → offer, or rejected / withdrawn; moved freely in any order. */
export const APPLICATION_STATUSES = [
  'saved',
  'applied',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const NOTE_KINDS = ['follow_up', 'thank_you'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const APPLICATION_LIMITS = {
  title: 200,
  company: 200,
  location: 200,
  url: 2_000,
  notes: 10_000,
  search: 200,
  /** Notes and interview preparations a person may ask for per Lagos day. */
  fairUsePerDay: { free_trial: 3, paid: 30 },
  /** Follow-up reminder after this many days "applied" with no change, unless the person chose. */
  defaultFollowUpDays: 7,
} as const;
