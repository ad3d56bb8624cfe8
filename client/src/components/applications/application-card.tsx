import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One section of the application page: a card with its heading, an optional action and a line under it. */
export function ApplicationCard({
  title,
  icon: Icon,
  description,
  action,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <Icon className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A stayed error inside a card: the sentence, and what to do about it. */
export function ApplicationAlert({
  title,
  children,
  action,
}: {
  title?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
      {action}
    </div>
  );
}
