/** Coarse stages a generation moves through, in order; the progress bar names them. */
export const GENERATION_STAGES = [
  'queued',
  'reading_resume',
  'writing_cover_letter',
  'writing_resume',
  'saving',
  'done',
  'failed',
] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

export const STAGE_LABELS: Record<GenerationStage, string> = {
  queued: 'Queued',
  reading_resume: 'Reading your resume',
  writing_cover_letter: 'Writing your cover letter',
  writing_resume: 'Optimizing your resume',
  saving: 'Saving your documents',
  done: 'Done',
  failed: 'Failed',
};

/**
 * About how long each document comes out (characters), so progress can follow the writing: the
 * share of this written so far. Measured on typical answers of the default prompts.
 */
export const EXPECTED_LENGTH = { cover_letter: 2_200, resume: 4_000 } as const;

/** Percent of a document written: grows with its text, never 100 before it is finished. */
export function documentProgress(
  type: keyof typeof EXPECTED_LENGTH,
  written: number,
  finished = false,
): number {
  if (finished) return 100;
  return Math.min(95, Math.max(0, Math.round((written / EXPECTED_LENGTH[type]) * 100)));
}

/** The in-job tries of one document's model call (the first one included). */
export const DOCUMENT_MAX_TRIES = 3;

/** What a watcher is told when a document's model call failed and is tried again. */
export const retryMessage = (attempt: number, max: number): string =>
  `The AI service had a problem — trying again, ${attempt} of ${max}`;
