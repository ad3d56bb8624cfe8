import { clsx } from 'clsx';

/** The JobPadi mark and wordmark; callers wrap it in whatever link fits the page. */
export function Logo({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'inverted' }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-emerald-600 dark:fill-emerald-500" />
        <path d="M20 14h20l10 10v26a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z" fill="#fff" />
        <path d="M40 14v10h10z" fill="#a7f3d0" />
        <path
          d="M35 28v13a7 7 0 0 1-13 3.5"
          fill="none"
          stroke="#059669"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className={tone === 'inverted' ? 'text-white' : 'text-slate-900 dark:text-white'}>
        Job
        <span className={tone === 'inverted' ? 'text-emerald-300' : 'text-emerald-700 dark:text-emerald-400'}>
          Padi
        </span>
      </span>
    </span>
  );
}
