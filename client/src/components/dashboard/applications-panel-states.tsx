import { ListError } from '../documents/list-error';

const BAR = 'rounded bg-slate-200 dark:bg-slate-800';

/** Grey placeholders of the counts and the two lists while the overview loads. */
export function ApplicationsPanelSkeleton() {
  return (
    <div role="status" aria-label="Loading your applications" className="grid animate-pulse gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={i}
            className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className={`${BAR} h-5 w-20`} />
            <div className={`${BAR} h-7 w-8`} />
          </div>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div
            key={i}
            className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className={`${BAR} h-5 w-32`} />
            <div className={`${BAR} h-4 w-3/4`} />
            <div className={`${BAR} h-4 w-2/3`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The overview failed to load: says why and stays until retried. */
export function ApplicationsPanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ListError error={error} onRetry={onRetry} fallback="Your applications could not be loaded." />;
}
