import { describe, expect, it } from 'vitest';
import { hasPaymentQuery, PAYMENT_NOT_COMPLETED, paymentReturn } from './payment-return';

describe('payment return', () => {
  it('verifies a success with its reference (or trxref)', () => {
    expect(paymentReturn({ status: 'success', reference: 'JP-abc.123', trxref: 'JP-abc.123' })).toEqual({
      kind: 'verify',
      reference: 'JP-abc.123',
    });
    expect(paymentReturn({ status: 'success', trxref: 'T1' })).toEqual({ kind: 'verify', reference: 'T1' });
  });

  it('refuses to verify a success without a usable reference', () => {
    expect(paymentReturn({ status: 'success' })).toMatchObject({ kind: 'error' });
    expect(paymentReturn({ status: 'success', reference: '../../admin' })).toMatchObject({ kind: 'error' });
  });

  it('shows the given error message, or a default', () => {
    expect(paymentReturn({ status: 'error', message: 'Card declined' })).toEqual({
      kind: 'error',
      message: 'Card declined',
    });
    expect(paymentReturn({ status: 'error' })).toEqual({ kind: 'error', message: PAYMENT_NOT_COMPLETED });
    expect(paymentReturn({ status: 'error', message: '   ' })).toEqual({
      kind: 'error',
      message: PAYMENT_NOT_COMPLETED,
    });
    const long = paymentReturn({ status: 'error', message: 'x'.repeat(500) });
    expect(long?.kind === 'error' && long.message.length).toBe(200);
  });

  it('ignores a plain visit and an unknown status', () => {
    expect(paymentReturn({})).toBeNull();
    expect(paymentReturn({ status: 'maybe' })).toBeNull();
  });

  it('knows when there is a query to clear', () => {
    expect(hasPaymentQuery({})).toBe(false);
    expect(hasPaymentQuery({ trxref: 'T1' })).toBe(true);
  });
});
