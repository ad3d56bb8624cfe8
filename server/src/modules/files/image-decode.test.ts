import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { decodeInTurn } from './image-decode.js';

describe('decodeInTurn', () => {
  it('runs one image at a time, in arrival order, and a failed one frees its turn', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      decodeInTurn(async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(10);
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`image ${n} is damaged`);
        return n;
      });
    const results = await Promise.allSettled([work(1), work(2, true), work(3), work(4)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
    // Nothing is left holding the turn.
    expect(await work(5)).toBe(5);
  });
});
