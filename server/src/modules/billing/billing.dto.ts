import type {
  Entitlements,
  PaymentDto,
  PaymentStatus,
  PlanId,
  PlanSource,
  SubscriptionOverviewDto,
} from '@app/shared';
import type { Deps } from '../../deps.js';
import type { PublicUserRow } from '../users/users.repo.js';
import type { PaymentRow } from './payments.repo.js';

const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);

/** The only place a payment row becomes what the browser sees (no provider answer, no user id). */
export const toPaymentDto = (row: PaymentRow): PaymentDto => ({
  reference: row.reference,
  planId: row.plan_id as PlanId,
  amountKobo: row.amount_kobo,
  currency: 'NGN',
  status: row.status as PaymentStatus,
  createdAt: iso(row.created_at) ?? '',
  confirmedAt: iso(row.confirmed_at),
});

/** Where the plan came from, as the database says (an unknown word reads as the trial's). */
export const planSourceOf = (source: string): PlanSource =>
  source === 'payment' || source === 'admin' ? source : 'trial';

export function toOverviewDto(
  env: Pick<Deps['env'], 'IDAN_PURCHASABLE' | 'PAYSTACK_SECRET_KEY'>,
  user: Pick<PublicUserRow, 'subscription_status' | 'cancel_at_period_end' | 'subscription_source'>,
  access: Entitlements,
): SubscriptionOverviewDto {
  return {
    plan: access.plan,
    status: access.active ? 'active' : user.subscription_status === 'cancelled' ? 'cancelled' : 'inactive',
    expiresAt: iso(access.periodEnd),
    cancelAtPeriodEnd: access.plan !== 'free_trial' && user.cancel_at_period_end,
    idanPurchasable: env.IDAN_PURCHASABLE,
    paymentsConfigured: !!env.PAYSTACK_SECRET_KEY,
    planSource: planSourceOf(user.subscription_source),
  };
}
