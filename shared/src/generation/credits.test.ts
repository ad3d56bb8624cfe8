import { describe, expect, it } from 'vitest';
import { type CreditState, refusalFor } from './credits.js';

const now = new Date('2026-11-22T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const state = (over: Partial<CreditState>): CreditState => ({
  plan: 'free_trial',
  subscriptionStatus: 'active',
  expiresAt: days(3),
  createdAt: days(-4),
  coverLettersRemaining: 2,
  resumesRemaining: 1,
  ...over,
});
const both = { coverLetters: 1, resumes: 1 };

describe('refusalFor (DECISIONS.md order)', () => {
  it('lets a trial with credits through', () => {
    expect(refusalFor(state({}), both, now)).toBeNull();
  });

  it('refuses an expired trial first, even with credits left', () => {
    expect(refusalFor(state({ expiresAt: days(-1), coverLettersRemaining: 0 }), both, now)).toBe(
      'TRIAL_EXPIRED',
    );
  });

  it('refuses a lapsed paid plan and keeps its credits for renewal', () => {
    expect(
      refusalFor(state({ plan: 'agba', expiresAt: days(-1), coverLettersRemaining: 9 }), both, now),
    ).toBe('SUBSCRIPTION_EXPIRED');
  });

  it('asks a trial user out of the requested kind to subscribe', () => {
    expect(refusalFor(state({ resumesRemaining: 0 }), both, now)).toBe('SUBSCRIPTION_REQUIRED');
    expect(refusalFor(state({ resumesRemaining: 0 }), { coverLetters: 1, resumes: 0 }, now)).toBeNull();
  });

  it('tells a paid user out of credits that the quota is exhausted', () => {
    expect(refusalFor(state({ plan: 'jjc', expiresAt: days(10), coverLettersRemaining: 0 }), both, now)).toBe(
      'QUOTA_EXHAUSTED',
    );
  });

  it('never counts credits on an active unlimited plan', () => {
    expect(
      refusalFor(
        state({ plan: 'idan', expiresAt: days(10), coverLettersRemaining: 0, resumesRemaining: 0 }),
        both,
        now,
      ),
    ).toBeNull();
    expect(refusalFor(state({ plan: 'idan', expiresAt: days(-1) }), both, now)).toBe('SUBSCRIPTION_EXPIRED');
  });
});
