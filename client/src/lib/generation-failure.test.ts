import type { GenerationDto } from '@app/shared/generation/dto';
import { describe, expect, it } from 'vitest';
import { failureCard } from './generation-failure';

const reason = {
  message: 'The AI service is not answering. Your credits were returned.',
  errorCode: 'GENERATION_FAILED' as const,
  suggestedActions: ['Try again'],
  availablePlans: [],
  redirectUrl: null,
  preservedQuota: true,
};
const failed: GenerationDto = {
  id: 'g1',
  status: 'failed',
  stage: 'failed',
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  generateCoverLetter: true,
  optimizeResume: true,
  error: reason,
  coverLetter: null,
  resume: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  finishedAt: '2026-11-22T12:01:00.000Z',
  documentErrors: { cover_letter: reason, resume: reason },
  creditsReturned: { coverLetters: 1, resumes: 1 },
};

describe('failureCard', () => {
  it('gives the reason and every credit returned', () => {
    expect(failureCard(failed)).toEqual({
      reason: reason.message,
      credits: '1 cover letter credit and 1 resume credit were returned to your account.',
      fileProblem: false,
    });
  });

  it('speaks of one document of a partial success', () => {
    const partial = {
      ...failed,
      status: 'succeeded' as const,
      error: null,
      creditsReturned: { coverLetters: 0, resumes: 1 },
    };
    expect(failureCard(partial, 'resume').credits).toBe('1 resume credit was returned to your account.');
  });

  it('says nothing of credits when none were taken (an unlimited plan), and flags an unreadable file', () => {
    const card = failureCard({
      ...failed,
      error: { ...reason, errorCode: 'RESUME_UNREADABLE', message: 'We could not read that file.' },
      documentErrors: {},
      creditsReturned: { coverLetters: 0, resumes: 0 },
    });
    expect(card).toEqual({ reason: 'We could not read that file.', credits: null, fileProblem: true });
  });
});
