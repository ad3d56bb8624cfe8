import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Nothing to show yet: says so plainly (never a made-up figure), with what would fill it. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center dark:border-slate-700">
      <Icon className="size-8 text-slate-400 dark:text-slate-500" aria-hidden="true" />
      <p className="mt-2 font-semibold text-slate-900 dark:text-white">{title}</p>
      {children ? (
        <div className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>
      ) : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
