import { clsx } from 'clsx';
import { PANEL } from '../billing/panel';

const BAR = 'rounded bg-slate-200 dark:bg-slate-800';

/** The profile and account panels as grey shapes while the profile loads; announced once. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="grid gap-6 lg:grid-cols-3">
      <div className={clsx(PANEL, 'animate-pulse lg:col-span-2')}>
        <div className="flex items-center justify-between">
          <div className={clsx(BAR, 'h-5 w-44')} />
          <div className={clsx(BAR, 'h-9 w-28 rounded-lg')} />
        </div>
        <div className="mt-6 flex items-center gap-4">
          <div className={clsx(BAR, 'size-24 shrink-0 rounded-full')} />
          <div className="grid min-w-0 flex-1 gap-2">
            <div className={clsx(BAR, 'h-5 w-full max-w-40')} />
            <div className={clsx(BAR, 'h-4 w-full max-w-56')} />
            <div className={clsx(BAR, 'mt-2 h-9 w-32 rounded-lg')} />
          </div>
        </div>
        <div className="mt-8 grid gap-5 sm:grid-cols-2">
          {['first', 'last', 'email', 'linkedin'].map((field, i) => (
            <div key={field} className={clsx('grid gap-2', i > 1 && 'sm:col-span-2')}>
              <div className={clsx(BAR, 'h-4 w-24')} />
              <div className={clsx(BAR, 'h-11 w-full rounded-lg')} />
            </div>
          ))}
        </div>
      </div>
      <div className={clsx(PANEL, 'h-fit animate-pulse')}>
        <div className={clsx(BAR, 'h-5 w-48')} />
        <div className="mt-5 grid gap-4">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex justify-between">
              <div className={clsx(BAR, 'h-4 w-24')} />
              <div className={clsx(BAR, 'h-4 w-20')} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
