import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-error';

/**
 * The error a form shows above its fields: cleared when a submit starts, set to the server's
 * message (or `fallback`) when the request behind `attempt` fails.
 */
export function useFormError(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(
    async (request: () => Promise<void>) => {
      setError(null);
      try {
        await request();
      } catch (e) {
        setError(errorMessage(e, fallback));
      }
    },
    [fallback],
  );
  return { error, attempt };
}
