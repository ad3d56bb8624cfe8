import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared/applications/statuses';
import { clsx } from 'clsx';

/** Colours that keep 4.5:1 text contrast in both themes (axe, WCAG 2.1 AA). */
const TONES: Record<ApplicationStatus, string> = {
  saved: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  applied: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  interviewing: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  offer: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-rose-50 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  withdrawn: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/** An application's status as a small label, the same on the board, the page and the dashboard. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
