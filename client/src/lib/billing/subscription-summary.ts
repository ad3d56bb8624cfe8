import type { SubscriptionOverviewDto } from '@app/shared/billing/dto';
import { getPlan, type Plan } from '@app/shared/plans/catalogue';
import { formatLongDate } from '../format-date';

export interface SubscriptionSummary {
  plan: Plan;
  isTrial: boolean;
  /** How the plan is held: the trial's description, "paid by card", or granted by JobPadi (issue 29). */
  heldBy: string;
  /** An administrator gave this plan: nothing was charged for it. */
  granted: boolean;
  /** The period runs: status active and the expiry (if any) still ahead. */
  active: boolean;
  statusLabel: 'Active' | 'Inactive';
  /** 'Active until 22 November 2025', 'Trial ends …', 'Expired on …', or null without a date. */
  expiry: string | null;
  /** The expiry date alone ('22 November 2025'), or null without one. */
  expiryDate: string | null;
  /** Shown while a cancelled plan runs to the end of its period. */
  cancelNotice: string | null;
  /** Spec 02 §4: the trial has only Subscribe Now; paid plans renew, change and cancel. */
  actions: { subscribe: boolean; renew: boolean; change: boolean; cancel: boolean };
}

const validDate = (iso: string | null): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The current subscription panel from the billing overview. The server marks lapsed periods on a
 * schedule, so an expiry already past reads Inactive here even if the status has not caught up.
 */
export function subscriptionSummary(
  overview: SubscriptionOverviewDto,
  now: Date = new Date(),
): SubscriptionSummary {
  const plan = getPlan(overview.plan);
  const isTrial = plan.id === 'free_trial';
  const expiresAt = validDate(overview.expiresAt);
  const active = overview.status === 'active' && (!expiresAt || expiresAt.getTime() > now.getTime());
  const cancelled = overview.cancelAtPeriodEnd && active && !isTrial;
  const date = expiresAt ? formatLongDate(expiresAt) : null;
  let expiry: string | null = null;
  if (date) {
    if (isTrial) expiry = active ? `Trial ends ${date}` : `Trial ended ${date}`;
    else if (!active) expiry = `Expired on ${date}`;
    else expiry = cancelled ? `Access until ${date}` : `Active until ${date}`;
  }
  const granted = overview.planSource === 'admin';
  return {
    plan,
    isTrial,
    granted,
    heldBy: granted
      ? 'Granted by JobPadi. No payment was taken for it.'
      : isTrial
        ? plan.description
        : `${plan.priceDisplay} per month, paid by card in Naira.`,
    active,
    statusLabel: active ? 'Active' : 'Inactive',
    expiry,
    expiryDate: date,
    cancelNotice: cancelled
      ? `Your ${plan.name} plan is cancelled. You keep access and your credits until ${date ?? 'the end of this period'}, and you will not be charged again.`
      : null,
    actions: {
      subscribe: isTrial,
      renew: !isTrial,
      change: !isTrial,
      cancel: !isTrial && active && !overview.cancelAtPeriodEnd,
    },
  };
}
