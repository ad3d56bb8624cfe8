import { describe, expect, it } from 'vitest';
import { choiceRefusal, creditsLine, optionRefusal } from './generation-credits';

const now = new Date('2026-11-23T12:00:00.000Z');
const trial = {
  subscriptionPlan: 'free_trial' as const,
  subscriptionStatus: 'active' as const,
  subscriptionExpiresAt: '2026-11-28T12:00:00.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
  quotaBalance: { coverLettersRemaining: 1, resumesRemaining: 0 },
  totalGenerated: { coverLettersGenerated: 1, resumesGenerated: 1 },
  isUnlimitedActive: false,
};

describe('credits on the generate form', () => {
  it('says what is left per kind', () => {
    expect(creditsLine(trial)).toBe('Cover letters: 1 left · Resumes: 0 left');
    expect(creditsLine({ ...trial, isUnlimitedActive: true })).toBe(
      'Cover letters: unlimited · Resumes: unlimited',
    );
  });

  it('marks the kind the trial has no credit for, with its plan action', () => {
    expect(optionRefusal(trial, 'coverLetter', now)).toBeNull();
    expect(optionRefusal(trial, 'resume', now)).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      action: 'View Plans',
      href: '/subscription',
    });
  });

  it('marks both once the trial has ended', () => {
    const later = new Date('2026-12-01T12:00:00.000Z');
    expect(optionRefusal(trial, 'coverLetter', later)).toMatchObject({
      code: 'TRIAL_EXPIRED',
      action: 'Subscribe Now',
    });
  });
});

describe('what is ticked, before the submit', () => {
  it('lets a choice with credits left go ahead, and says nothing when nothing is ticked', () => {
    expect(choiceRefusal(trial, { coverLetter: true, resume: false }, now)).toBeNull();
    expect(choiceRefusal(trial, { coverLetter: false, resume: false }, now)).toBeNull();
  });

  it('stops a resume with "Resumes: 0 left", says why, and links the plans', () => {
    expect(choiceRefusal(trial, { coverLetter: false, resume: true }, now)).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      action: 'View Plans',
      href: '/subscription',
      sentence: 'You have no resume credits left, so this cannot be generated. Get more credits with a plan.',
    });
    expect(choiceRefusal(trial, { coverLetter: true, resume: true }, now)?.sentence).toBe(
      'You have no resume credits left. Untick Optimize Resume to write the cover letter alone, or get more credits with a plan.',
    );
  });

  it('names both kinds when both are used up, with a paid plan’s action', () => {
    const paid = {
      ...trial,
      subscriptionPlan: 'jjc' as const,
      subscriptionExpiresAt: '2026-12-20T12:00:00.000Z',
      quotaBalance: { coverLettersRemaining: 0, resumesRemaining: 0 },
    };
    expect(choiceRefusal(paid, { coverLetter: true, resume: true }, now)).toMatchObject({
      code: 'QUOTA_EXHAUSTED',
      action: 'Add Credits',
      sentence:
        'You have no cover letter or resume credits left, so this cannot be generated. Get more credits with a plan.',
    });
    expect(
      choiceRefusal({ ...paid, subscriptionPlan: 'idan' }, { coverLetter: true, resume: true }, now),
    ).toBeNull();
  });

  it('gives an ended trial its own sentence', () => {
    const later = new Date('2026-12-01T12:00:00.000Z');
    expect(choiceRefusal(trial, { coverLetter: true, resume: false }, later)).toMatchObject({
      code: 'TRIAL_EXPIRED',
      action: 'Subscribe Now',
      sentence: 'Your 7-day free trial has ended. Subscribe to a plan to keep generating documents.',
    });
  });
});
