import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/applications/statuses';
import { oneOf, optionalString } from '../search-params';

/**
 * The board's filters as the URL holds them: `?q=analyst&status=applied&closing=7`. Written by
 * hand, not with zod: route definitions are not code-split (see lib/search-params.ts).
 */
export interface BoardSearch {
  q?: string;
  status?: ApplicationStatus;
  /** Only jobs closing within 7 days (Lagos), the one window the board offers. */
  closing?: 7;
}

/** The search box's limit (APPLICATION_LIMITS.search); a longer `q` is cut, not refused. */
const SEARCH_MAX = 200;

/** The router's validator: unknown keys and values dropped, the rest normalised. */
export function validateBoardSearch(search: Record<string, unknown>): BoardSearch {
  const picked: BoardSearch = {};
  const q = optionalString(search.q)?.trim().slice(0, SEARCH_MAX);
  if (q) picked.q = q;
  const status = oneOf(search.status, APPLICATION_STATUSES);
  if (status) picked.status = status;
  // The router parses '?closing=7' as the number 7; a hand-typed '"7"' or 'true' counts too.
  if (search.closing === 7 || search.closing === '7' || search.closing === true) picked.closing = 7;
  return picked;
}

export const isFiltered = (search: BoardSearch): boolean =>
  Boolean(search.q || search.status || search.closing);

/**
 * The search with one filter changed: a blank value removes the key, so the URL only ever says
 * what is filtered.
 */
export function withFilter<K extends keyof BoardSearch>(
  search: BoardSearch,
  key: K,
  value: BoardSearch[K] | '' | undefined,
): BoardSearch {
  const next: BoardSearch = { ...search };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}
