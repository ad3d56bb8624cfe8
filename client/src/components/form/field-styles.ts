import { clsx } from 'clsx';

export const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-200';

/** One input look; the red border comes from aria-invalid, so styling and semantics cannot drift. */
export function inputClass(className?: string): string {
  return clsx(
    'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-400 focus-visible:border-emerald-600',
    'aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
    'dark:focus-visible:border-emerald-400 dark:aria-invalid:border-red-400',
    'dark:disabled:bg-slate-800/60 dark:disabled:text-slate-300',
    // Read-only (the profile outside edit mode): plainly not a box to type in, still readable.
    '[&[readonly]]:border-slate-200 [&[readonly]]:bg-slate-50 [&[readonly]]:shadow-none',
    'dark:[&[readonly]]:border-slate-800 dark:[&[readonly]]:bg-slate-800/40',
    className,
  );
}

/** The ids a field's input points at with aria-describedby. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
