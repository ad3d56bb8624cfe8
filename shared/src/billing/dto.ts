import type { PlanId } from '../plans/catalogue.js';
import type { PaymentOutcome } from './outcome.js';

/**
 * The contract between the billing module and the /subscription and /payment screens.
 * Amounts are integers: kobo on the wire, whole Naira only where the catalogue says so.
 */

export type PaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned';

/** One row of the payment history (newest first). */
export interface PaymentDto {
  reference: string;
  planId: PlanId;
  /** Integer kobo, as recorded when the payment was started. */
  amountKobo: number;
  currency: 'NGN';
  status: PaymentStatus;
  createdAt: string;
  confirmedAt: string | null;
}

/** What /subscription shows about the current period. Usage comes from the user (usageSummary). */
export interface SubscriptionOverviewDto {
  plan: PlanId;
  /** 'active' while the period runs; anything else is shown as Inactive. */
  status: 'active' | 'inactive' | 'cancelled';
  expiresAt: string | null;
  /** Cancelled at period end: access and credits stay until expiresAt. */
  cancelAtPeriodEnd: boolean;
  /** Whether Elite (idan) can be bought today (IDAN_PURCHASABLE). */
  idanPurchasable: boolean;
  /** False when PAYSTACK_SECRET_KEY is not set: Pay Now would answer 'Payments are not configured'. */
  paymentsConfigured: boolean;
  /**
   * Beside the spec's fields: where the current plan came from. 'admin' is a plan granted by
   * JobPadi (nothing was charged), 'payment' one a card payment bought, 'trial' the sign-up trial.
   */
  planSource: 'trial' | 'payment' | 'admin';
}

export interface CheckoutStartDto {
  /** The provider's hosted checkout page; the browser is sent there. */
  authorizationUrl: string;
  reference: string;
}

export interface PaymentVerifyDto {
  success: boolean;
  /** The plan the payment was for, when known (for the success banner). */
  planId: PlanId | null;
  /** Where the payment stands: 'pending' means not paid yet (the provider may still confirm it). */
  status: PaymentStatus;
  /** What happened, from the provider's answer (declined, insufficient funds…): the screen's sentence. */
  outcome: PaymentOutcome;
}

/** POST /api/subscription/cancel's answer (the spec shows none); tRPC answers the overview. */
export interface CancelResultDto {
  success: true;
  message: string;
  data: SubscriptionOverviewDto;
}
