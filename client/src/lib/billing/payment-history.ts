import type { PaymentDto, PaymentStatus } from '@app/shared/billing/dto';
import { formatKobo } from '@app/shared/billing/money';
import { getPlan } from '@app/shared/plans/catalogue';
import { formatShortDate } from '../format-date';

export type PaymentTone = 'success' | 'pending' | 'failed';

export interface PaymentRow {
  reference: string;
  date: string;
  /** Machine-readable date for <time>. */
  dateTime: string;
  plan: string;
  amount: string;
  status: string;
  tone: PaymentTone;
}

const STATUS: Record<PaymentStatus, { label: string; tone: PaymentTone }> = {
  success: { label: 'Successful', tone: 'success' },
  pending: { label: 'Pending', tone: 'pending' },
  failed: { label: 'Failed', tone: 'failed' },
  abandoned: { label: 'Abandoned', tone: 'failed' },
};

/** Payment history rows (newest first, as the server sends them): date, plan, amount in ₦, status. */
export function paymentRows(payments: readonly PaymentDto[]): PaymentRow[] {
  return payments.map((p) => {
    const when = new Date(p.createdAt);
    const valid = !Number.isNaN(when.getTime());
    const status = STATUS[p.status] ?? STATUS.pending;
    return {
      reference: p.reference,
      date: valid ? formatShortDate(when) : '—',
      dateTime: valid ? when.toISOString() : '',
      plan: getPlan(p.planId).name,
      // Kobo on the wire, Naira on screen, written the catalogue's way (₦20,000).
      amount: formatKobo(p.amountKobo),
      status: status.label,
      tone: status.tone,
    };
  });
}
