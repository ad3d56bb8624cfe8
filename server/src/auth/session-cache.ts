import type { findSessionWithUser } from './sessions.repo.js';

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/** Told of every change the cache hears of, after the cache has acted on it (socket-sessions.ts). */
export interface SessionChangeListener {
  /** The user's row or one of their sessions changed, here or in another process. */
  userChanged(userId: string): void;
  /** The change feed came back after a loss: changes made meanwhile were never heard. */
  resumed(): void;
}

export interface SessionCacheOptions {
  /** A safety net only: changes evict entries at once through the database's change feed. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Sessions (with their user) as last read from the database, so an authenticated request costs
 * no query. Correctness rests on eviction: every change to a user or session row reaches
 * `evictUser` through PostgreSQL NOTIFY (session-change-feed.ts), and the cache serves nothing
 * while that feed is down. A read that overlaps an eviction of its user (or the feed going down)
 * is returned but not kept, so an old row can never be stored after the change that replaced it.
 * Only its own user's changes count: under load some user changes every few milliseconds (each
 * generation and sign-in writes the user's row), and a read voided by anyone's change would
 * leave most reads unkept.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionWithUser; storedAt: number }>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  /** Moves at every eviction and every switch of the feed. */
  private epoch = 0;
  /** The epoch of the last switch of the feed: it voids every read begun before it. */
  private switchedAt = 0;
  /** The epoch of each user's last eviction, kept only while a read is in flight. */
  private readonly evictedAt = new Map<string, number>();
  private readsInFlight = 0;
  private live = false;
  private readonly now: () => number;
  private readonly listeners = new Set<SessionChangeListener>();

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The session if it is held and fresh, without waiting: the hot path of every request. */
  peek(sessionId: string): SessionWithUser | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (this.now() - hit.storedAt < this.options.ttlMs) return hit.row;
    this.forget(sessionId);
    return undefined;
  }

  async read(
    sessionId: string,
    load: () => Promise<SessionWithUser | undefined>,
  ): Promise<SessionWithUser | undefined> {
    const hit = this.peek(sessionId);
    if (hit) return hit;
    const began = this.epoch;
    this.readsInFlight += 1;
    try {
      const row = await load();
      if (row && this.live && this.unchangedSince(began, row.id)) this.store(sessionId, row);
      return row;
    } finally {
      this.readsInFlight -= 1;
      // No read is left that an earlier eviction could concern.
      if (this.readsInFlight === 0) this.evictedAt.clear();
    }
  }

  /** The user's row or one of their sessions changed (or went away). */
  evictUser(userId: string): void {
    this.epoch += 1;
    if (this.readsInFlight > 0) this.evictedAt.set(userId, this.epoch);
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOfUser.delete(userId);
    for (const listener of this.listeners) listener.userChanged(userId);
  }

  /** Hears every change from now on; returns the function that stops it. */
  listen(listener: SessionChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Serve from the cache only while changes can reach it; either way start empty. */
  setLive(live: boolean): void {
    const resumed = live && !this.live;
    this.live = live;
    this.epoch += 1;
    this.switchedAt = this.epoch;
    this.entries.clear();
    this.sessionsOfUser.clear();
    if (resumed) for (const listener of this.listeners) listener.resumed();
  }

  /** Whether nothing that concerns `userId` happened since the epoch `began`. */
  private unchangedSince(began: number, userId: string): boolean {
    return this.switchedAt <= began && (this.evictedAt.get(userId) ?? 0) <= began;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(sessionId: string, row: SessionWithUser): void {
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.entries.set(sessionId, { row, storedAt: this.now() });
    let sessions = this.sessionsOfUser.get(row.id);
    if (!sessions) {
      sessions = new Set();
      this.sessionsOfUser.set(row.id, sessions);
    }
    sessions.add(sessionId);
  }

  private forget(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    this.entries.delete(sessionId);
    if (!entry) return;
    const sessions = this.sessionsOfUser.get(entry.row.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.row.id);
  }
}
