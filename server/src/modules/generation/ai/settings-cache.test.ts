import { describe, expect, it } from 'vitest';
import { type CachedSettings, SettingsCache } from './settings-cache.js';

type Provider = CachedSettings['provider'];
const provider = (model: string) => ({ name: 'openai', model }) as unknown as Provider;

function setup(options: { live?: boolean } = {}) {
  let clock = 0;
  const cache = new SettingsCache({ ttlMs: 1_000, now: () => clock });
  if (options.live ?? true) cache.setLive(true);
  let loads = 0;
  const loader = (value: Provider) => async () => {
    loads += 1;
    return value;
  };
  /** A load that answers when the test says so. */
  const gated = () => {
    let release: (value: Provider) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<Provider>((resolve) => (release = resolve));
    };
    return { load, release: (value: Provider) => release(value) };
  };
  return { cache, loader, gated, loads: () => loads, tick: (ms: number) => (clock += ms) };
}

describe('SettingsCache', () => {
  it('answers from memory after the first load, until the safety TTL runs out', async () => {
    const { cache, loader, loads, tick } = setup();
    expect(await cache.read('provider', loader(provider('a')))).toEqual(provider('a'));
    expect(await cache.read('provider', loader(provider('b')))).toEqual(provider('a'));
    expect(loads()).toBe(1);
    tick(1_000);
    expect(await cache.read('provider', loader(provider('b')))).toEqual(provider('b'));
    expect(loads()).toBe(2);
  });

  it('keeps the provider and the prompts apart', async () => {
    const { cache, loader, loads } = setup();
    await cache.read('provider', loader(provider('a')));
    const prompts = [{ type: 'resume', system_prompt: 'Be brief.' }];
    expect(await cache.read('prompts', async () => prompts)).toBe(prompts);
    expect(await cache.read('provider', loader(provider('b')))).toEqual(provider('a'));
    expect(loads()).toBe(1);
  });

  it('reads again after a change was notified', async () => {
    const { cache, loader, loads } = setup();
    await cache.read('provider', loader(provider('a')));
    cache.invalidate();
    expect(await cache.read('provider', loader(provider('b')))).toEqual(provider('b'));
    expect(await cache.read('provider', loader(provider('c')))).toEqual(provider('b'));
    expect(loads()).toBe(2);
  });

  it('answers with a load that overlapped a change, but does not keep it', async () => {
    const { cache, loader, gated, loads } = setup();
    const slow = gated();
    const answer = cache.read('provider', slow.load);
    cache.invalidate();
    slow.release(provider('old'));
    expect(await answer).toEqual(provider('old'));
    expect(await cache.read('provider', loader(provider('new')))).toEqual(provider('new'));
    expect(loads()).toBe(2);
  });

  it('shares one load among the callers that arrive while it is under way', async () => {
    const { cache, gated, loads } = setup();
    const slow = gated();
    const first = cache.read('provider', slow.load);
    const second = cache.read('provider', slow.load);
    slow.release(provider('a'));
    expect(await Promise.all([first, second])).toEqual([provider('a'), provider('a')]);
    expect(loads()).toBe(1);
  });

  it('does not let a caller that comes after a change join the load begun before it', async () => {
    const { cache, gated, loader, loads } = setup();
    const slow = gated();
    const before = cache.read('provider', slow.load);
    cache.invalidate();
    const after = cache.read('provider', loader(provider('new')));
    slow.release(provider('old'));
    expect(await before).toEqual(provider('old'));
    expect(await after).toEqual(provider('new'));
    // The load begun after the change was kept; the older one, finishing later, was not.
    expect(await cache.read('provider', loader(provider('other')))).toEqual(provider('new'));
    expect(loads()).toBe(2);
  });

  it('reads the database every time while the feed is down, and keeps nothing', async () => {
    const { cache, loader, loads } = setup({ live: false });
    await cache.read('provider', loader(provider('a')));
    expect(await cache.read('provider', loader(provider('b')))).toEqual(provider('b'));
    expect(loads()).toBe(2);
    cache.setLive(true);
    await cache.read('provider', loader(provider('c')));
    cache.setLive(false);
    expect(await cache.read('provider', loader(provider('d')))).toEqual(provider('d'));
    expect(loads()).toBe(4);
  });

  it('does not keep a load that overlapped the feed coming up or going down', async () => {
    const { cache, gated, loader } = setup({ live: false });
    const before = gated();
    const answer = cache.read('provider', before.load);
    cache.setLive(true);
    before.release(provider('old'));
    await answer;
    expect(await cache.read('provider', loader(provider('new')))).toEqual(provider('new'));

    const during = gated();
    cache.invalidate();
    const late = cache.read('provider', during.load);
    cache.setLive(false);
    cache.setLive(true);
    during.release(provider('stale'));
    await late;
    expect(await cache.read('provider', loader(provider('fresh')))).toEqual(provider('fresh'));
  });

  it('keeps no failed load: the next caller tries again', async () => {
    const { cache, loader, loads } = setup();
    await expect(
      cache.read('provider', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(await cache.read('provider', loader(provider('a')))).toEqual(provider('a'));
    expect(loads()).toBe(1);
  });

  it('remembers that no provider is active', async () => {
    const { cache, loader, loads } = setup();
    expect(await cache.read('provider', loader(undefined))).toBeUndefined();
    expect(await cache.read('provider', loader(provider('a')))).toBeUndefined();
    expect(loads()).toBe(1);
  });

  it('starts its feed at the first read, once (an idle worker holds no listening connection)', async () => {
    let started = 0;
    const cache = new SettingsCache({ onFirstRead: () => (started += 1) });
    expect(started).toBe(0);
    await cache.read('provider', async () => provider('a'));
    await cache.read('prompts', async () => []);
    expect(started).toBe(1);
  });

  it('moves its epoch at every change and every switch of the feed', () => {
    const { cache } = setup({ live: false });
    const start = cache.epoch;
    cache.invalidate();
    cache.setLive(true);
    cache.setLive(false);
    expect(cache.epoch).toBe(start + 3);
  });
});
