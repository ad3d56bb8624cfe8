import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../button-styles';

/**
 * Asked when a job page would replace text the person typed: nothing they wrote is overwritten
 * without a yes. It takes the focus as it appears; Escape is "Keep mine".
 */
export function JobLinkReplace({
  question,
  onReplace,
  onKeep,
}: {
  /** Which typed fields would be replaced. */
  question: string;
  onReplace: () => void;
  onKeep: () => void;
}) {
  const id = useId();
  const replaceRef = useRef<HTMLButtonElement>(null);
  useEffect(() => replaceRef.current?.focus(), []);
  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onKeep();
      }}
      className="grid min-w-0 gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert
          className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300"
          aria-hidden="true"
        />
        <div className="grid gap-0.5">
          <p id={`${id}-title`} className="font-semibold">
            Replace what you typed?
          </p>
          <p id={`${id}-text`}>{question}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          ref={replaceRef}
          type="button"
          onClick={onReplace}
          className={buttonClass({ size: 'sm', className: 'flex-1 sm:flex-none' })}
        >
          Replace
        </button>
        <button
          type="button"
          onClick={onKeep}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'flex-1 sm:flex-none' })}
        >
          Keep mine
        </button>
      </div>
    </fieldset>
  );
}
