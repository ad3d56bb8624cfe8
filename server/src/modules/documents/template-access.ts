import { getPlan, type PlanId } from '@app/shared';
import type { PublicUserRow } from '../users/users.repo.js';

export type PlanHolder = Pick<
  PublicUserRow,
  'subscription_plan' | 'subscription_status' | 'subscription_expires_at'
>;

/**
 * The plan whose designs a user may pick now. A paid plan counts while its period runs and it is
 * not switched off (the same test generation and the user DTO apply); once it ends, only the
 * designs on every plan remain (templateAllowed treats an inactive plan as the free one).
 */
export function templatePlan(user: PlanHolder, now: Date): { id: PlanId; active: boolean } {
  const plan = getPlan(user.subscription_plan);
  const expiresAt = user.subscription_expires_at ? new Date(user.subscription_expires_at) : null;
  const active = user.subscription_status !== 'inactive' && expiresAt !== null && now < expiresAt;
  return { id: plan.id as PlanId, active };
}
