import { countOf } from '@app/shared/format/count';
import type { DocumentType, GenerationDto } from '@app/shared/generation/dto';

const NAMES: Record<DocumentType, string> = { cover_letter: 'cover letter', resume: 'resume' };

export interface FailureCard {
  /** Why it failed, as the server said. */
  reason: string;
  /** "1 cover letter credit and 1 resume credit were returned." or null when none was taken. */
  credits: string | null;
  /** The uploaded file is the problem: Try again with it would fail the same way. */
  fileProblem: boolean;
}

/** What the failure card in the results area says for a failed generation (or a failed document). */
export function failureCard(generation: GenerationDto, only?: DocumentType): FailureCard {
  const docError = only ? generation.documentErrors?.[only] : undefined;
  const error = docError ?? generation.error ?? Object.values(generation.documentErrors ?? {})[0] ?? null;
  const returned = generation.creditsReturned ?? { coverLetters: 0, resumes: 0 };
  const letters = only === 'resume' ? 0 : returned.coverLetters;
  const resumes = only === 'cover_letter' ? 0 : returned.resumes;
  const parts = [
    ...(letters > 0 ? [countOf(letters, `${NAMES.cover_letter} credit`)] : []),
    ...(resumes > 0 ? [countOf(resumes, `${NAMES.resume} credit`)] : []),
  ];
  return {
    reason: error?.message ?? 'Generation failed. Please try again.',
    credits: parts.length
      ? `${parts.join(' and ')} ${letters + resumes === 1 ? 'was' : 'were'} returned to your account.`
      : null,
    fileProblem: error?.errorCode === 'RESUME_UNREADABLE',
  };
}
