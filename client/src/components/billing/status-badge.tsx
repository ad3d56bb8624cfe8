import { clsx } from 'clsx';

/** Active / Inactive (spec 02 §4: status is active or otherwise inactive). */
export function StatusBadge({ label }: { label: 'Active' | 'Inactive' }) {
  return (
    <span
      data-testid="subscription-status"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        label === 'Active'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800'
          : 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
      )}
    >
      <span
        className={clsx(
          'size-1.5 rounded-full',
          label === 'Active' ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-slate-500',
        )}
        aria-hidden="true"
      />
      {label}
    </span>
  );
}
