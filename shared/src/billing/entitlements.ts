import { FREE_TRIAL_DAYS, getPlan, type PlanId } from '../plans/catalogue.js';

const DAY_MS = 86_400_000;

/** What decides a person's access: the user row's plan fields. */
export interface EntitlementState {
  plan: string;
  subscriptionStatus: string;
  /** For free_trial: the end of the trial; for paid plans: the end of the paid period. */
  expiresAt: Date | null;
  createdAt: Date;
}

/**
 * - `trial`: the free trial is running (7 days from sign-up);
 * - `trial_expired`: it has ended;
 * - `active`: a paid period is running (also when cancelled at period end: access stays until
 *   the expiry);
 * - `expired`: the paid period has ended or the subscription was switched off (credits are kept).
 */
export type AccessState = 'trial' | 'trial_expired' | 'active' | 'expired';

export interface Entitlements {
  plan: PlanId;
  access: AccessState;
  /** Whether the plan's features and credits may be used now. */
  active: boolean;
  /** The end of the trial or of the paid period (null for a paid plan never paid for). */
  periodEnd: Date | null;
  /** isUnlimitedActive: an unlimited plan whose period runs. */
  unlimited: boolean;
}

export const trialEnd = (state: Pick<EntitlementState, 'expiresAt' | 'createdAt'>): Date =>
  state.expiresAt ?? new Date(state.createdAt.getTime() + FREE_TRIAL_DAYS * DAY_MS);

/**
 * The one rule of who may use what (DECISIONS.md "Plans and credits"): generation's refusals,
 * the subscription overview and the billing sweep all read it. A period counts while it has
 * not ended and the row is not marked `inactive` (an administrator can switch a plan off).
 */
export function entitlements(state: EntitlementState, now: Date): Entitlements {
  const plan = getPlan(state.plan);
  const switchedOff = state.subscriptionStatus === 'inactive';
  if (plan.id === 'free_trial') {
    const end = trialEnd(state);
    const active = !switchedOff && now < end;
    return {
      plan: plan.id,
      access: active ? 'trial' : 'trial_expired',
      active,
      periodEnd: end,
      unlimited: false,
    };
  }
  const end = state.expiresAt;
  const active = !switchedOff && end !== null && now < end;
  return {
    plan: plan.id,
    access: active ? 'active' : 'expired',
    active,
    periodEnd: end,
    unlimited: active && plan.limits.isUnlimited,
  };
}
