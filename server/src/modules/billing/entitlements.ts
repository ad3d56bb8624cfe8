import { type Entitlements, entitlements } from '@app/shared';
import type { PublicUserRow } from '../users/users.repo.js';

export type PlanRow = Pick<
  PublicUserRow,
  'subscription_plan' | 'subscription_status' | 'subscription_expires_at' | 'created_at'
>;

/**
 * Billing's one entitlement rule (shared `entitlements`, which generation's refusals also read)
 * applied to a user row.
 */
export const entitlementsOf = (user: PlanRow, now: Date): Entitlements =>
  entitlements(
    {
      plan: user.subscription_plan,
      subscriptionStatus: user.subscription_status,
      expiresAt: user.subscription_expires_at ? new Date(user.subscription_expires_at) : null,
      createdAt: new Date(user.created_at),
    },
    now,
  );
