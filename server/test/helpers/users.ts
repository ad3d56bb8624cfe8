import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/database.js';
import { insertUser, type PublicUserRow } from '../../src/modules/users/users.repo.js';
import { freshIp } from './http.js';

export const TEST_PASSWORD = 'Str0ng!Pass';

/** A stored account, verified unless told otherwise. */
export async function insertTestUser(
  db: Database,
  overrides: {
    email?: string;
    password?: string | null;
    verified?: boolean;
    active?: boolean;
    role?: string;
    fullName?: string;
  } = {},
): Promise<PublicUserRow> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password;
  const fullName = overrides.fullName ?? 'Ada Obi';
  const user = await insertUser(db, {
    email,
    password_hash: password ? await hashPassword(password) : null,
    full_name: fullName,
    first_name: fullName.split(' ')[0] ?? null,
    last_name: fullName.split(' ').slice(1).join(' ') || null,
    email_verified: overrides.verified ?? true,
    is_active: overrides.active ?? true,
    role: overrides.role ?? 'user',
    subscription_expires_at: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  if (!user) throw new Error(`could not insert ${email}`);
  return user;
}

/** A stored account signed in by a real POST /api/auth/login; its bearer token. */
export async function signInTestUser(
  ctx: { app: FastifyInstance; deps: { db: Database } },
  overrides: Parameters<typeof insertTestUser>[1] = {},
): Promise<{ user: PublicUserRow; token: string }> {
  const user = await insertTestUser(ctx.deps.db, overrides);
  // Each test account signs in from an address of its own: a file with many accounts must not
  // run into the per-address sign-in limit, which has tests of its own.
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshIp(),
    payload: { email: user.email, password: overrides.password ?? TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { user, token: login.json().token as string };
}
