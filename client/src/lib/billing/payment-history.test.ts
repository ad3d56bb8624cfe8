import type { PaymentDto } from '@app/shared/billing/dto';
import { describe, expect, it } from 'vitest';
import { paymentRows } from './payment-history';

const payment = (over: Partial<PaymentDto> = {}): PaymentDto => ({
  reference: 'JP_1',
  planId: 'agba',
  amountKobo: 2_000_000,
  currency: 'NGN',
  status: 'success',
  createdAt: '2025-11-10T09:30:00.000Z',
  confirmedAt: '2025-11-10T09:31:00.000Z',
  ...over,
});

describe('payment history', () => {
  it('shows kobo as Naira the catalogue way', () => {
    expect(paymentRows([payment({ planId: 'jjc', amountKobo: 1_000_000 })])[0]?.amount).toBe('₦10,000');
    expect(paymentRows([payment({ planId: 'idan', amountKobo: 5_000_000 })])[0]?.amount).toBe('₦50,000');
  });

  it('gives each payment a date, plan name, amount and status', () => {
    expect(paymentRows([payment()])).toEqual([
      {
        reference: 'JP_1',
        date: '10 Nov 2025',
        dateTime: '2025-11-10T09:30:00.000Z',
        plan: 'Pro',
        amount: '₦20,000',
        status: 'Successful',
        tone: 'success',
      },
    ]);
  });

  it('labels every status', () => {
    const rows = paymentRows(
      (['pending', 'failed', 'abandoned'] as const).map((status) => payment({ status, confirmedAt: null })),
    );
    expect(rows.map((r) => [r.status, r.tone])).toEqual([
      ['Pending', 'pending'],
      ['Failed', 'failed'],
      ['Abandoned', 'failed'],
    ]);
  });
});
