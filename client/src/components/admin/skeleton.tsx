import { clsx } from 'clsx';
import { PANEL } from '../billing/panel';

/** A grey bar standing in for text while it loads. */
export function Bar({ className }: { className?: string }) {
  return <div className={clsx('rounded bg-slate-200 dark:bg-slate-800', className)} />;
}

/** A panel-shaped placeholder: a title and a few lines. */
export function PanelSkeleton({
  label,
  lines = 3,
  className,
}: {
  label: string;
  lines?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={clsx(PANEL, 'animate-pulse', className)}>
      <Bar className="h-5 w-40" />
      <div className="mt-5 grid gap-3">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Bar key={i} className={clsx('h-4', i % 3 === 0 ? 'w-full' : i % 3 === 1 ? 'w-5/6' : 'w-2/3')} />
        ))}
      </div>
    </div>
  );
}

/** Placeholder cards in a grid (provider cards, summary cards). */
export function CardGridSkeleton({
  label,
  count,
  className,
}: {
  label: string;
  count: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={clsx('grid gap-4', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3">
            <Bar className="h-5 w-32" />
            <Bar className="h-5 w-16 rounded-full" />
          </div>
          <Bar className="mt-4 h-8 w-24" />
          <Bar className="mt-3 h-3 w-40" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder rows of a table. */
export function RowsSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="grid animate-pulse gap-3 py-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4">
          <Bar className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Bar className="h-4 w-1/3" />
            <Bar className="h-3 w-1/2" />
          </div>
          <Bar className="hidden h-8 w-24 rounded-lg sm:block" />
        </div>
      ))}
    </div>
  );
}

/** The place of a chart while its code or data loads. */
export function ChartSkeleton({ label, height = 'h-64' }: { label: string; height?: string }) {
  return (
    <div role="status" aria-label={label} className={clsx('flex animate-pulse items-end gap-2 px-2', height)}>
      {[40, 65, 30, 80, 55, 70, 45, 90, 60, 35, 75, 50].map((h) => (
        <div
          key={h}
          style={{ height: `${h}%` }}
          className="flex-1 rounded-t-md bg-slate-200 dark:bg-slate-800"
        />
      ))}
    </div>
  );
}
