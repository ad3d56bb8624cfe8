import { BILLING_MESSAGES } from '@app/shared';
import { AppError } from '../../errors.js';
import type { PaymentProviderError } from './paystack.client.js';

/**
 * Billing's refusals, written once for both transports. `reason` tells the client which
 * 'Payment …' toast applies without parsing sentences.
 */
export const notConfigured = () =>
  new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.notConfigured, { reason: 'PAYMENTS_NOT_CONFIGURED' });

export const PROVIDER_DOWN_MESSAGES = {
  start:
    'The payment provider is not answering right now, so your payment could not start. You have not been charged. Please try again in a few minutes.',
  verify:
    'We could not confirm your payment with the payment provider right now. If you were charged, your plan will be activated as soon as the payment is confirmed. Please try again in a few minutes.',
} as const;

/** The provider failed (refused, erred, timed out): 502, never a 500, never its internals. */
export const providerDown = (step: keyof typeof PROVIDER_DOWN_MESSAGES, cause: PaymentProviderError) =>
  new AppError(
    'BAD_GATEWAY',
    PROVIDER_DOWN_MESSAGES[step],
    { reason: 'PAYMENT_PROVIDER_UNAVAILABLE' },
    { cause, internal: `payment provider ${cause.fault}: ${cause.message}` },
  );

export const PAYMENT_NOT_FOUND = 'We could not find that payment on your account.';
