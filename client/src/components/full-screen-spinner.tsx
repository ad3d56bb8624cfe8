import { LoaderCircle } from 'lucide-react';

/**
 * Covers the page while something the whole screen depends on (auth, a route) is loading. The
 * label changes when the wait is a redirect ('Redirecting to login...').
 */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white dark:bg-slate-950"
    >
      <LoaderCircle
        className="size-10 animate-spin text-emerald-600 dark:text-emerald-400"
        aria-hidden="true"
      />
      <p className="max-w-sm px-6 text-center text-sm font-medium text-slate-600 dark:text-slate-300">
        {label}
      </p>
    </div>
  );
}
