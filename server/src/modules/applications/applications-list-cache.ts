import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { APPLICATION_LIMITS, type ApplicationSummaryDto, type TApplicationListQuery } from '@app/shared';
import type { Database } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { type ApplicationActor, listApplicationsBy, listFilterOf } from './applications.service.js';
import { currentListVersion } from './applications-list-versions.js';

const gzipAsync = promisify(gzip);
/**
 * Level 1: a new answer is built after every change, and for this JSON (ids and short texts)
 * level 1 is ~8% larger than 6 for ~35% less CPU (709 KB -> ~130 KB in ~13 ms, off the event loop).
 */
const GZIP_LEVEL = 1;

/**
 * What the answer is made of besides the rows: bump it whenever the list's JSON changes shape
 * or a constant it depends on changes, so an ETag from an older server never revalidates.
 */
const LIST_FORMAT = `applications-list/1/${APPLICATION_LIMITS.defaultFollowUpDays}`;

/** Bodies under this size are sent as they are (gzip would save a few bytes for its cost). */
const GZIP_FROM_BYTES = 1024;

/**
 * What one process keeps of built lists (the answers' objects for tRPC, their JSON and gzip for
 * REST), the least recently used leaving first. A list of 1,000 applications costs ~2.3 MB.
 */
export const LIST_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;
/** The answer's objects weigh about twice their JSON on the heap (measured roughly; a budget only). */
const OBJECTS_PER_JSON_BYTE = 2;

/** One list, built once per version: its objects (read-only, shared) and its encodings. */
interface ListEntry {
  etag: string;
  applications: readonly ApplicationSummaryDto[];
  identity: Buffer;
  /** Made when a browser first asks for it (the board reads through tRPC and never does). */
  gzip: Promise<Buffer | undefined> | undefined;
  bytes: number;
}

export type ListAnswer =
  | { etag: string; notModified: true }
  | { etag: string; notModified: false; body: Buffer; encoding: 'gzip' | undefined };

class ListCache {
  /** By person and filter: only the latest version of each is worth keeping. */
  private readonly entries = new Map<string, ListEntry>();
  /** Computations under way, by ETag: concurrent reads of one version share one. */
  private readonly pending = new Map<string, Promise<ListEntry>>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get(key: string, etag: string): ListEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.etag !== etag) return undefined;
    // Read again: to the end of the line (Maps iterate in insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  async compute(key: string, etag: string, make: () => Promise<ListEntry>): Promise<ListEntry> {
    const running = this.pending.get(etag);
    if (running) return running;
    const work = make().then((entry) => {
      this.store(key, entry);
      return entry;
    });
    this.pending.set(etag, work);
    try {
      return await work;
    } finally {
      this.pending.delete(etag);
    }
  }

  /** The entry's gzip, made once; its size counts while the entry is kept. */
  gzipOf(key: string, entry: ListEntry): Promise<Buffer | undefined> {
    if (entry.gzip) return entry.gzip;
    if (entry.identity.length < GZIP_FROM_BYTES) {
      entry.gzip = Promise.resolve(undefined);
      return entry.gzip;
    }
    const zipping = gzipAsync(entry.identity, { level: GZIP_LEVEL }).then(
      (zipped) => {
        entry.bytes += zipped.length;
        if (this.entries.get(key) === entry) this.bytes += zipped.length;
        return zipped;
      },
      (error: unknown) => {
        // Not kept: the next request tries again.
        if (entry.gzip === zipping) entry.gzip = undefined;
        throw error;
      },
    );
    entry.gzip = zipping;
    return zipping;
  }

  private store(key: string, entry: ListEntry): void {
    this.drop(key);
    if (entry.bytes > this.budget) return;
    while (this.bytes + entry.bytes > this.budget) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** One cache per database (a process has one; each test context its own). */
const caches = new WeakMap<Database, ListCache>();
const cacheOf = (db: Database) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListCache(LIST_CACHE_BUDGET_BYTES);
    caches.set(db, cache);
  }
  return cache;
};

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/** Frozen: one list's objects are handed to every request of its version. */
function frozen(applications: ApplicationSummaryDto[]): readonly ApplicationSummaryDto[] {
  for (const application of applications) {
    for (const document of application.documents) Object.freeze(document);
    Object.freeze(application.documents);
    Object.freeze(application);
  }
  return Object.freeze(applications);
}

/**
 * The ETag of the person's list for `query` and the cache key it is kept under. The version
 * (applications-list-versions.ts) comes from memory while the change feed vouches for it, else
 * from one exact statement; it is taken before any row is read, so a list built after it is
 * never older than its ETag (at worst newer, and the change's notification then moves the
 * version on).
 */
async function versionOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: ApplicationActor,
  query: TApplicationListQuery,
) {
  const filter = listFilterOf(query, deps.clock.now());
  const key = JSON.stringify([
    actor.userId,
    filter.status ?? null,
    filter.search ?? null,
    filter.closingFrom ?? null,
    filter.closingTo ?? null,
  ]);
  const version = await currentListVersion(deps.db, actor.userId);
  const hash = createHash('sha256').update(`${LIST_FORMAT}\n${key}\n${version}`).digest('base64url');
  return { filter, key, etag: `W/"${hash.slice(0, 27)}"` };
}

/** The list of that version, from this process's memory or built once. */
async function entryOf(
  deps: Pick<Deps, 'db'>,
  actor: ApplicationActor,
  { filter, key, etag }: Awaited<ReturnType<typeof versionOf>>,
): Promise<ListEntry> {
  const cache = cacheOf(deps.db);
  return (
    cache.get(key, etag) ??
    cache.compute(key, etag, async () => {
      const applications = frozen(await listApplicationsBy(deps, actor, filter));
      const identity = Buffer.from(JSON.stringify({ applications }));
      const bytes = identity.length * (1 + OBJECTS_PER_JSON_BYTE);
      return { etag, applications, identity, gzip: undefined, bytes };
    })
  );
}

/**
 * GET /api/applications with a conditional answer: the ETag is a hash of the person, the filter
 * (with the day, when the filter depends on it) and the list's version. A matching If-None-Match
 * gets a 304; otherwise the encoded answer of that version (gzip when `gzip` and big enough).
 */
export async function answerApplicationList(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: ApplicationActor,
  query: TApplicationListQuery,
  ifNoneMatch: string | string[] | undefined,
  gzip: boolean,
): Promise<ListAnswer> {
  const version = await versionOf(deps, actor, query);
  const { etag } = version;
  if (matchesEtag(ifNoneMatch, etag)) return { etag, notModified: true };
  const entry = await entryOf(deps, actor, version);
  const zipped = gzip ? await cacheOf(deps.db).gzipOf(version.key, entry) : undefined;
  return zipped
    ? { etag, notModified: false, body: zipped, encoding: 'gzip' }
    : { etag, notModified: false, body: entry.identity, encoding: undefined };
}

/**
 * The tRPC twin (the board): the same objects, built once per version. Read-only: they are
 * shared by every request until the list changes.
 */
export async function cachedApplicationList(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: ApplicationActor,
  query: TApplicationListQuery,
): Promise<readonly ApplicationSummaryDto[]> {
  return (await entryOf(deps, actor, await versionOf(deps, actor, query))).applications;
}
