import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  validateSessionToken,
} from '../src/auth/sessions.js';
import { findUserByEmail } from '../src/modules/users/users.repo.js';
import { browser } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 3600 * 1000;
const meta = { ip: null, userAgent: null };

describe('session lifetime', () => {
  it('stores only a hash of the secret', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const { token } = await createSession(ctx.deps.db, user.id, meta);
    const [id, secret] = token.split('.');
    const row = await ctx.deps.db
      .selectFrom('sessions')
      .select(['id', 'secret_hash'])
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toHaveLength(32);
    expect(Buffer.from(row.secret_hash).toString()).not.toContain(secret);
  });

  it('slides while in use, ends after 30 idle days, and never outlives 90 days', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const start = new Date();
    const { token } = await createSession(ctx.deps.db, user.id, meta, start);

    const day20 = new Date(start.getTime() + 20 * DAY);
    const extended = await validateSessionToken(ctx.deps, token, day20);
    expect(extended?.expiresAt.getTime()).toBe(day20.getTime() + SESSION_IDLE_MS);

    let now = day20;
    for (let i = 0; i < 3; i += 1) {
      now = new Date(now.getTime() + 25 * DAY);
      if (now.getTime() - start.getTime() >= SESSION_ABSOLUTE_MS) break;
      expect(await validateSessionToken(ctx.deps, token, now)).not.toBeNull();
    }
    expect(
      await validateSessionToken(ctx.deps, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1)),
    ).toBeNull();

    const idle = await createSession(ctx.deps.db, user.id, meta, start);
    expect(
      await validateSessionToken(ctx.deps, idle.token, new Date(start.getTime() + SESSION_IDLE_MS + 1)),
    ).toBeNull();
  });

  it('ends the sessions of a deactivated account', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const { token } = await createSession(ctx.deps.db, user.id, meta);
    await ctx.deps.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect(await validateSessionToken(ctx.deps, token)).toBeNull();
  });
});

describe('cookies in production', () => {
  it('are __Host- prefixed and Secure', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await insertTestUser(prod.deps.db);
      const res = await browser(prod.app).post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies).toHaveLength(2);
      expect(cookies[0]).toMatch(
        /^__Host-session=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly; Secure$/,
      );
      expect(cookies[1]).toMatch(
        /^__Host-device=[a-z2-7]{52}; Path=\/; Max-Age=34560000; SameSite=Lax; HttpOnly; Secure$/,
      );
    } finally {
      await prod.close();
    }
  });
});

describe('npm run admin:grant', () => {
  it('gives an existing account the admin role and explains a missing one', async () => {
    const user = await insertTestUser(ctx.deps.db, { email: 'owner@example.com' });
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const run = (email: string) => {
      try {
        return execFileSync(
          process.execPath,
          ['--conditions=@app/source', '--import', 'tsx', 'server/src/cli/admin-grant.ts', email],
          {
            cwd: root,
            env: { ...process.env, DATABASE_URL: ctx.deps.env.DATABASE_URL },
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
      } catch (error) {
        return String((error as { stderr?: string }).stderr);
      }
    };
    expect(run('Owner@Example.com')).toContain('owner@example.com is now an administrator.');
    expect((await findUserByEmail(ctx.deps.db, user.email))?.role).toBe('admin');
    expect(run('ghost@example.com')).toContain('No account uses ghost@example.com.');
  });
});
