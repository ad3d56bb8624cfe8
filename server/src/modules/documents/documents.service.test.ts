import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';
import { getDocumentCount } from './documents.service.js';

/** A stand-in for kysely that only answers the count query and counts how often it is asked. */
function countingDb(count: () => number) {
  const calls = { n: 0 };
  const db = {
    selectFrom: () => ({
      select: () => ({
        executeTakeFirstOrThrow: async () => {
          calls.n += 1;
          await new Promise((r) => setTimeout(r, 5));
          return { count: count() };
        },
      }),
    }),
  } as unknown as Database;
  return { db, calls };
}

describe('getDocumentCount', () => {
  it('asks the database once per interval, even for many callers at once', async () => {
    let stored = 41;
    let now = 1_000;
    const { db, calls } = countingDb(() => stored);
    const deps = { db, env: { DOCUMENT_COUNT_CACHE_MS: 10_000 } as Env, clock: { now: () => new Date(now) } };

    const answers = await Promise.all(Array.from({ length: 20 }, () => getDocumentCount(deps)));
    expect(answers.every((a) => a.count === 41)).toBe(true);
    expect(calls.n).toBe(1);

    stored = 42;
    now += 9_999;
    expect((await getDocumentCount(deps)).count).toBe(41);
    now += 2;
    expect((await getDocumentCount(deps)).count).toBe(42);
    expect(calls.n).toBe(2);
  });

  it('counts on every call when the cache is off', async () => {
    const { db, calls } = countingDb(() => 7);
    const deps = { db, env: { DOCUMENT_COUNT_CACHE_MS: 0 } as Env, clock: { now: () => new Date() } };
    await getDocumentCount(deps);
    await getDocumentCount(deps);
    expect(calls.n).toBe(2);
  });
});
