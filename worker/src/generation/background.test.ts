import { describe, expect, it } from 'vitest';
import { Background } from './background.js';

const later = <T>(value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), 5));

describe('Background', () => {
  it('waits for all work, including work started while it waits', async () => {
    const background = new Background();
    const done: number[] = [];
    background.run(
      later(1).then((n) => {
        done.push(n);
        background.run(later(2).then((m) => done.push(m)));
      }),
    );
    await background.settle();
    expect(done).toEqual([1, 2]);
  });

  it('holds a failure without an unhandled rejection and throws the first one on settle', async () => {
    const background = new Background();
    background.run(later(new Error('first'), true));
    background.run(later(new Error('second'), true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(background.settle()).rejects.toThrow('first');
  });
});
