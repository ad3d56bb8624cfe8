import { listPlans, type Plan } from '@app/shared/plans/catalogue';

/**
 * Which plan /payment/{planId} sells (spec 02 §2): an unknown id, the trial and a plan not on sale
 * go back to /subscription. Whether idan is on sale is the server's setting, so until the overview
 * has arrived an idan checkout waits instead of guessing.
 */
export function checkoutPlan(
  planId: string,
  idanPurchasable: boolean | undefined,
): { kind: 'plan'; plan: Plan } | { kind: 'redirect' } | { kind: 'wait' } {
  if (planId === 'idan' && idanPurchasable === undefined) return { kind: 'wait' };
  const plan = listPlans({ idanPurchasable: idanPurchasable ?? false }).find((p) => p.id === planId);
  if (!plan?.purchasable) return { kind: 'redirect' };
  return { kind: 'plan', plan };
}
