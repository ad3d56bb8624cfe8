import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/database.js';
import { insertUser, type PublicUserRow } from '../../src/modules/users/users.repo.js';

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
