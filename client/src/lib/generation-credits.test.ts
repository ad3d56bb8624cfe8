import { describe, expect, it } from 'vitest';
import { creditsLine, optionRefusal } from './generation-credits';

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
