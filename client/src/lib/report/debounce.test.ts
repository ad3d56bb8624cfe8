import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last call of a burst, after the pause', () => {
    const seen: string[] = [];
    const d = createDebouncer((text: string) => seen.push(text), 250);
    d.call('G');
    vi.advanceTimersByTime(100);
    d.call('Gr');
    vi.advanceTimersByTime(200);
    d.call('Grew');
    expect(seen).toEqual([]);
    expect(d.pending()).toBe(true);
    vi.advanceTimersByTime(249);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['Grew']);
    expect(d.pending()).toBe(false);
  });

  it('flushes and cancels', () => {
    const seen: number[] = [];
    const d = createDebouncer((n: number) => seen.push(n), 250);
    d.call(1);
    d.flush();
    expect(seen).toEqual([1]);
    d.flush();
    expect(seen).toEqual([1]);
    d.call(2);
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1]);
  });

  it('takes injected timers', () => {
    const queue: Array<() => void> = [];
    const seen: number[] = [];
    const d = createDebouncer((n: number) => seen.push(n), 10, {
      setTimeout: (cb) => queue.push(cb),
      clearTimeout: () => queue.splice(0),
    });
    d.call(1);
    d.call(2);
    expect(queue.length).toBe(1);
    queue[0]?.();
    expect(seen).toEqual([2]);
  });
});
