import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, Plus, SearchX, Sparkles } from 'lucide-react';
import { buttonClass } from '../button-styles';
import { ListError } from '../documents/list-error';

/** Grey columns while the list loads; announced once as 'Loading applications'. */
export function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading applications" className="grid gap-4 md:grid-cols-3 xl:grid-cols-6">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className={`animate-pulse rounded-2xl border border-slate-200 bg-slate-100/80 p-2 dark:border-slate-800 dark:bg-slate-900/40 ${i > 1 ? 'hidden md:block' : ''} ${i > 2 ? 'md:hidden xl:block' : ''}`}
        >
          <div className="m-1.5 h-4 w-20 rounded bg-slate-200 dark:bg-slate-800" />
          {Array.from({ length: 3 - (i % 2) }, (_, j) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={j}
              className="mt-2 grid gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="mt-2 h-7 w-full rounded bg-slate-100 dark:bg-slate-800/60" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The list failed to load: says why and stays until retried. */
export function BoardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ListError error={error} onRetry={onRetry} fallback="Your applications could not be loaded." />;
}

const PANEL =
  'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900';

/** No applications at all: what to do first. */
export function BoardEmpty({ onSaveJob }: { onSaveJob: () => void }) {
  return (
    <div className={PANEL}>
      <BriefcaseBusiness className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No applications yet</h2>
      <p className="mt-1 max-w-lg text-sm text-slate-600 dark:text-slate-400">
        Every job you write documents for lands here, so you can see what you sent, what closes soon and whom
        to follow up. Start with a job you want to apply for.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link to="/generate" className={buttonClass()}>
          <Sparkles className="size-4" aria-hidden="true" />
          Generate documents for a job
        </Link>
        <button type="button" onClick={onSaveJob} className={buttonClass({ variant: 'secondary' })}>
          <Plus className="size-4" aria-hidden="true" />
          Save a job
        </button>
      </div>
    </div>
  );
}

/** The filters leave nothing: says so and offers the way back. */
export function BoardNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className={PANEL}>
      <SearchX className="size-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No applications match</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
        Try other words, another status, or show jobs closing at any time.
      </p>
      <button
        type="button"
        onClick={onClear}
        className={buttonClass({ variant: 'secondary', className: 'mt-5' })}
      >
        Clear filters
      </button>
    </div>
  );
}
