import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser, TEST_PASSWORD } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

// The server keeps validated sessions in memory (for 60 s in tests), so only the database's change
// notifications can explain a change seen sooner: these tests prove every path that must evict.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** Another process's connection: the worker, the admin CLI or psql. */
let other: pg.Client;

beforeAll(async () => {
  ctx = await createTestApp({}, { sessionCache: true });
  other = new pg.Client({ connectionString: ctx.deps.env.DATABASE_URL });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await ctx.close();
});

async function signedIn() {
  const { user, token } = await signInTestUser(ctx);
  const me = () =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  return { user, token, me };
}

const until = (condition: () => Promise<boolean>, timeoutMs: number, what: string) =>
  waitUntil(async () => ((await condition()) ? true : undefined), timeoutMs, what);

const coverLetters = (res: { json: () => { quotaBalance?: { coverLettersRemaining?: number } } }) =>
  res.json().quotaBalance?.coverLettersRemaining;

describe('the session cache', () => {
  it('answers from memory, and sees a change another process makes as soon as it commits', async () => {
    const { user, me } = await signedIn();
    expect(coverLetters(await me())).toBe(2);
    // The sign-in's own change notifications may still be on their way: a read they overlap is
    // answered but not kept, so the session is in memory after the first read they do not overlap.
    await until(
      async () => {
        await me();
        return (ctx.deps.sessionCache?.size ?? 0) > 0;
      },
      5_000,
      'the session kept in memory',
    );
    await other.query('update users set cover_letters_remaining = 7 where id = $1', [user.id]);
    await until(async () => coverLetters(await me()) === 7, 2_000, 'the new credits');
  });

  it('shows an unlimited plan as ended once its period is over, though the session is still cached', async () => {
    const { user, me } = await signedIn();
    const end = new Date(Date.now() + 60 * 60 * 1000);
    await other.query(
      `update users set subscription_plan = 'idan', subscription_status = 'active',
       subscription_expires_at = $2 where id = $1`,
      [user.id, end],
    );
    const status = async () => (await me()).json().subscriptionStatus;
    await until(async () => (await me()).json().isUnlimitedActive === true, 2_000, 'the paid plan');
    const real = ctx.deps.clock;
    ctx.deps.clock = { now: () => new Date(end.getTime() + 1_000) };
    try {
      expect(await status()).toBe('inactive');
      expect((await me()).json().isUnlimitedActive).toBe(false);
    } finally {
      ctx.deps.clock = real;
    }
  });

  it('refuses a cached session presented with any other secret', async () => {
    const { token, me } = await signedIn();
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const [id = '', secret = ''] = token.split('.');
    const forged = [
      `${id}.${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`,
      `${id}.${'a'.repeat(secret.length)}`,
    ];
    for (const candidate of forged) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${candidate}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await me()).statusCode).toBe(200);
  });

  it('signs a deactivated account out everywhere at once', async () => {
    const { user, me } = await signedIn();
    expect((await me()).statusCode).toBe(200);
    await other.query('update users set is_active = false where id = $1', [user.id]);
    await until(async () => (await me()).statusCode === 401, 2_000, 'the sign-out');
  });

  it('ends the other sessions the moment the password changes, in this process', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const laptop = browser(ctx.app);
    const phone = browser(ctx.app);
    for (const device of [laptop, phone])
      expect(
        (await device.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    const change = await laptop.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!Password',
    });
    expect(change.statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('forgets a logged-out session at once', async () => {
    const { token, me } = await signedIn();
    expect((await me()).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await me()).statusCode).toBe(401);
  });

  it('reads from the database while the change feed is down, and caches again once it is back', async () => {
    const { user, me } = await signedIn();
    await me();
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(async () => ctx.deps.sessionCache?.size === 0, 2_000, 'the cache to empty');
    // Nothing could evict now, so only reading the database explains the new figure.
    await other.query('update users set cover_letters_remaining = 5 where id = $1', [user.id]);
    expect(coverLetters(await me())).toBe(5);
    await until(
      async () => {
        await me();
        return (ctx.deps.sessionCache?.size ?? 0) > 0;
      },
      5_000,
      'the feed to come back',
    );
  });
});
