/**
 * The ATS match score as people see it (issue 16): a whole number out of 100, a band that gives
 * it a colour and a word, and the change from their own resume. The words carry the meaning; the
 * colour only repeats it.
 */

export type ScoreBand = 'strong' | 'fair' | 'weak';

/** Lowest score of each band: 75 and up reads as a strong match, 50 to 74 as fair. */
export const BAND_FLOOR = { strong: 75, fair: 50 } as const;

export const BAND_LABELS: Record<ScoreBand, string> = {
  strong: 'Strong match',
  fair: 'Fair match',
  weak: 'Weak match',
};

/** Any number (even NaN from a bad value) as a whole score from 0 to 100. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

export function scoreBand(score: number): ScoreBand {
  const s = clampScore(score);
  if (s >= BAND_FLOOR.strong) return 'strong';
  if (s >= BAND_FLOOR.fair) return 'fair';
  return 'weak';
}

/** The accessible name of a score wherever it is shown: "ATS match 82 out of 100". */
export function scoreName(score: number): string {
  return `ATS match ${clampScore(score)} out of 100`;
}

export interface ScoreChange {
  /** Points gained (negative when lost); null without a score for the person's own resume. */
  delta: number | null;
  /** A short phrase: "up 24 from your resume", "same as your resume". Empty without a before. */
  text: string;
}

/** before → after: how the document compares with what the person gave us. */
export function scoreChange(before: number | null, after: number, source = 'your resume'): ScoreChange {
  if (before === null) return { delta: null, text: '' };
  const delta = clampScore(after) - clampScore(before);
  if (delta > 0) return { delta, text: `up ${delta} from ${source}` };
  if (delta < 0) return { delta, text: `down ${-delta} from ${source}` };
  return { delta, text: `same as ${source}` };
}

/** The one name a screen reader hears for a score with its before: "ATS match 78 out of 100 (your resume: 41)". */
export function scoreSentence(before: number | null, after: number, source = 'your resume'): string {
  return before === null ? scoreName(after) : `${scoreName(after)} (${source}: ${clampScore(before)})`;
}

/** Tailwind classes per band, for the badge and the big figure, readable in light and dark. */
export const BAND_STYLES: Record<ScoreBand, { badge: string; figure: string; ring: string }> = {
  strong: {
    badge:
      'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
    figure: 'text-emerald-700 dark:text-emerald-300',
    ring: 'stroke-emerald-600 dark:stroke-emerald-400',
  },
  fair: {
    badge:
      'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
    figure: 'text-amber-700 dark:text-amber-300',
    ring: 'stroke-amber-500 dark:stroke-amber-400',
  },
  weak: {
    badge: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
    figure: 'text-red-700 dark:text-red-300',
    ring: 'stroke-red-600 dark:stroke-red-400',
  },
};

/**
 * A cover letter's score (issue 28): the share of the job's key requirements it addresses. Not a
 * resume's ATS match, so no band words ("Weak match") and no red: what is left is something to
 * add, not a failure. Emerald when every requirement is addressed, sky blue before.
 */
export type LetterTone = 'complete' | 'partial';

export function letterTone(addressed: number, total: number): LetterTone {
  return total > 0 && addressed >= total ? 'complete' : 'partial';
}

/** The list badge's text: "Job fit 67%". */
export function letterScoreText(score: number): string {
  return `Job fit ${clampScore(score)}%`;
}

/** The accessible name of a letter's score: "Addresses 67% of the job's key requirements". */
export function letterScoreName(score: number): string {
  return `Addresses ${clampScore(score)}% of the job's key requirements`;
}

export const LETTER_STYLES: Record<LetterTone, { badge: string; figure: string; ring: string }> = {
  complete: BAND_STYLES.strong,
  partial: {
    badge: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800',
    figure: 'text-sky-800 dark:text-sky-200',
    ring: 'stroke-sky-600 dark:stroke-sky-400',
  },
};
