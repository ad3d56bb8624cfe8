/** Grey placeholders of document rows while the list loads; announced once as 'Loading documents'. */
export function DocumentSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading documents" className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className="flex animate-pulse items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="size-10 rounded-lg bg-slate-200 dark:bg-slate-800" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
          <div className="hidden h-9 w-40 rounded-lg bg-slate-200 sm:block dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
