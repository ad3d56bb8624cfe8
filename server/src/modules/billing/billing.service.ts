import {
  type PaymentDto,
  type PaymentOutcome,
  type PaymentStatus,
  type PaymentVerifyDto,
  type PlanId,
  paymentOutcome,
  type SubscriptionOverviewDto,
} from '@app/shared';
import { enforce } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findTimeZone } from '../users/settings.repo.js';
import { findUserById, type PublicUserRow } from '../users/users.repo.js';
import { toOverviewDto, toPaymentDto } from './billing.dto.js';
import { notConfigured, PAYMENT_NOT_FOUND, providerDown } from './billing.errors.js';
import { formatDay } from './billing-format.js';
import type { BillingDeps } from './checkout.service.js';
import { entitlementsOf } from './entitlements.js';
import { recordedOutcome } from './payment-outcome.js';
import { findRecordedPayment, listPayments } from './payments.repo.js';
import { PaymentProviderError, paymentProvider } from './paystack.client.js';
import { settlePayment } from './settle.js';
import { findPaymentCached } from './settled-payments.js';
import { VERIFY_RULES, verifyOnce } from './verify-flight.js';

export { renewSubscription, startCheckout } from './checkout.service.js';

const HISTORY_LIMIT = 100;

async function currentUser(deps: Pick<Deps, 'db'>, userId: string): Promise<PublicUserRow> {
  // Fresh from the database, not the session's cached row: a grant may have just changed it.
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');
  return user;
}

export async function getOverview(
  deps: Pick<Deps, 'db' | 'env' | 'clock'>,
  actor: { userId: string },
): Promise<SubscriptionOverviewDto> {
  const user = await currentUser(deps, actor.userId);
  return toOverviewDto(deps.env, user, entitlementsOf(user, deps.clock.now()));
}

/** The caller's own payments, newest first. */
export async function getPayments(deps: Pick<Deps, 'db'>, actor: { userId: string }): Promise<PaymentDto[]> {
  return (await listPayments(deps.db, actor.userId, HISTORY_LIMIT)).map(toPaymentDto);
}

/**
 * Cancel at period end: access and credits stay until the expiry and nothing renews (payments
 * are one-off). Cancelling twice is the same as once.
 */
export async function cancelSubscription(
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache'>,
  actor: { userId: string },
): Promise<{ overview: SubscriptionOverviewDto; message: string }> {
  const user = await currentUser(deps, actor.userId);
  const now = deps.clock.now();
  const access = entitlementsOf(user, now);
  if (access.plan === 'free_trial')
    throw new AppError(
      'BAD_REQUEST',
      'The free trial has nothing to cancel: it ends by itself after 7 days.',
      {
        reason: 'NOTHING_TO_CANCEL',
      },
    );
  if (!access.active)
    throw new AppError('BAD_REQUEST', 'Your subscription has already ended, so there is nothing to cancel.', {
      reason: 'NOTHING_TO_CANCEL',
    });
  const updated = await deps.db
    .updateTable('users')
    .set({ cancel_at_period_end: true, updated_at: now })
    .where('id', '=', user.id)
    .where('subscription_plan', '=', access.plan)
    .returning(['subscription_status', 'cancel_at_period_end', 'subscription_source'])
    .executeTakeFirst();
  deps.sessionCache?.evictUser(user.id);
  // The plan changed between the read and the write (a payment was just granted): read again.
  const overview = updated ? toOverviewDto(deps.env, updated, access) : await getOverview(deps, actor);
  const until = access.periodEnd
    ? formatDay(access.periodEnd, await findTimeZone(deps.db, user.id))
    : 'the end of the period';
  return {
    overview,
    message: `Your subscription is cancelled. You keep your plan and credits until ${until}; nothing will renew.`,
  };
}

/**
 * The browser is back from the checkout page: only the payment's owner may ask. A payment that
 * already succeeded or failed answers at once from our record (no call to the provider, nothing
 * counted); a pending one is checked with the provider, within the account's and the
 * reference's limits and by one request at a time (verify-flight.ts), and granted when it says
 * success with our amount and currency. The answer carries the outcome in the person's terms
 * (declined, insufficient funds, bank error, abandoned…: shared/src/billing/outcome.ts), from the
 * provider's answer or, once settled, from the answer we stored.
 */
export async function verifyPayment(
  deps: BillingDeps,
  actor: { userId: string },
  reference: string,
): Promise<PaymentVerifyDto> {
  const payment = await findPaymentCached(deps.db, reference);
  if (!payment || payment.user_id !== actor.userId) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  const planId = payment.plan_id as PlanId;
  const answer = (status: string, outcome: PaymentOutcome): PaymentVerifyDto => ({
    success: status === 'success',
    planId,
    status: status as PaymentStatus,
    outcome,
  });
  // What our record says now: another request (the webhook, a second tab, another instance)
  // may have settled it meanwhile. A success needs no second read (the bench's hot path).
  const recorded = async (): Promise<PaymentVerifyDto> => {
    const row = (await findRecordedPayment(deps.db, reference)) ?? {
      status: payment.status,
      failure_reason: null,
      provider_answer: null,
    };
    return answer(row.status, recordedOutcome(row));
  };
  if (payment.status === 'success') return answer('success', 'success');
  if (payment.status === 'failed') return recorded();
  const provider = paymentProvider(deps.env);
  if (!provider) throw notConfigured();
  await enforce(deps, [
    [VERIFY_RULES.account, actor.userId],
    [VERIFY_RULES.reference, `${actor.userId}:${reference}`],
  ]);
  return verifyOnce(
    deps,
    reference,
    async () => {
      let tx: Awaited<ReturnType<typeof provider.verify>>;
      try {
        tx = await provider.verify(reference);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw providerDown('verify', error);
        throw error;
      }
      const settled = await settlePayment(deps, payment, tx, 'verify');
      switch (settled.outcome) {
        case 'granted':
          return answer('success', 'success');
        case 'mismatch':
          return answer('failed', 'not_confirmed');
        case 'failed':
          // This answer failed it (declined, insufficient funds…), or a record failed it before.
          return tx?.reference === reference && tx.status !== 'success'
            ? answer('failed', paymentOutcome(tx))
            : recorded();
        case 'pending':
          // Not final: abandoned at the checkout page, still in progress, or unknown to the provider.
          return answer(payment.status, paymentOutcome(tx?.reference === reference ? tx : null));
        case 'already':
          return recorded();
      }
    },
    recorded,
  );
}
