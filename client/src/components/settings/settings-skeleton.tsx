import { clsx } from 'clsx';
import { PANEL } from '../billing/panel';

const BAR = 'rounded bg-slate-200 dark:bg-slate-800';

/** The three settings panels as grey shapes while the settings load; announced once. */
export function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading your settings" className="grid gap-6">
      {[3, 1, 2].map((rows, panel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={panel} className={clsx(PANEL, 'animate-pulse')}>
          <div className={clsx(BAR, 'h-5 w-36')} />
          <div className="mt-5 grid gap-5">
            {Array.from({ length: rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={row} className="flex items-center justify-between gap-4">
                <div className="grid flex-1 gap-2">
                  <div className={clsx(BAR, 'h-4 w-40')} />
                  <div className={clsx(BAR, 'h-3 w-full max-w-sm')} />
                </div>
                <div className={clsx(BAR, 'h-6 w-11 rounded-full')} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
