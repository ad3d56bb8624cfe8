import type { ReactNode } from 'react';
import { useId } from 'react';

/** One part of the report panel: a heading, a one-line summary beside it, then its content. */
export function PanelSection({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-2.5 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h3 id={id} className="text-sm font-bold text-slate-900 dark:text-white">
          {title}
        </h3>
        {summary ? <p className="text-xs text-slate-600 dark:text-slate-400">{summary}</p> : null}
      </div>
      {children}
    </section>
  );
}
