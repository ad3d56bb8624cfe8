import type { PaymentDto } from '@app/shared/billing/dto';
import { clsx } from 'clsx';
import { Receipt } from 'lucide-react';
import { type PaymentTone, paymentRows } from '../../lib/billing/payment-history';

const TONES: Record<PaymentTone, string> = {
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  pending:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800',
  failed: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-900',
};

// Tight on phones: the four columns must fit 390 px without scrolling sideways.
const CELL = 'px-1.5 py-3 first:pl-0 last:pr-0 sm:px-3';

/** Spec 02 §2 payment history: date, plan, amount in ₦ and status, newest first. */
export function PaymentHistoryTable({ payments }: { payments: readonly PaymentDto[] }) {
  if (payments.length === 0)
    return (
      <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center dark:border-slate-700">
        <Receipt className="size-8 text-slate-400 dark:text-slate-500" aria-hidden="true" />
        <p className="mt-2 font-semibold text-slate-900 dark:text-white">No payments yet</p>
        <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
          Your card payments and their receipts will be listed here once you choose a plan.
        </p>
      </div>
    );
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="sr-only">Your payments, newest first</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th scope="col" className={clsx(CELL, 'font-semibold')}>
            Date
          </th>
          <th scope="col" className={clsx(CELL, 'font-semibold')}>
            Plan
          </th>
          <th scope="col" className={clsx(CELL, 'text-right font-semibold')}>
            Amount
          </th>
          <th scope="col" className={clsx(CELL, 'text-right font-semibold')}>
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {paymentRows(payments).map((row) => (
          <tr key={row.reference} title={`Reference ${row.reference}`}>
            <td className={clsx(CELL, 'text-slate-700 dark:text-slate-300')}>
              <time dateTime={row.dateTime}>{row.date}</time>
            </td>
            <td className={clsx(CELL, 'font-medium text-slate-900 dark:text-white')}>{row.plan}</td>
            <td
              className={clsx(
                CELL,
                'text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white',
              )}
            >
              {row.amount}
            </td>
            <td className={clsx(CELL, 'text-right')}>
              <span
                className={clsx(
                  'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
                  TONES[row.tone],
                )}
              >
                {row.status}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
