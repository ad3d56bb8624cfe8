import { COMING_SOON_LABEL, PLAN_RANK, type Plan, type PlanId } from '@app/shared/plans/catalogue';

/** Spec 02 §4 "Subscription": a plan change is labelled by the ranking jjc < agba < idan. */
export type PlanChange = 'Upgrade' | 'Downgrade' | 'Switch';

export function planChange(current: PlanId, target: PlanId): PlanChange {
  const from = PLAN_RANK[current];
  const to = PLAN_RANK[target];
  if (to > from) return 'Upgrade';
  if (to < from) return 'Downgrade';
  return 'Switch';
}

/** What the button of a plan card (or a row of the change-plan panel) does. */
export type PlanAction =
  /** Leads to /payment/{planId}. */
  | { kind: 'buy'; label: string; planId: PlanId }
  /** The plan the user has, still running: buying it again is refused ('Already Subscribed'). */
  | { kind: 'current'; label: 'Current Plan' }
  /** Not on sale today (idan until the setting opens it). */
  | { kind: 'unavailable'; label: typeof COMING_SOON_LABEL };

export interface PlanActionContext {
  current: PlanId;
  /** Whether the current plan's period is running. */
  active: boolean;
}

/**
 * The trial chooses a first plan ('Choose Pro'); a paid user upgrades, downgrades or switches; the
 * plan already running is marked, and once it has lapsed it can be bought again ('Renew').
 */
export function planAction(plan: Plan, { current, active }: PlanActionContext): PlanAction {
  if (!plan.purchasable) return { kind: 'unavailable', label: COMING_SOON_LABEL };
  if (plan.id === current) {
    return active
      ? { kind: 'current', label: 'Current Plan' }
      : { kind: 'buy', label: 'Renew', planId: plan.id };
  }
  if (current === 'free_trial') return { kind: 'buy', label: `Choose ${plan.name}`, planId: plan.id };
  return { kind: 'buy', label: planChange(current, plan.id), planId: plan.id };
}
