import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth';
import {
  type PaymentNotice,
  paymentFailed,
  verificationError,
  verificationOutcome,
} from '../../lib/billing/payment-messages';
import { hasPaymentQuery, type PaymentReturnSearch, paymentReturn } from '../../lib/billing/payment-return';
import { refetchAfterChange } from '../../lib/query-client';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

export type PaymentBannerState =
  | { kind: 'verifying'; reference: string }
  | { kind: 'success'; notice: PaymentNotice }
  | { kind: 'error'; notice: PaymentNotice };

/**
 * Spec 02 §4 "Payment" on return from the provider: status=success with a reference is verified,
 * then the account (navigation credits and plan badge) and the billing queries are refetched;
 * status=error shows the message. Each result is said once, in the banner (no toast beside it),
 * in the words of the provider's outcome (declined, insufficient funds…). The query string is
 * cleared afterwards, so a reload or Back does not repeat it; the banner stays until dismissed.
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
      setBanner({ kind: 'error', notice: paymentFailed(result.message) });
      return clear();
    }
    const { reference } = result;
    setBanner({ kind: 'verifying', reference });
    void client.billing.verify
      .mutate({ reference })
      .then(
        async (verified) => {
          const notice = verificationOutcome(verified, reference);
          if (verified.success) {
            setBanner({ kind: 'success', notice });
            await Promise.all([refresh(), refetchAfterChange(queryClient, trpc.billing.pathFilter())]);
            return;
          }
          setBanner({ kind: 'error', notice });
          // The history may still be loading what it read before this verify marked the payment.
          void refetchAfterChange(queryClient, trpc.billing.pathFilter());
        },
        (error: unknown) => {
          if (isSessionGone(error)) return leaveForLogin();
          setBanner({ kind: 'error', notice: verificationError(error, reference) });
        },
      )
      .finally(() => latest.current.clearQuery());
  }, [key, client, queryClient, refresh, trpc]);

  const dismiss = useCallback(() => setBanner(null), []);
  return { banner, dismiss };
}
