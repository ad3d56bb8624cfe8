import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionWithUser } from './session-cache.js';

const row = (userId: string, credits = 2) =>
  ({ id: userId, cover_letters_remaining: credits }) as unknown as SessionWithUser;

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  const cache = new SessionCache({ ttlMs: 1_000, maxEntries: 100, ...options, now: () => clock });
  cache.setLive(true);
  let loads = 0;
  const loader = (value: SessionWithUser | undefined) => async () => {
    loads += 1;
    return value;
  };
  return { cache, loader, loads: () => loads, tick: (ms: number) => (clock += ms) };
}

describe('SessionCache', () => {
  it('serves a session from memory until its time is up', async () => {
    const { cache, loader, loads, tick } = setup();
    await cache.read('s1', loader(row('u1')));
    expect(await cache.read('s1', loader(row('u1', 0)))).toEqual(row('u1'));
    expect(loads()).toBe(1);
    tick(1_000);
    expect(await cache.read('s1', loader(row('u1', 0)))).toEqual(row('u1', 0));
    expect(loads()).toBe(2);
  });

  it('evicts every session of a user that changed, and no one else', async () => {
    const { cache, loader, loads } = setup();
    await cache.read('a1', loader(row('a')));
    await cache.read('a2', loader(row('a')));
    await cache.read('b1', loader(row('b')));
    cache.evictUser('a');
    await cache.read('a1', loader(row('a', 0)));
    await cache.read('a2', loader(row('a', 0)));
    await cache.read('b1', loader(row('b', 0)));
    expect(loads()).toBe(5);
    expect(cache.size).toBe(3);
  });

  it('never keeps a read that overlapped a change', async () => {
    const { cache, loads } = setup();
    let release: (value: SessionWithUser) => void = () => {};
    const slow = cache.read('s1', () => new Promise((resolve) => (release = resolve)));
    cache.evictUser('u1');
    release(row('u1', 2));
    expect(await slow).toEqual(row('u1', 2));
    expect(cache.size).toBe(0);
    expect(loads()).toBe(0);
  });

  it("keeps a read that overlapped only another user's change", async () => {
    const { cache, loader, loads } = setup();
    let release: (value: SessionWithUser) => void = () => {};
    const slow = cache.read('s1', () => new Promise((resolve) => (release = resolve)));
    cache.evictUser('u2');
    release(row('u1', 2));
    await slow;
    expect(cache.size).toBe(1);
    expect(await cache.read('s1', loader(row('u1', 0)))).toEqual(row('u1', 2));
    expect(loads()).toBe(0);
  });

  it('never keeps a read that overlapped its user changing while other reads came and went', async () => {
    const { cache, loader } = setup();
    let release: (value: SessionWithUser) => void = () => {};
    const slow = cache.read('s1', () => new Promise((resolve) => (release = resolve)));
    cache.evictUser('u1');
    // Another read begins and ends after the change: the change must still void the first one.
    await cache.read('s2', loader(row('u2')));
    release(row('u1', 2));
    await slow;
    expect(cache.size).toBe(1);
    let reloaded = false;
    await cache.read('s1', async () => {
      reloaded = true;
      return row('u1', 1);
    });
    expect(reloaded).toBe(true);
  });

  it('never keeps a read that overlapped the change feed going down and up again', async () => {
    const { cache } = setup();
    let release: (value: SessionWithUser) => void = () => {};
    const slow = cache.read('s1', () => new Promise((resolve) => (release = resolve)));
    cache.setLive(false);
    cache.setLive(true);
    release(row('u1', 2));
    await slow;
    expect(cache.size).toBe(0);
  });

  it('serves nothing from memory while the change feed is down', async () => {
    const { cache, loader, loads } = setup();
    await cache.read('s1', loader(row('u1')));
    cache.setLive(false);
    await cache.read('s1', loader(row('u1')));
    await cache.read('s1', loader(row('u1')));
    expect(loads()).toBe(3);
  });

  it('remembers nothing about a session that does not exist, and drops the oldest when full', async () => {
    const { cache, loader } = setup({ maxEntries: 2 });
    await cache.read('gone', loader(undefined));
    expect(cache.size).toBe(0);
    await cache.read('s1', loader(row('u1')));
    await cache.read('s2', loader(row('u2')));
    await cache.read('s3', loader(row('u3')));
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.read('s1', async () => {
      reloaded = true;
      return row('u1');
    });
    expect(reloaded).toBe(true);
  });
});
