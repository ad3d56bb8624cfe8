import type { ChangeSubscriber } from '../../db/change-feed.js';
import type { Database } from '../../db/database.js';
import { readListVersion } from './applications-list-version.js';

/** The channel the migration's triggers notify with a person's id when their list may have changed. */
export const APPLICATIONS_CHANGES_CHANNEL = 'applications_changed';

/** People whose version a process keeps (~150 bytes each); the longest unread leave first. */
const MAX_PEOPLE = 50_000;

/**
 * Each person's list version (applications-list-version.ts) as last read from the database, so
 * a list request whose person has not changed since costs no query. Correctness rests on the
 * change feed, as for the session cache (auth/session-cache.ts): every change to the rows the
 * list reads notifies the person's id (migration 0023), which forgets their version; while the
 * feed is down nothing is kept and every request reads the exact version. A read that overlaps
 * a change of its person (or a switch of the feed) is returned but not kept, so a version read
 * before a change can never be stored after it.
 *
 * What is kept is the database's own version, not a token of this process: every server
 * computes the same ETag for the same rows, so a browser revalidates against any of them.
 */
export class ListVersions {
  private readonly known = new Map<string, string>();
  private live = false;
  /** Moves at every change heard and every switch of the feed. */
  private epoch = 0;
  /** The epoch of the last switch of the feed (or of a change to every list). */
  private switchedAt = 0;
  /** The epoch of each person's last change, kept only while a read is in flight. */
  private readonly changedAt = new Map<string, number>();
  private readsInFlight = 0;

  /** The person's version if it is known and the feed is live, without waiting. */
  peek(userId: string): string | undefined {
    return this.live ? this.known.get(userId) : undefined;
  }

  /** The person's version: from memory when known, else read by `load` (and kept if it may be). */
  async read(userId: string, load: () => Promise<string>): Promise<string> {
    const hit = this.peek(userId);
    if (hit !== undefined) return hit;
    const began = this.epoch;
    this.readsInFlight += 1;
    try {
      const version = await load();
      if (this.live && this.unchangedSince(began, userId)) this.store(userId, version);
      return version;
    } finally {
      this.readsInFlight -= 1;
      if (this.readsInFlight === 0) this.changedAt.clear();
    }
  }

  /** Something the person's list reads changed (or may have), here or in another process. */
  changed(userId: string): void {
    this.epoch += 1;
    if (this.readsInFlight > 0) this.changedAt.set(userId, this.epoch);
    this.known.delete(userId);
  }

  /** Every list may have changed (a truncate): forget all, void every read in flight. */
  changedAll(): void {
    this.epoch += 1;
    this.switchedAt = this.epoch;
    this.known.clear();
  }

  /** Trust memory only while changes can reach it; either way start empty. */
  setLive(live: boolean): void {
    this.live = live;
    this.changedAll();
  }

  get size(): number {
    return this.known.size;
  }

  get isLive(): boolean {
    return this.live;
  }

  private unchangedSince(began: number, userId: string): boolean {
    return this.switchedAt <= began && (this.changedAt.get(userId) ?? 0) <= began;
  }

  private store(userId: string, version: string): void {
    this.known.delete(userId);
    if (this.known.size >= MAX_PEOPLE) {
      // Maps iterate in insertion order: the first key is the longest unread.
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(userId, version);
  }
}

/** One per database (a process has one; each test context its own). Off until a feed follows it. */
const versions = new WeakMap<Database, ListVersions>();

export function listVersionsOf(db: Database): ListVersions {
  let kept = versions.get(db);
  if (!kept) {
    kept = new ListVersions();
    versions.set(db, kept);
  }
  return kept;
}

/**
 * The list's version of `userId`: from memory while the change feed vouches for it, else the
 * exact statement (one query over the person's rows).
 */
export function currentListVersion(db: Database, userId: string): Promise<string> {
  const kept = listVersionsOf(db);
  const hit = kept.peek(userId);
  if (hit !== undefined) return Promise.resolve(hit);
  return kept.read(userId, () => readListVersion(db, userId));
}

/**
 * Runs a change this process makes to the person's applications, then forgets their list's
 * version (also when it failed: part of it may have been written), before the answer leaves: the
 * person's next read sees their own change even while the database's notification is on its way.
 */
export async function changingList<T>(
  db: Database,
  actor: { userId: string },
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } finally {
    listVersionsOf(db).changed(actor.userId);
  }
}

/**
 * Keeps the versions of `db` honest (servers: deps.ts adds it to the process's one change feed):
 * each notification forgets the person it names (an empty one, everybody), and nothing is
 * trusted while the feed is down.
 */
export function applicationsListSubscriber(db: Database): ChangeSubscriber {
  const kept = listVersionsOf(db);
  return {
    channel: APPLICATIONS_CHANGES_CHANNEL,
    notify: (userId) => {
      if (userId) kept.changed(userId);
      else kept.changedAll();
    },
    setLive: (live) => kept.setLive(live),
  };
}
