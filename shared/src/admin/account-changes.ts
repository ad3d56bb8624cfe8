import { FREE_TRIAL_DAYS, getPlan, type PlanId, SUBSCRIPTION_PERIOD_DAYS } from '../plans/catalogue.js';

/**
 * What each administrator change does to an account, as one rule: the server applies exactly these
 * values (on the row it has locked) and the console's confirmation describes them before asking.
 */

const DAY_MS = 86_400_000;

/** The parts of an account an administrator's change reads and writes. */
export interface AccountCredits {
  coverLettersRemaining: number;
  resumesRemaining: number;
}

export interface PlanChangeEffect extends AccountCredits {
  plan: PlanId;
  status: 'active';
  expiresAt: Date;
}

/** A plan set by an administrator runs this long from the change: 30 days, 7 for the free trial. */
export const grantedPeriodDays = (plan: PlanId): number =>
  plan === 'free_trial' ? FREE_TRIAL_DAYS : SUBSCRIPTION_PERIOD_DAYS;

/**
 * Setting a plan: status active, a new period from now, and the credits topped up to the plan's
 * allowance, never down (an unlimited plan leaves them as they are, for after it ends).
 */
export function planChangeEffect(credits: AccountCredits, planId: PlanId, now: Date): PlanChangeEffect {
  const plan = getPlan(planId);
  return {
    plan: plan.id,
    status: 'active',
    expiresAt: new Date(now.getTime() + grantedPeriodDays(plan.id) * DAY_MS),
    ...(plan.limits.isUnlimited
      ? credits
      : {
          coverLettersRemaining: Math.max(credits.coverLettersRemaining, plan.limits.coverLetters),
          resumesRemaining: Math.max(credits.resumesRemaining, plan.limits.resumes),
        }),
  };
}

/** Reset Usage: the plan's allowance back in full (unchanged on an unlimited plan). */
export function resetUsageEffect(credits: AccountCredits, planId: PlanId): AccountCredits {
  const plan = getPlan(planId);
  return plan.limits.isUnlimited
    ? credits
    : { coverLettersRemaining: plan.limits.coverLetters, resumesRemaining: plan.limits.resumes };
}

export const CREDIT_MODES = ['add', 'set'] as const;
export type CreditMode = (typeof CREDIT_MODES)[number];

export interface CreditsChange {
  mode: CreditMode;
  /** Absent: that kind stays as it is. */
  resumes?: number | undefined;
  coverLetters?: number | undefined;
}

/** Adding counts from what is left (a balance below zero counts as none); setting replaces it. */
export function creditsEffect(credits: AccountCredits, change: CreditsChange): AccountCredits {
  const apply = (left: number, n: number | undefined) =>
    n === undefined ? left : change.mode === 'add' ? Math.max(left, 0) + n : n;
  return {
    coverLettersRemaining: apply(credits.coverLettersRemaining, change.coverLetters),
    resumesRemaining: apply(credits.resumesRemaining, change.resumes),
  };
}
