import type { PaymentVerifyDto } from '@app/shared/billing/dto';
import { PAYMENT_OUTCOME_MESSAGES } from '@app/shared/billing/outcome';
import { getPlan, type PlanId } from '@app/shared/plans/catalogue';
import { errorCode, errorMessage } from '../api-error';
import { SUPPORT_EMAIL } from '../site';
import { allowanceText } from './allowance';

/** A toast or a banner's words. */
export interface PaymentNotice {
  title: string;
  description: string;
}

export const ALREADY_SUBSCRIBED = 'Already Subscribed';

/** Spec 02 §8 "Payment": the titles, word for word. */
export const PAYMENT_TITLES = {
  verificationFailed: 'Payment Verification Failed',
  verificationError: 'Payment Verification Error',
  paymentFailed: 'Payment Failed',
  paymentError: 'Payment Error',
  renewalError: 'Renewal Error',
  cancelError: 'Error',
  alreadySubscribed: ALREADY_SUBSCRIBED,
} as const;

const contactSupport = (reference: string) =>
  `If money left your account, contact support at ${SUPPORT_EMAIL} and quote reference ${reference}.`;

/**
 * What verify says happened, in one notice (shown once, in the banner). A payment that took no
 * money (declined, insufficient funds, bank error, abandoned…) says so and what to do, under
 * spec 02 §8's 'Payment Failed'; only where money may have left the account (not confirmed yet,
 * or paid with other figures than ours) does it advise contacting support, under 'Payment
 * Verification Failed'.
 */
export function verificationOutcome(
  verified: Pick<PaymentVerifyDto, 'outcome' | 'planId'>,
  reference: string,
): PaymentNotice {
  const { outcome } = verified;
  switch (outcome) {
    case 'success':
      return paymentSucceeded(verified.planId);
    case 'pending':
      return {
        title: PAYMENT_TITLES.verificationFailed,
        description: `${PAYMENT_OUTCOME_MESSAGES.pending} If money left your account and your plan has not started within an hour, contact support at ${SUPPORT_EMAIL} and quote reference ${reference}.`,
      };
    case 'not_confirmed':
      return {
        title: PAYMENT_TITLES.verificationFailed,
        description: `${PAYMENT_OUTCOME_MESSAGES.not_confirmed} ${contactSupport(reference)}`,
      };
    default:
      return { title: PAYMENT_TITLES.paymentFailed, description: PAYMENT_OUTCOME_MESSAGES[outcome] };
  }
}

/** The check itself failed (network, server): the payment may well have gone through. */
export const verificationError = (error: unknown, reference: string): PaymentNotice => ({
  title: PAYMENT_TITLES.verificationError,
  description: `${errorMessage(error, 'We could not check your payment just now.')} Reload this page in a moment to see your plan. ${contactSupport(reference)}`,
});

export const paymentSucceeded = (planId: PlanId | null): PaymentNotice => {
  if (!planId) return { title: 'Payment Successful', description: 'Your subscription is active.' };
  const plan = getPlan(planId);
  return {
    title: 'Payment Successful',
    description: plan.limits.isUnlimited
      ? `You are on ${plan.name} with ${allowanceText(plan)}.`
      : `You are on ${plan.name}: ${allowanceText(plan)} were added to your credits.`,
  };
};

export const paymentFailed = (message: string): PaymentNotice => ({
  title: PAYMENT_TITLES.paymentFailed,
  description: message,
});

const isAlreadySubscribed = (error: unknown) =>
  errorCode(error) === 'CONFLICT' ||
  (error as { data?: { code?: unknown } } | null)?.data?.code === 'CONFLICT' ||
  errorMessage(error, '') === ALREADY_SUBSCRIBED;

/** Pay Now (checkout) or Renew could not start: 'Already Subscribed', else the server's reason. */
export function checkoutFailed(error: unknown, kind: 'pay' | 'renew', planId: PlanId): PaymentNotice {
  if (isAlreadySubscribed(error))
    return {
      title: PAYMENT_TITLES.alreadySubscribed,
      description: `Your ${getPlan(planId).name} plan is already active. Renew it from the subscription page to extend it.`,
    };
  return kind === 'pay'
    ? {
        title: PAYMENT_TITLES.paymentError,
        description: errorMessage(error, 'The payment could not be started. Please try again.'),
      }
    : {
        title: PAYMENT_TITLES.renewalError,
        description: errorMessage(error, 'The renewal could not be started. Please try again.'),
      };
}

export const cancelFailed = (error: unknown): PaymentNotice => ({
  title: PAYMENT_TITLES.cancelError,
  description: errorMessage(error, 'Failed to cancel subscription. Please try again.'),
});
