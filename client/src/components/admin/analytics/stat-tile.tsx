import { clsx } from 'clsx';
import { NO_DATA } from '../../../lib/admin/analytics';

/** One figure of a modal. 'Not enough data yet' reads quieter than a measured value. */
export function StatTile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const missing = value === NO_DATA || value === 'Not measured';
  return (
    <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</p>
      <p
        className={clsx(
          'mt-1 font-bold tracking-tight',
          missing ? 'text-sm text-slate-500 dark:text-slate-400' : 'text-xl text-slate-900 dark:text-white',
        )}
      >
        {value}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

export function StatGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</div>;
}
