import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDeps, createDeps, type Deps } from '../src/deps.js';
import { parseEnv } from '../src/env.js';
import { createLogger } from '../src/logger.js';
import { upsertProvider } from '../src/modules/admin/providers.repo.js';
import { DEFAULT_PROMPTS } from '../src/modules/generation/ai/prompts.js';
import { resolveProvider, resolveSystemPrompts } from '../src/modules/generation/ai/provider-settings.js';
import type { SettingsCache } from '../src/modules/generation/ai/settings-cache.js';
import { cloneTemplateDatabase, type TestDatabase } from './helpers/test-database.js';
import { TEST_REDIS_URL, uniquePrefix } from './helpers/test-deps.js';
import { waitUntil } from './helpers/wait.js';

// The provider and the prompts are kept in memory by every server and worker for a minute, so
// only the triggers' notifications can explain a change seen sooner. The deps are built by
// createDeps, as main.ts builds them: the wiring under test is the production one.
let database: TestDatabase;
/** A server's dependencies (sessions and settings on one LISTEN connection) and a worker's. */
let server: Deps;
let worker: Deps;
/** Another process's connection: psql, a script, another instance. */
let other: pg.Client;

const cacheOf = (deps: Deps): SettingsCache => {
  if (!deps.settingsCache) throw new Error('createDeps was asked for a settings cache');
  return deps.settingsCache;
};

beforeAll(async () => {
  database = await cloneTemplateDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: uniquePrefix(),
  });
  server = createDeps(env, createLogger(env, 'test'), { sessionCache: true, settingsCache: true });
  worker = createDeps(env, createLogger(env, 'test'), { settingsCache: true });
  other = new pg.Client({ connectionString: database.url });
  await other.connect();
  // The server listens at once (its session cache needs it); an idle worker holds no listening
  // connection until its first read of the settings.
  await waitUntil(async () => (cacheOf(server).epoch > 0 ? true : undefined), 5_000, 'the server feed');
  expect(await listeners()).toHaveLength(1);
  await resolveProvider(worker);
  // Each feed's first LISTEN switches its cache on, which moves the epoch.
  await waitUntil(async () => (cacheOf(worker).epoch > 0 ? true : undefined), 5_000, 'the worker feed');
});

/** What the listening connections on the test database are listening to. */
async function listeners(): Promise<string[]> {
  const { rows } = await other.query<{ query: string }>(
    `select query from pg_stat_activity
     where datname = current_database() and query ilike 'LISTEN%' order by length(query) desc`,
  );
  return rows.map((row) => row.query);
}
afterAll(async () => {
  await other.end();
  await closeDeps(server);
  await closeDeps(worker);
  await database.drop();
});

/** Runs `change` and waits until `deps`' cache has been told (each statement notifies once). */
async function changed(change: () => Promise<unknown>, deps: Deps = server): Promise<void> {
  const before = cacheOf(deps).epoch;
  await change();
  await waitUntil(async () => (cacheOf(deps).epoch > before ? true : undefined), 2_000, 'the notification');
}

/** A write that fires no trigger, so nothing can tell the caches: only a database read sees it. */
async function unnoticed(statement: string): Promise<void> {
  await other.query('begin');
  await other.query('set local session_replication_role = replica');
  await other.query(statement);
  await other.query('commit');
}

const model = async (deps: Deps = server) => (await resolveProvider(deps))?.settings.model;

describe('the settings cache', () => {
  it('answers the provider from memory, and sees a change made with plain SQL at the next read', async () => {
    await changed(() =>
      other.query(
        `insert into llm_providers (name, base_url, model, is_active)
         values ('openai_compatible', 'http://127.0.0.1:9/v1', 'model-a', true)`,
      ),
    );
    expect(await model()).toBe('model-a');
    await unnoticed(`update llm_providers set model = 'model-unnoticed'`);
    expect(await model()).toBe('model-a');

    await changed(() => other.query(`update llm_providers set model = 'model-b'`));
    expect(await model()).toBe('model-b');
  });

  it('sees the prompts an administrator adds or removes, even by truncate', async () => {
    expect((await resolveSystemPrompts(server)).cover_letter).toEqual({
      text: DEFAULT_PROMPTS.cover_letter,
      source: 'default',
    });
    await changed(() =>
      other.query(
        `insert into prompts (type, system_prompt, is_active) values ('cover_letter', 'Be warm.', true)`,
      ),
    );
    expect((await resolveSystemPrompts(server)).cover_letter).toEqual({
      text: 'Be warm.',
      source: 'database',
    });
    await unnoticed(`update prompts set system_prompt = 'Unnoticed.'`);
    expect((await resolveSystemPrompts(server)).cover_letter.text).toBe('Be warm.');

    await changed(() => other.query('truncate prompts'));
    expect((await resolveSystemPrompts(server)).cover_letter.source).toBe('default');
  });

  it("tells a worker at once of a change made through the server's own code", async () => {
    expect(await model(worker)).toBe('model-b');
    await changed(
      () =>
        upsertProvider(server.db, {
          name: 'openai_compatible',
          apiKeyEncrypted: null,
          apiKeyLast4: null,
          baseUrl: 'http://127.0.0.1:9/v1',
          model: 'model-c',
          isActive: true,
        }),
      worker,
    );
    expect(await model(worker)).toBe('model-c');
  });

  it('listens on one connection per process, for sessions and settings alike', async () => {
    const rows = await listeners();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('auth_changed');
    expect(rows[0]).toContain('settings_changed');
    expect(rows[1]).not.toContain('auth_changed');
  });

  it('reads the database while the feed is down, and answers from memory again once it is back', async () => {
    expect(await model()).toBe('model-c');
    const before = cacheOf(server).epoch;
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    // Down (the cache empties), then back after the first retry's delay (it empties again).
    await waitUntil(async () => (cacheOf(server).epoch >= before + 1 ? true : undefined), 2_000, 'the loss');
    await unnoticed(`update llm_providers set model = 'model-d'`);
    expect(await model()).toBe('model-d');
    await waitUntil(async () => (cacheOf(server).epoch >= before + 2 ? true : undefined), 5_000, 'the feed');
    expect(await model()).toBe('model-d');
    await unnoticed(`update llm_providers set model = 'model-unnoticed'`);
    expect(await model()).toBe('model-d');
    await changed(() => other.query(`update llm_providers set model = 'model-e'`));
    expect(await model()).toBe('model-e');
  });
});
