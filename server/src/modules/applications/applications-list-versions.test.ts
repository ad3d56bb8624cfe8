import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { applicationsListSubscriber, ListVersions, listVersionsOf } from './applications-list-versions.js';

/** A load the test finishes by hand, to land a notification while a read is in flight. */
function deferred() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ListVersions', () => {
  it('keeps nothing while the feed is down, and forgets everything when it switches', async () => {
    const v = new ListVersions();
    expect(await v.read('u1', async () => 'a')).toBe('a');
    expect(v.peek('u1')).toBeUndefined();
    v.setLive(true);
    expect(await v.read('u1', async () => 'a')).toBe('a');
    expect(v.peek('u1')).toBe('a');
    // Served from memory: the load is not called again.
    expect(await v.read('u1', async () => 'never')).toBe('a');
    v.setLive(false);
    expect(v.peek('u1')).toBeUndefined();
    v.setLive(true);
    expect(v.peek('u1')).toBeUndefined();
  });

  it("forgets only the named person's version on a notification, everybody's on an empty one", async () => {
    const db = {} as Database;
    const subscriber = applicationsListSubscriber(db);
    const v = listVersionsOf(db);
    expect(subscriber.channel).toBe('applications_changed');
    subscriber.setLive(true);
    await v.read('u1', async () => 'a');
    await v.read('u2', async () => 'b');
    subscriber.notify('u1');
    expect(v.peek('u1')).toBeUndefined();
    expect(v.peek('u2')).toBe('b');
    await v.read('u1', async () => 'a2');
    // The truncate triggers notify an empty payload.
    subscriber.notify('');
    expect(v.size).toBe(0);
    await v.read('u1', async () => 'a3');
    subscriber.setLive(false);
    expect(v.peek('u1')).toBeUndefined();
  });

  it('returns but does not keep a version read across a change of its person', async () => {
    const v = new ListVersions();
    v.setLive(true);
    const load = deferred();
    const reading = v.read('u1', () => load.promise);
    v.changed('u1');
    load.resolve('old');
    expect(await reading).toBe('old');
    expect(v.peek('u1')).toBeUndefined();
    // Another person's change does not void it.
    const again = deferred();
    const second = v.read('u1', () => again.promise);
    v.changed('u2');
    again.resolve('current');
    await second;
    expect(v.peek('u1')).toBe('current');
  });

  it('does not keep a version read across a switch of the feed or a change to every list', async () => {
    for (const interrupt of [(v: ListVersions) => v.setLive(true), (v: ListVersions) => v.changedAll()]) {
      const v = new ListVersions();
      v.setLive(true);
      const load = deferred();
      const reading = v.read('u1', () => load.promise);
      interrupt(v);
      load.resolve('old');
      await reading;
      expect(v.peek('u1')).toBeUndefined();
    }
    const v = new ListVersions();
    v.setLive(true);
    const load = deferred();
    const reading = v.read('u1', () => load.promise);
    v.setLive(false);
    load.resolve('old');
    await reading;
    v.setLive(true);
    expect(v.peek('u1')).toBeUndefined();
  });
});
