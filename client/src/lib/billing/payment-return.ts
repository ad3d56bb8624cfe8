import { PAYMENT_REFERENCE } from '@app/shared/billing/schemas';

/** The query the payment provider returns the browser with (spec 02 §2 /subscription). */
export interface PaymentReturnSearch {
  status?: string | undefined;
  reference?: string | undefined;
  trxref?: string | undefined;
  message?: string | undefined;
}

export type PaymentReturn = { kind: 'verify'; reference: string } | { kind: 'error'; message: string } | null;

export const PAYMENT_NOT_COMPLETED = 'Your payment was not completed. Please try again.';
const MAX_MESSAGE = 200;

/**
 * Spec 02 §4 "Payment": status=success with a reference is verified; status=error shows the given
 * message or a default. A success without a usable reference cannot be verified, so it says so.
 */
export function paymentReturn(search: PaymentReturnSearch): PaymentReturn {
  if (search.status === 'success') {
    const reference = search.reference ?? search.trxref;
    // A reference the server would refuse is not worth a request.
    if (reference && PAYMENT_REFERENCE.test(reference)) return { kind: 'verify', reference };
    return { kind: 'error', message: 'The payment page did not say which payment this was.' };
  }
  if (search.status === 'error') {
    const message = search.message?.trim().slice(0, MAX_MESSAGE);
    return { kind: 'error', message: message || PAYMENT_NOT_COMPLETED };
  }
  return null;
}

/** Whether the address carries anything of a payment return, to be cleared once it is handled. */
export const hasPaymentQuery = (search: PaymentReturnSearch): boolean =>
  Boolean(search.status ?? search.reference ?? search.trxref ?? search.message);
