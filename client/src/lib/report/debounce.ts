import { useEffect, useState } from 'react';

/** How long the editor waits after a keystroke before it analyses the text again. */
export const ANALYSIS_DEBOUNCE_MS = 250;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface Debouncer<A extends unknown[]> {
  /** Runs `fn` with these arguments once `ms` pass without another call. */
  call: (...args: A) => void;
  /** Runs a waiting call now (nothing when none waits). */
  flush: () => void;
  /** Drops a waiting call. */
  cancel: () => void;
  pending: () => boolean;
}

/** Trailing-edge debounce: only the last call of a burst runs, `ms` after it. */
export function createDebouncer<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: Timers = realTimers,
): Debouncer<A> {
  let timer: unknown = null;
  let waiting: A | null = null;
  const run = () => {
    const args = waiting;
    timer = null;
    waiting = null;
    if (args) fn(...args);
  };
  return {
    call: (...args) => {
      waiting = args;
      if (timer !== null) timers.clearTimeout(timer);
      timer = timers.setTimeout(run, ms);
    },
    flush: () => {
      if (timer !== null) timers.clearTimeout(timer);
      run();
    },
    cancel: () => {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}

/**
 * `value`, but only once it has stayed the same for `ms`: the first value is given at once, so a
 * page shows its result on first paint, and typing re-renders the heavy parts once per pause.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (ms <= 0) {
      setSettled(value);
      return;
    }
    const debouncer = createDebouncer(setSettled, ms);
    debouncer.call(value);
    return debouncer.cancel;
  }, [value, ms]);
  return ms <= 0 ? value : settled;
}
