import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The white card every section of /subscription and /payment sits in. */
export const PANEL =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** A titled section of the subscription page; the heading names the region. */
export function Panel({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  /** A control beside the title (e.g. Close). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(PANEL, className)}>
      <div className="flex items-center justify-between gap-3">
        <h2
          id={`${id}-title`}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 outline-none dark:text-white"
        >
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
