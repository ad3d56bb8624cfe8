import { sameSitePath } from '@app/shared/auth/return-to';
import { REFUSAL_TEXT } from '@app/shared/generation/refusals';
import { errorCode, errorMessage } from './api-error';

/** The fields of a failure body the screen acts on (spec 02 §3 "Generate response"). */
export interface GenerationFailure {
  errorCode: string;
  message: string;
  redirectUrl: string | null;
}

export interface GenerationToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  /** Where the action button goes: a same-site path. */
  action?: { label: string; href: string };
}

export const GENERATION_FAILED = 'Generation Failed';
export const GENERATION_FALLBACK = 'Failed to generate documents. Please try again.';

/** Spec 02 §8: the plan refusals, each with its action; everything else is 'Generation Failed'. */
const PLAN_REFUSALS: Record<string, { title: string; action: string }> = {
  SUBSCRIPTION_REQUIRED: { title: 'Subscription Required', action: 'View Plans' },
  TRIAL_EXPIRED: { title: 'Free Trial Expired', action: 'Subscribe Now' },
  SUBSCRIPTION_EXPIRED: { title: 'Subscription Expired', action: 'Renew Now' },
  QUOTA_EXHAUSTED: { title: 'No Credits Remaining', action: 'Add Credits' },
};

export function generationToast(failure: GenerationFailure): GenerationToast {
  const plan = PLAN_REFUSALS[failure.errorCode];
  if (!plan) {
    return {
      title: GENERATION_FAILED,
      description: failure.message || GENERATION_FALLBACK,
      variant: 'destructive',
    };
  }
  const description =
    failure.errorCode === 'SUBSCRIPTION_EXPIRED'
      ? REFUSAL_TEXT.SUBSCRIPTION_EXPIRED.message // the spec's own sentence, word for word
      : failure.message;
  return {
    title: plan.title,
    description,
    variant: 'default',
    action: { label: plan.action, href: sameSitePath(failure.redirectUrl) ?? '/subscription' },
  };
}

/**
 * A refusal of `generation.start` carries the failure body in `data.details` (server
 * errorFormatter); any other error keeps its code and message.
 */
export function failureFromError(error: unknown): GenerationFailure {
  const details = (error as { data?: { details?: unknown } } | null)?.data?.details;
  if (typeof details === 'object' && details !== null) {
    const d = details as Record<string, unknown>;
    if (typeof d.errorCode === 'string' && typeof d.message === 'string')
      return {
        errorCode: d.errorCode,
        message: d.message,
        redirectUrl: typeof d.redirectUrl === 'string' ? d.redirectUrl : null,
      };
  }
  return {
    errorCode: errorCode(error) ?? 'GENERATION_FAILED',
    message: errorMessage(error, GENERATION_FALLBACK),
    redirectUrl: null,
  };
}
