import { clsx } from 'clsx';
import { CircleCheck, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import type { PaymentBannerState } from './use-payment-return';

const TONES = {
  verifying: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-50',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-50',
  error: 'border-red-200 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950/60 dark:text-red-50',
} as const;

/**
 * The payment result banner of /subscription: the one place a payment's result is said (no
 * toast repeats it). Errors are announced at once (an alert) and stay until dismissed; the
 * progress and the success politely (a status).
 */
export function PaymentBanner({ banner, onDismiss }: { banner: PaymentBannerState; onDismiss: () => void }) {
  const Icon =
    banner.kind === 'verifying' ? LoaderCircle : banner.kind === 'success' ? CircleCheck : TriangleAlert;
  const title = banner.kind === 'verifying' ? 'Confirming your payment…' : banner.notice.title;
  const description =
    banner.kind === 'verifying'
      ? `Checking payment ${banner.reference} with Paystack. This takes a few seconds.`
      : banner.notice.description;
  return (
    <div
      role={banner.kind === 'error' ? 'alert' : 'status'}
      data-testid="payment-banner"
      className={clsx('flex items-start gap-3 rounded-2xl border p-4 sm:p-5', TONES[banner.kind])}
    >
      <Icon
        className={clsx('mt-0.5 size-5 shrink-0', banner.kind === 'verifying' && 'animate-spin')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm break-words opacity-90">{description}</p>
      </div>
      {banner.kind === 'verifying' ? null : (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss payment message"
          className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
