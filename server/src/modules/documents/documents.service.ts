import type { Deps } from '../../deps.js';
import { countAllDocuments } from './documents.repo.js';

export interface DocumentCount {
  count: number;
}

interface CachedCount {
  value: number;
  at: number;
  refreshing: Promise<number> | null;
}

/** One cache per database handle, so each app (and each test database) has its own. */
const cache = new WeakMap<object, CachedCount>();

/**
 * The public "documents created" figure on the landing page. Every visitor polls it, so it is
 * cached for DOCUMENT_COUNT_CACHE_MS with one refresh query in flight at a time: a count(*) per
 * request would make the public page the database's busiest caller (bench/api-throughput).
 */
export async function getDocumentCount(deps: Pick<Deps, 'db' | 'env' | 'clock'>): Promise<DocumentCount> {
  const ttl = deps.env.DOCUMENT_COUNT_CACHE_MS;
  if (ttl === 0) return { count: await countAllDocuments(deps.db) };
  const now = deps.clock.now().getTime();
  let entry = cache.get(deps.db);
  if (entry && now - entry.at < ttl) return { count: entry.value };
  if (!entry) {
    entry = { value: 0, at: Number.NEGATIVE_INFINITY, refreshing: null };
    cache.set(deps.db, entry);
  }
  const current = entry;
  current.refreshing ??= countAllDocuments(deps.db)
    .then((value) => {
      current.value = value;
      current.at = deps.clock.now().getTime();
      return value;
    })
    .finally(() => {
      current.refreshing = null;
    });
  return { count: await current.refreshing };
}
