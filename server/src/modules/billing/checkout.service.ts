import { randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type CheckoutStartDto,
  COMING_SOON_LABEL,
  getPlan,
  PAYMENT_OUTCOME_MESSAGES,
  type Plan,
  type PlanId,
  toKobo,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { publicUrl } from '../../env.js';
import { AppError } from '../../errors.js';
import { findUserById } from '../users/users.repo.js';
import { notConfigured, providerDown } from './billing.errors.js';
import { entitlementsOf } from './entitlements.js';
import { insertPendingPayment, markPaymentUnpaid, type PaymentKind } from './payments.repo.js';
import { PaymentProviderError, paymentProvider } from './paystack.client.js';

export type BillingDeps = Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'sessionCache'>;

/** Each checkout is a call to the provider and a row: a person needs a handful, not hundreds. */
const CHECKOUT_RULE: RateRule = { name: 'checkout:user', limit: 20, windowSeconds: 60 * 60 };

/** Our reference: unique, unguessable, in the provider's character set. */
export const newReference = (): string => `jp-${randomBytes(12).toString('hex')}`;

/** The plan, if a person may buy it today; otherwise the BAD_REQUEST they get. */
export function purchasablePlan(env: Pick<Deps['env'], 'IDAN_PURCHASABLE'>, planId: PlanId): Plan {
  const plan = getPlan(planId);
  if (plan.id === 'free_trial')
    throw new AppError(
      'BAD_REQUEST',
      'The free trial is given at sign-up and cannot be bought. Choose Basic or Pro.',
      { reason: 'PLAN_NOT_PURCHASABLE' },
    );
  if (!plan.purchasable && !(plan.id === 'idan' && env.IDAN_PURCHASABLE))
    throw new AppError(
      'BAD_REQUEST',
      `${plan.name} (${plan.displayName}) is ${COMING_SOON_LABEL} and cannot be bought yet.`,
      { reason: 'PLAN_NOT_PURCHASABLE' },
    );
  return plan;
}

/** Where the provider sends the browser back; it appends `trxref` and `reference`. */
export const callbackUrl = (env: Deps['env']): string => `${publicUrl(env)}/subscription?status=success`;
const cancelUrl = (env: Deps['env']): string =>
  `${publicUrl(env)}/subscription?${new URLSearchParams({ status: 'error', message: PAYMENT_OUTCOME_MESSAGES.abandoned })}`;

/**
 * Starts a card payment (POST /api/payment/initialize, `billing.checkout`, and renew): refuses
 * a plan that cannot be bought, payments without a provider, and the plan already active
 * (unless renewing it); records a pending payment with our reference and the amount in kobo;
 * asks the provider for its hosted checkout page. A provider failure marks the attempt failed
 * (nothing was charged) and answers 502.
 */
export async function startCheckout(
  deps: BillingDeps,
  actor: { userId: string },
  planId: PlanId,
  kind: PaymentKind = 'new',
): Promise<CheckoutStartDto> {
  const plan = purchasablePlan(deps.env, planId);
  const provider = paymentProvider(deps.env);
  if (!provider) throw notConfigured();
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');
  const now = deps.clock.now();
  const access = entitlementsOf(user, now);
  if (kind === 'new' && access.active && access.plan === plan.id)
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed, {
      reason: 'ALREADY_SUBSCRIBED',
      planId: plan.id,
      expiresAt: access.periodEnd?.toISOString() ?? null,
    });
  await enforce(deps, [[CHECKOUT_RULE, actor.userId]]);

  const amountKobo = toKobo(plan.price);
  const payment = await insertPendingPayment(deps.db, {
    reference: newReference(),
    userId: user.id,
    planId: plan.id,
    amountKobo,
    kind,
  });
  try {
    const started = await provider.initialize({
      email: user.email,
      amountKobo,
      reference: payment.reference,
      callbackUrl: callbackUrl(deps.env),
      metadata: { plan_id: plan.id, kind, cancel_action: cancelUrl(deps.env) },
    });
    if (started.reference !== payment.reference)
      throw new PaymentProviderError('bad_answer', `initialize answered reference ${started.reference}`);
    return { authorizationUrl: started.authorizationUrl, reference: payment.reference };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await markPaymentUnpaid(
      deps.db,
      payment.reference,
      { status: 'failed', reason: `initialize_${error.fault}`, answer: null },
      deps.clock.now(),
    );
    throw providerDown('start', error);
  }
}

/** POST /api/subscription/renew: a new period of the current paid plan (extends from its expiry). */
export async function renewSubscription(
  deps: BillingDeps,
  actor: { userId: string },
): Promise<CheckoutStartDto> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');
  const plan = getPlan(user.subscription_plan);
  if (plan.id === 'free_trial')
    throw new AppError('BAD_REQUEST', 'The free trial cannot be renewed. Choose a plan to subscribe.', {
      reason: 'NOTHING_TO_RENEW',
    });
  return startCheckout(deps, actor, plan.id as PlanId, 'renewal');
}
