import { clsx } from 'clsx';
import { Circle, CircleCheck, LoaderCircle } from 'lucide-react';
import type { Progress } from '../../lib/generation-view';

/**
 * The progress bar with the stage names that apply; the current stage is announced politely
 * (the text as it is written is not: that would read every word aloud).
 */
export function GenerationProgress({ progress, note }: { progress: Progress; note?: string | null }) {
  const firstCurrent = progress.steps.find((step) => step.state === 'current');
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm font-semibold text-slate-900 dark:text-white">
          {note ?? `${progress.label}…`}
        </p>
        <span
          className="text-xs font-medium text-slate-500 tabular-nums dark:text-slate-400"
          aria-hidden="true"
        >
          {progress.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={progress.label}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-teal-500 transition-[width] duration-700 ease-out"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <ol className="flex flex-wrap gap-x-4 gap-y-1.5" aria-label="Stages">
        {progress.steps.map((step) => (
          <li
            key={step.stage}
            data-state={step.state}
            // Both documents can be written at once; the first of them is the step to announce.
            aria-current={step === firstCurrent ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-1.5 text-xs',
              step.state === 'current' && 'font-semibold text-emerald-800 dark:text-emerald-300',
              step.state === 'done' && 'text-slate-700 dark:text-slate-300',
              step.state === 'upcoming' && 'text-slate-500 dark:text-slate-400',
            )}
          >
            {step.state === 'done' ? (
              <CircleCheck className="size-3.5 text-emerald-600" aria-hidden="true" />
            ) : step.state === 'current' ? (
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5" aria-hidden="true" />
            )}
            {step.label}
            <span className="sr-only">
              {step.state === 'upcoming' ? ' (to do)' : step.state === 'done' ? ' (done)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
