import { describe, expect, it } from 'vitest';
import { queuePrefixFor } from './queue-prefix.js';

describe('queuePrefixFor', () => {
  it('keeps an explicit QUEUE_PREFIX', () => {
    expect(queuePrefixFor({ explicit: 'mine', dataDir: '/a', redisStartedHere: false })).toBe('mine');
    expect(queuePrefixFor({ explicit: 'mine', dataDir: '/a', redisStartedHere: true })).toBe('mine');
  });

  it('uses the plain default on a Redis the launcher started for this data folder', () => {
    expect(queuePrefixFor({ explicit: undefined, dataDir: '/a', redisStartedHere: true })).toBe('jobpadi');
  });

  it('gives two data folders sharing a Redis two different, stable prefixes', () => {
    const a = queuePrefixFor({ explicit: undefined, dataDir: '/srv/one/.data', redisStartedHere: false });
    const b = queuePrefixFor({ explicit: undefined, dataDir: '/srv/two/.data', redisStartedHere: false });
    expect(a).toMatch(/^jobpadi-[0-9a-f]{8}$/);
    expect(b).toMatch(/^jobpadi-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(queuePrefixFor({ explicit: undefined, dataDir: '/srv/one/.data/', redisStartedHere: false })).toBe(
      a,
    );
  });
});
