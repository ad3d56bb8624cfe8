/** Shown while the count loads and when there is none (spec 01 §2.3). */
export const DOCUMENT_COUNT_FALLBACK = 10_000;

/**
 * The landing page's documents-created counter: '10K+' while loading or without a count;
 * floor(count/1000)+'K+' from 1000; count+'+' below.
 */
export function formatDocumentCount(count: number | null | undefined): string {
  const value =
    typeof count === 'number' && Number.isFinite(count) && count >= 0
      ? Math.floor(count)
      : DOCUMENT_COUNT_FALLBACK;
  return value >= 1000 ? `${Math.floor(value / 1000)}K+` : `${value}+`;
}
