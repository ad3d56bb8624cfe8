import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth';
import {
  type PaymentNotice,
  paymentFailed,
  paymentSucceeded,
  verificationError,
  verificationFailed,
} from '../../lib/billing/payment-messages';
import { hasPaymentQuery, type PaymentReturnSearch, paymentReturn } from '../../lib/billing/payment-return';
import { refetchAfterChange } from '../../lib/query-client';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

export type PaymentBannerState =
  | { kind: 'verifying'; reference: string }
  | { kind: 'success'; notice: PaymentNotice }
  | { kind: 'error'; notice: PaymentNotice };

/**
 * Spec 02 §4 "Payment" on return from the provider: status=success with a reference is verified,
 * then the account (navigation credits and plan badge) and the billing queries are refetched;
 * status=error shows the message. The query string is cleared afterwards, so a reload or Back
 * does not repeat it; the banner stays until dismissed.
 */
export function usePaymentReturn(search: PaymentReturnSearch, clearQuery: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const [banner, setBanner] = useState<PaymentBannerState | null>(null);
  const handled = useRef<string | null>(null);
  const key = JSON.stringify([search.status, search.reference, search.trxref, search.message]);

  // Read through a ref so the effect runs once per returned query, not per render.
  const latest = useRef({ search, clearQuery });
  useLayoutEffect(() => {
    latest.current = { search, clearQuery };
  });

  useEffect(() => {
    const { search: current, clearQuery: clear } = latest.current;
    if (!hasPaymentQuery(current) || handled.current === key) return;
    handled.current = key;
    const result = paymentReturn(current);
    if (!result) return clear();
    if (result.kind === 'error') {
      const notice = paymentFailed(result.message);
      setBanner({ kind: 'error', notice });
      toast({ ...notice, variant: 'destructive' });
      return clear();
    }
    const { reference } = result;
    setBanner({ kind: 'verifying', reference });
    void client.billing.verify
      .mutate({ reference })
      .then(
        async (verified) => {
          if (verified.success) {
            setBanner({ kind: 'success', notice: paymentSucceeded(verified.planId) });
            await Promise.all([refresh(), refetchAfterChange(queryClient, trpc.billing.pathFilter())]);
            return;
          }
          const notice = verificationFailed(reference, verified.status);
          setBanner({ kind: 'error', notice });
          toast({ ...notice, variant: 'destructive' });
          // The history may still be loading what it read before this verify marked the payment.
          void refetchAfterChange(queryClient, trpc.billing.pathFilter());
        },
        (error: unknown) => {
          if (isSessionGone(error)) return leaveForLogin();
          const notice = verificationError(error, reference);
          setBanner({ kind: 'error', notice });
          toast({ ...notice, variant: 'destructive' });
        },
      )
      .finally(() => latest.current.clearQuery());
  }, [key, client, queryClient, refresh, trpc]);

  const dismiss = useCallback(() => setBanner(null), []);
  return { banner, dismiss };
}
