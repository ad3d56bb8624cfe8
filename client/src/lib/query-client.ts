import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

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
