import { entitlements } from '../billing/entitlements.js';
import { getPlan } from '../plans/catalogue.js';
import type { GenerationRefusalCode } from './refusals.js';

export interface CreditState {
  plan: string;
  subscriptionStatus: string;
  /** For free_trial: the end of the trial; for paid plans: the end of the paid period. */
  expiresAt: Date | null;
  createdAt: Date;
  coverLettersRemaining: number;
  resumesRemaining: number;
}

export interface CreditRequest {
  coverLetters: number;
  resumes: number;
}

/**
 * The refusal checks of DECISIONS.md, in order: trial older than 7 days; paid plan past its
 * expiry (or switched off); trial out of the requested credit; paid plan out of it. Access is
 * billing's `entitlements` (cancelled at period end keeps it until the expiry). Unlimited plans
 * skip the credit checks while active. Returns null when the request may go ahead.
 */
export function refusalFor(
  state: CreditState,
  request: CreditRequest,
  now: Date,
): GenerationRefusalCode | null {
  const plan = getPlan(state.plan);
  const access = entitlements(state, now);
  if (access.access === 'trial_expired') return 'TRIAL_EXPIRED';
  if (access.access === 'expired') return 'SUBSCRIPTION_EXPIRED';
  if (access.unlimited) return null;
  const short =
    (request.coverLetters > 0 && state.coverLettersRemaining < request.coverLetters) ||
    (request.resumes > 0 && state.resumesRemaining < request.resumes);
  if (!short) return null;
  return plan.id === 'free_trial' ? 'SUBSCRIPTION_REQUIRED' : 'QUOTA_EXHAUSTED';
}
