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
