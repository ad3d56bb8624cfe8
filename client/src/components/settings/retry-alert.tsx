import { RefreshCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { buttonClass } from '../button-styles';

/** Something failed to load: it says why and stays until retried (not a vanishing toast). */
export function RetryAlert({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
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
