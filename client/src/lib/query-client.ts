import {
  type DefaultOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import { reportSessionError } from './session-gone';

/**
 * Global query defaults from spec 01 §9: nothing retries, refetches on focus or polls unless a
 * screen asks for it, and data never goes stale by itself (screens invalidate what they change).
 */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
  },
  mutations: {
    retry: false,
  },
} as const satisfies DefaultOptions;

/**
 * Every failed query and mutation is shown to the one place that decides whether the session
 * ended (session-gone.ts); the transports report too, so this only covers a request helper that
 * would forget to.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: QUERY_DEFAULTS,
    queryCache: new QueryCache({ onError: (error) => void reportSessionError(error) }),
    mutationCache: new MutationCache({ onError: (error) => void reportSessionError(error) }),
  });
}

/**
 * Refetches the queries a change on the server touched, including one whose first fetch is still
 * in flight. `invalidateQueries` alone joins such a fetch instead of starting a new one (TanStack
 * cancels an in-flight fetch only when the query already has data), and that fetch may have read
 * the server before the change: a payment verified while /subscription was still loading then
 * stayed "Pending" in the history. Cancelling first makes the refetch read after the change.
 */
export async function refetchAfterChange(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters,
): Promise<void> {
  const { refetchType: _, ...matching } = filters;
  await queryClient.cancelQueries(matching);
  await queryClient.invalidateQueries(filters);
}
