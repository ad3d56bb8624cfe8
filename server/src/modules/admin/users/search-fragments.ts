/**
 * Which parts of an admin search the trigram index should look up.
 *
 * PostgreSQL's trigram index answers `text like '%okafor424%'` by reading the entries of every
 * trigram of the pattern ("oka", "kaf", ... "424") and intersecting them. In a table where one
 * surname is common, the common trigrams' entries are most of the work: on 100,000 accounts,
 * looking up only "r42" and "424" and checking the whole pattern on the few rows found costs half
 * as much. The result is the same either way, since the whole pattern is always checked.
 *
 * The choice needs how often each trigram occurs (a sample of the table, see trigram-counts.ts)
 * and stays a plain lookup of the whole pattern when nothing would be saved.
 */

/** How often trigrams occur, estimated for the whole table. */
export interface TrigramCounts {
  /** Rows the estimate stands for (the table's size). */
  rows: number;
  /** Estimated rows containing the trigram; a trigram absent from the sample is rare. */
  count(trigram: string): number;
}

/** Below this many index entries saved, the whole pattern is looked up as it is. */
const MIN_SAVING = 2_000;
/** At most this many fragments (each is one bound parameter of a prepared statement). */
export const MAX_FRAGMENTS = 3;
/**
 * Trigrams at most this many times as frequent as the rarest are looked up with it: cheap to
 * read, and they narrow the rows to check when they are not from the same part of the search.
 */
const NEAR_RAREST = 2;

/** The 3-character runs of letters and digits in a lower-cased search: trigrams every match has. */
export function innerTrigrams(search: string): string[] {
  const found = new Set<string>();
  for (const word of search.toLowerCase().split(/[^a-z0-9]+/)) {
    for (let i = 0; i + 3 <= word.length; i++) found.add(word.slice(i, i + 3));
  }
  return [...found];
}

/**
 * The trigrams to look up instead of the whole pattern (each becomes `like '%xyz%'`), or null
 * when the whole pattern is as cheap or the search has fewer than two trigrams. The rows found
 * are at most as many as the rarest trigram's (trigrams of one word come together, so their
 * frequencies are not multiplied), and the index entries skipped are the saving.
 */
export function indexFragments(search: string, counts: TrigramCounts): string[] | null {
  const all = innerTrigrams(search)
    .map((trigram) => ({ trigram, count: counts.count(trigram) }))
    .sort((a, b) => a.count - b.count);
  const rarest = all[0];
  if (!rarest || all.length < 2 || counts.rows <= 0) return null;
  const chosen = all
    .slice(0, MAX_FRAGMENTS)
    .filter((t) => t.count <= Math.max(1, rarest.count) * NEAR_RAREST);
  const skipped = all.slice(chosen.length).reduce((sum, t) => sum + t.count, 0);
  if (chosen.length === all.length || skipped < MIN_SAVING) return null;
  return chosen.map((t) => t.trigram);
}
