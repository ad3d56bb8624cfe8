import type { PlanId } from '@app/shared/plans/catalogue';
import { useMutation } from '@tanstack/react-query';
import { checkoutFailed } from '../../lib/billing/payment-messages';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';

/** Sends the browser to the provider's hosted checkout page; a seam for tests and one place to look. */
export const goToCheckout = (url: string): void => window.location.assign(url);

/**
 * Pay Now (a plan) or Renew (the current plan): the server records a pending payment and answers
 * the provider's page, where the browser goes (spec 02 §4 "Payment"). The button stays busy
 * after success, while the browser leaves.
 */
export function useCheckout(kind: 'pay' | 'renew', planId: PlanId) {
  const trpc = useTRPC();
  const onError = (error: unknown) => {
    if (isSessionGone(error)) return leaveForLogin();
    toast({ ...checkoutFailed(error, kind, planId), variant: 'destructive' });
  };
  const pay = useMutation(
    trpc.billing.checkout.mutationOptions({ onSuccess: (r) => goToCheckout(r.authorizationUrl), onError }),
  );
  const renew = useMutation(
    trpc.billing.renew.mutationOptions({ onSuccess: (r) => goToCheckout(r.authorizationUrl), onError }),
  );
  const mutation = kind === 'pay' ? pay : renew;
  return {
    start: () => (kind === 'pay' ? pay.mutate({ planId }) : renew.mutate()),
    /** Starting, or started and leaving for the provider. */
    busy: mutation.isPending || mutation.isSuccess,
  };
}
