import type { DocumentBar } from '../../lib/generation-view';
import { DOCUMENT_LABELS } from './document-labels';

/** One bar per document being written, moving with the share of its expected length written. */
export function DocumentBars({ bars }: { bars: DocumentBar[] }) {
  return (
    <ul className="grid gap-3" aria-label="Progress per document">
      {bars.map((bar) => {
        const { name } = DOCUMENT_LABELS[bar.type];
        return (
          <li key={bar.type} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-xs">
              <span className="font-medium text-slate-700 dark:text-slate-300">{name}</span>
              <span className="text-slate-500 tabular-nums dark:text-slate-400" aria-hidden="true">
                {bar.percent}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${name} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              aria-valuetext={bar.retry ? bar.retry.message : `${bar.percent}% written`}
              className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div
                className={
                  bar.retry
                    ? 'h-full rounded-full bg-amber-500 transition-[width] duration-500 ease-out'
                    : 'h-full rounded-full bg-emerald-500 transition-[width] duration-500 ease-out'
                }
                style={{ width: `${bar.percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
