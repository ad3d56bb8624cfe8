import type { PlanId } from '../plans/catalogue.js';

/** The support tiers of spec 01 §6, by subscription plan; anything else is Basic Support. */
export type SupportTierId = 'priority' | 'pro' | 'standard' | 'basic';

export interface SupportTier {
  id: SupportTierId;
  name: string;
  /** The promised first response, as the widget and the inbox show it. */
  responseTime: string;
  /** The promise in minutes, for "waiting 12 min — promised 5 min"; 0 means immediate. */
  responseMinutes: number;
  /** Lower answers first in the administrators' inbox. */
  priority: number;
}

export const SUPPORT_TIERS: Record<SupportTierId, SupportTier> = {
  priority: {
    id: 'priority',
    name: 'Priority Support',
    responseTime: 'immediate',
    responseMinutes: 0,
    priority: 0,
  },
  pro: { id: 'pro', name: 'Pro Support', responseTime: 'within 5 minutes', responseMinutes: 5, priority: 1 },
  standard: {
    id: 'standard',
    name: 'Standard Support',
    responseTime: 'within 30 minutes',
    responseMinutes: 30,
    priority: 2,
  },
  basic: {
    id: 'basic',
    name: 'Basic Support',
    responseTime: 'within 24 hours',
    responseMinutes: 24 * 60,
    priority: 3,
  },
};

const TIER_BY_PLAN: Partial<Record<PlanId, SupportTierId>> = {
  idan: 'priority',
  agba: 'pro',
  jjc: 'standard',
};

/** The tier a subscription plan gets; free_trial and any unknown plan get Basic Support. */
export const supportTierOf = (plan: string): SupportTier =>
  SUPPORT_TIERS[TIER_BY_PLAN[plan as PlanId] ?? 'basic'];
