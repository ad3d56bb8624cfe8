import { Link } from '@tanstack/react-router';
import { FileX } from 'lucide-react';
import { buttonClass } from '../button-styles';
import { ListError } from '../documents/list-error';

const bar = (width: string) => <div className={`h-4 rounded bg-slate-200 dark:bg-slate-800 ${width}`} />;

/** The page's shape in grey while the application loads; announced once. */
export function ApplicationSkeleton() {
  return (
    <div role="status" aria-label="Loading the application" className="grid animate-pulse gap-6">
      <div className="grid gap-3">
        {bar('w-28')}
        <div className="h-8 w-2/3 rounded bg-slate-200 sm:w-1/2 dark:bg-slate-800" />
        {bar('w-1/3')}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        {[0, 1].map((column) => (
          <div key={column} className="grid content-start gap-6">
            {[0, 1].map((card) => (
              <div
                key={card}
                className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                {bar('w-40')}
                {bar('w-full')}
                {bar('w-5/6')}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Missing, someone else's or a malformed id: the same answer, and a way back. */
export function ApplicationNotFound({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="application-not-found"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-10 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <FileX className="mx-auto size-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <h1 id="application-not-found" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        Application not found
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <Link to="/applications" className={buttonClass({ className: 'mt-6' })}>
        Back to Applications
      </Link>
    </section>
  );
}

/** Any other failure to load: what went wrong, and Try again. */
export function ApplicationLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Application</h1>
      <ListError error={error} onRetry={onRetry} fallback="This application could not be loaded." />
    </div>
  );
}
