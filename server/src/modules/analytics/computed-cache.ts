/**
 * Figures that are costly to compute, kept in this process for `ttlMs` (per key). Concurrent
 * readers of a missing or expired entry share one computation. With `staleMs`, an entry that
 * expired less than `staleMs` ago is still answered at once while a fresh one is computed in the
 * background (nobody waits for it); older entries are computed again before answering.
 * `refresh` computes now, whatever the age, for the Refresh button.
 */
export interface Computed<T> {
  value: T;
  /** Epoch milliseconds when the computation started: the figures are as of then. */
  computedAt: number;
}

interface Pending<T> {
  promise: Promise<Computed<T>>;
  forced: boolean;
}

export interface ComputedCacheOptions {
  ttlMs: number;
  staleMs?: number;
  now?: () => number;
  /** A background computation that failed (a reader already had its answer). */
  onBackgroundError?: (error: unknown) => void;
}

export class ComputedCache<K, T> {
  private readonly entries = new Map<K, Computed<T>>();
  private readonly pending = new Map<K, Pending<T>>();
  private readonly now: () => number;

  constructor(
    private readonly compute: (key: K) => Promise<T>,
    private readonly options: ComputedCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The cached figures when fresh enough, else newly computed ones. */
  get(key: K): Promise<Computed<T>> {
    const held = this.entries.get(key);
    if (held) {
      const age = this.now() - held.computedAt;
      if (age < this.options.ttlMs) return Promise.resolve(held);
      if (age < this.options.ttlMs + (this.options.staleMs ?? 0)) {
        if (!this.pending.has(key)) this.start(key, false).catch((e) => this.options.onBackgroundError?.(e));
        return Promise.resolve(held);
      }
    }
    return this.pending.get(key)?.promise ?? this.start(key, false);
  }

  /** Figures computed from now on (concurrent refreshes share one computation). */
  refresh(key: K): Promise<Computed<T>> {
    const running = this.pending.get(key);
    return running?.forced ? running.promise : this.start(key, true);
  }

  /** Forgets every entry (tests, and after a change that must show at once). */
  clear(): void {
    this.entries.clear();
  }

  private start(key: K, forced: boolean): Promise<Computed<T>> {
    const computedAt = this.now();
    const promise = this.compute(key).then((value) => {
      const result = { value, computedAt };
      // A slower, older computation never replaces newer figures.
      const held = this.entries.get(key);
      if (!held || held.computedAt <= computedAt) this.entries.set(key, result);
      return result;
    });
    const entry: Pending<T> = { promise, forced };
    this.pending.set(key, entry);
    const settle = () => {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }
}
