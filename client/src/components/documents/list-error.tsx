import { RefreshCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { buttonClass } from '../button-styles';

/**
 * A list that failed to load says why and stays until retried (not a vanishing toast).
 * `fallback`: the sentence when the error carries none of its own.
 */
export function ListError({
  error,
  onRetry,
  fallback = 'Your documents could not be loaded.',
}: {
  error: unknown;
  onRetry: () => void;
  fallback?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{errorMessage(error, fallback)}</p>
      <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}
