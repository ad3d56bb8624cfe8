import { clsx } from 'clsx';
import { PANEL } from './panel';

const BAR = 'rounded bg-slate-200 dark:bg-slate-800';

/** Placeholder of the current subscription panel while the overview loads. */
export function SubscriptionSkeleton() {
  return (
    <div role="status" aria-label="Loading your subscription" className={clsx(PANEL, 'animate-pulse')}>
      <div className={clsx(BAR, 'h-5 w-40')} />
      <div className="mt-5 flex items-center gap-3">
        <div className={clsx(BAR, 'h-8 w-28')} />
        <div className={clsx(BAR, 'h-6 w-16 rounded-full')} />
      </div>
      <div className={clsx(BAR, 'mt-3 h-4 w-56')} />
      <div className="mt-6 flex flex-wrap gap-2">
        <div className={clsx(BAR, 'h-10 w-28 rounded-lg')} />
        <div className={clsx(BAR, 'h-10 w-32 rounded-lg')} />
      </div>
    </div>
  );
}

/** Placeholders of the three plan cards. */
export function PlanCardsSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="animate-pulse rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <div className={clsx(BAR, 'h-5 w-24')} />
          <div className={clsx(BAR, 'mt-4 h-9 w-32')} />
          <div className="mt-5 grid gap-2">
            <div className={clsx(BAR, 'h-3 w-full')} />
            <div className={clsx(BAR, 'h-3 w-5/6')} />
            <div className={clsx(BAR, 'h-3 w-4/6')} />
          </div>
          <div className={clsx(BAR, 'mt-6 h-10 w-full rounded-lg')} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder rows of the payment history. */
export function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading payment history" className="mt-4 grid animate-pulse gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 sm:gap-4">
          <div className={clsx(BAR, 'h-4 w-20 sm:w-24')} />
          <div className={clsx(BAR, 'hidden h-4 w-16 sm:block')} />
          <div className={clsx(BAR, 'ml-auto h-4 w-16 sm:w-20')} />
          <div className={clsx(BAR, 'h-6 w-16 rounded-full sm:w-20')} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder of the checkout summary while the overview loads. */
export function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading checkout" className={clsx(PANEL, 'animate-pulse')}>
      <div className={clsx(BAR, 'h-6 w-40')} />
      <div className={clsx(BAR, 'mt-4 h-10 w-36')} />
      <div className="mt-6 grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex justify-between">
            <div className={clsx(BAR, 'h-4 w-32')} />
            <div className={clsx(BAR, 'h-4 w-20')} />
          </div>
        ))}
      </div>
      <div className={clsx(BAR, 'mt-8 h-12 w-full rounded-lg')} />
    </div>
  );
}
