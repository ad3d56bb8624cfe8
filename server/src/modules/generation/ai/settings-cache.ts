import type { ChangeSubscriber } from '../../../db/change-feed.js';
import type { findActiveProvider } from '../../admin/providers.repo.js';
import type { findActivePrompts } from '../prompts.repo.js';

/** The channel the migration's triggers notify on every statement that changes these tables. */
export const SETTINGS_CHANGES_CHANNEL = 'settings_changed';

/** What every generation reads, as the rows come from the database. Callers must not change them. */
export interface CachedSettings {
  provider: Awaited<ReturnType<typeof findActiveProvider>>;
  prompts: Awaited<ReturnType<typeof findActivePrompts>>;
}
type Key = keyof CachedSettings;

export interface SettingsCacheOptions {
  /** A safety net only: a change empties the cache at once through the change feed. */
  ttlMs?: number;
  now?: () => number;
  /** Called once, at the first read: starts the change feed where nothing else needs it yet. */
  onFirstRead?: () => void;
}

const DEFAULT_TTL_MS = 60_000;

/** One memoised load: the value last stored, and the load under way (shared by its callers). */
class Memo<T> {
  held: { value: T; storedAt: number } | undefined;
  /** Only ever a load begun in the current epoch: invalidate() lets go of older ones. */
  loading: Promise<T> | undefined;

  clear(): void {
    this.held = undefined;
    this.loading = undefined;
  }
}

/**
 * The active provider and the active prompts, read once per process instead of once per
 * generation: an administrator changes them a few times a month. Correctness rests on the
 * triggers: every statement on `llm_providers` or `prompts`, from any writer, reaches
 * `invalidate` through PostgreSQL NOTIFY (db/change-feed.ts), and nothing is served while that
 * feed is down. A load that overlaps an invalidation (the epoch moved) is returned to its callers
 * but not kept; callers that arrive while a load of the same epoch is under way share it.
 */
export class SettingsCache {
  private readonly memos: { [K in Key]: Memo<CachedSettings[K]> } = {
    provider: new Memo(),
    prompts: new Memo(),
  };
  private currentEpoch = 0;
  private live = false;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private onFirstRead: (() => void) | undefined;

  constructor(options: SettingsCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? (() => performance.now());
    this.onFirstRead = options.onFirstRead;
  }

  read<K extends Key>(key: K, load: () => Promise<CachedSettings[K]>): Promise<CachedSettings[K]> {
    const first = this.onFirstRead;
    this.onFirstRead = undefined;
    first?.();
    if (!this.live) return load();
    const memo: Memo<CachedSettings[K]> = this.memos[key];
    if (memo.held && this.now() - memo.held.storedAt < this.ttlMs) return Promise.resolve(memo.held.value);
    if (memo.loading) return memo.loading;
    const epoch = this.currentEpoch;
    const promise = load();
    memo.loading = promise;
    const settle = () => {
      if (memo.loading === promise) memo.loading = undefined;
    };
    promise.then((value) => {
      settle();
      if (this.live && epoch === this.currentEpoch) memo.held = { value, storedAt: this.now() };
    }, settle);
    return promise;
  }

  /**
   * A settings table changed: the next read of anything goes to the database, and loads already
   * under way are neither joined nor kept (they may have read the old rows).
   */
  invalidate(): void {
    this.currentEpoch += 1;
    for (const memo of Object.values(this.memos)) memo.clear();
  }

  /** Serve from memory only while changes can reach it; either way start empty. */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  /** Moves at every invalidation (tests wait on it to know a notification arrived). */
  get epoch(): number {
    return this.currentEpoch;
  }
}

/** How the cache follows the triggers' notifications. */
export function settingsChangeSubscriber(cache: SettingsCache): ChangeSubscriber {
  return {
    channel: SETTINGS_CHANGES_CHANNEL,
    notify: () => cache.invalidate(),
    setLive: (live) => cache.setLive(live),
  };
}
