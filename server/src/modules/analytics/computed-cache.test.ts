import { describe, expect, it } from 'vitest';
import { ComputedCache } from './computed-cache.js';

function counter(options: { ttlMs: number; staleMs?: number }) {
  let clock = 0;
  let runs = 0;
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const cache = new ComputedCache<string, number>(
    async () => {
      runs++;
      if (gate) await gate;
      return runs;
    },
    { ...options, now: () => clock },
  );
  return {
    cache,
    tick: (ms: number) => {
      clock += ms;
    },
    hold: () => {
      gate = new Promise((r) => {
        release = r;
      });
    },
    release: () => {
      gate = null;
      release();
    },
    runs: () => runs,
  };
}

describe('ComputedCache', () => {
  it('computes once per period and shares a computation between concurrent readers', async () => {
    const c = counter({ ttlMs: 100 });
    const [a, b] = await Promise.all([c.cache.get('k'), c.cache.get('k')]);
    expect([a.value, b.value, c.runs()]).toEqual([1, 1, 1]);
    c.tick(99);
    expect((await c.cache.get('k')).value).toBe(1);
    c.tick(1);
    expect((await c.cache.get('k')).value).toBe(2);
  });

  it('recomputes on refresh, and concurrent refreshes share one computation', async () => {
    const c = counter({ ttlMs: 100 });
    await c.cache.get('k');
    const [a, b] = await Promise.all([c.cache.refresh('k'), c.cache.refresh('k')]);
    expect([a.value, b.value, c.runs()]).toEqual([2, 2, 2]);
  });

  it('answers recently expired figures at once while new ones are computed', async () => {
    const c = counter({ ttlMs: 100, staleMs: 50 });
    await c.cache.get('k');
    c.tick(120);
    c.hold();
    expect((await c.cache.get('k')).value).toBe(1);
    expect((await c.cache.get('k')).value).toBe(1);
    expect(c.runs()).toBe(2);
    c.release();
    await new Promise((r) => setTimeout(r, 0));
    expect((await c.cache.get('k')).value).toBe(2);
    // Older than the grace period: the reader waits for new figures.
    c.tick(200);
    expect((await c.cache.get('k')).value).toBe(3);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cache = new ComputedCache<string, string>(
      async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
      { ttlMs: 1_000 },
    );
    await expect(cache.get('k')).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get('k')).value).toBe('ok');
  });
});
