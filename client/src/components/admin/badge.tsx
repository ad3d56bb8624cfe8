import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'ok' | 'warning' | 'error' | 'neutral' | 'info' | 'strong';

const TONES: Record<BadgeTone, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  warning:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  error: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  neutral:
    'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  info: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  strong:
    'bg-emerald-700 text-white ring-emerald-700 dark:bg-emerald-500 dark:text-slate-950 dark:ring-emerald-500',
};

/** A small rounded label (Connected, ACTIVE, Failed…); the words carry the meaning, not the colour. */
export function Badge({
  tone = 'neutral',
  children,
  className,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
