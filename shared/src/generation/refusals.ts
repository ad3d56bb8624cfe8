import type { PlanId } from '../plans/catalogue.js';

/**
 * Why a generation is refused, checked in this order (DECISIONS.md "Plans and credits"), plus the
 * product's own AI_UNAVAILABLE when no model is configured.
 */
export const GENERATION_REFUSALS = [
  'TRIAL_EXPIRED',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_REQUIRED',
  'QUOTA_EXHAUSTED',
  'AI_UNAVAILABLE',
] as const;
export type GenerationRefusalCode = (typeof GENERATION_REFUSALS)[number];

/**
 * Why an accepted generation ended without documents (credits always given back). Pages show
 * 'Generation Failed' with the message for both; RESUME_UNREADABLE says the file is the problem.
 */
export type GenerationFailureCode = 'GENERATION_FAILED' | 'RESUME_UNREADABLE';

/** The documented failure body of POST /api/generate (spec 02 §3). */
export interface GenerationRefusal {
  message: string;
  errorCode: GenerationRefusalCode | GenerationFailureCode;
  suggestedActions: string[];
  availablePlans: PlanId[];
  redirectUrl: string | null;
  /** True whenever the user's credits are untouched by the failure. */
  preservedQuota: boolean;
}

const PAID: PlanId[] = ['jjc', 'agba'];

export const REFUSAL_TEXT: Record<
  GenerationRefusalCode,
  Omit<GenerationRefusal, 'errorCode' | 'preservedQuota'>
> = {
  TRIAL_EXPIRED: {
    message: 'Your 7-day free trial has ended. Subscribe to a plan to keep generating documents.',
    suggestedActions: ['Subscribe Now'],
    availablePlans: PAID,
    redirectUrl: '/subscription',
  },
  SUBSCRIPTION_EXPIRED: {
    message: 'Your subscription has expired. Your remaining credits are preserved.',
    suggestedActions: ['Renew Now'],
    availablePlans: PAID,
    redirectUrl: '/subscription',
  },
  SUBSCRIPTION_REQUIRED: {
    message: 'You have used your free trial credits for this kind of document. Choose a plan to continue.',
    suggestedActions: ['View Plans'],
    availablePlans: PAID,
    redirectUrl: '/subscription',
  },
  QUOTA_EXHAUSTED: {
    message:
      'You have no credits left for this kind of document this period. Add credits by upgrading or renewing.',
    suggestedActions: ['Add Credits'],
    availablePlans: PAID,
    redirectUrl: '/subscription',
  },
  AI_UNAVAILABLE: {
    message:
      'Document generation is not available right now because no AI provider is configured. Please try again later.',
    suggestedActions: ['Try again later'],
    availablePlans: [],
    redirectUrl: null,
  },
};
