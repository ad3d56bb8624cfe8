import type { GenerationDto } from '@app/shared/generation/dto';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { failureCard } from '../../lib/generation-failure';
import { buttonClass } from '../button-styles';

/**
 * A generation that failed for good: stays in the results area (not only a toast) with the
 * reason, the credits given back, and Try again with the same details.
 */
export function GenerationFailed({
  generation,
  onRetry,
  onReset,
  retrying,
}: {
  generation: GenerationDto;
  /** Absent when the details are not known here (a generation opened by link from elsewhere). */
  onRetry?: (() => void) | undefined;
  onReset: () => void;
  retrying: boolean;
}) {
  const card = failureCard(generation);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the reason, not on the locked form.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section
      aria-labelledby="failed-title"
      className="grid gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 shadow-sm sm:p-6 dark:border-red-900 dark:bg-red-950/40"
    >
      <div role="alert" className="grid gap-2">
        <h2
          id="failed-title"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-bold tracking-tight text-red-900 outline-none dark:text-red-100"
        >
          <TriangleAlert className="size-5" aria-hidden="true" />
          Generation Failed
        </h2>
        <p className="text-sm text-red-900 dark:text-red-100">{card.reason}</p>
        {card.credits ? <p className="text-sm text-red-900 dark:text-red-100">{card.credits}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {onRetry && !card.fileProblem ? (
          <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass({ size: 'lg' })}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </button>
        ) : null}
        <button type="button" onClick={onReset} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          Generate New Documents
        </button>
      </div>
    </section>
  );
}
