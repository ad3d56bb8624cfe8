import { z } from 'zod';
import { PLAN_IDS } from '../plans/catalogue.js';

/** Our payment references: what the provider accepts (letters, digits, '-', '.', '='). */
export const PAYMENT_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export const BILLING_MESSAGES = {
  unknownPlan: 'That plan does not exist. Choose one of the plans on the subscription page.',
  invalidReference: 'That payment reference is not valid.',
  notConfigured: 'Payments are not configured',
  alreadySubscribed: 'Already Subscribed',
} as const;

export const ZPlanChoice = z.enum(PLAN_IDS, { error: BILLING_MESSAGES.unknownPlan });

/** Input of POST /api/payment/initialize and `billing.checkout`. */
export const ZCheckoutInput = z.object({ planId: ZPlanChoice });
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

export const ZPaymentReference = z
  .string({ error: BILLING_MESSAGES.invalidReference })
  .regex(PAYMENT_REFERENCE, BILLING_MESSAGES.invalidReference);

/** Input of `billing.verify` (GET /api/payment/verify/{reference} takes it from the path). */
export const ZVerifyInput = z.object({ reference: ZPaymentReference });
export type TVerifyInput = z.infer<typeof ZVerifyInput>;
