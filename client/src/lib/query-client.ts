import { type DefaultOptions, QueryClient, type QueryFilters } from '@tanstack/react-query';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}

/**
 * Refetches the queries a change on the server touched, including one whose first fetch is still
 * in flight. `invalidateQueries` alone joins such a fetch instead of starting a new one (TanStack
 * cancels an in-flight fetch only when the query already has data), and that fetch may have read
 * the server before the change: a payment verified while /subscription was still loading then
 * stayed "Pending" in the history. Cancelling first makes the refetch read after the change.
 */
export async function refetchAfterChange(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
