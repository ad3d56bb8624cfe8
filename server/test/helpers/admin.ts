import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AuthContext } from '../../src/auth/resolve-auth.js';
import { resolveAuth } from '../../src/auth/resolve-auth.js';
import type { Database } from '../../src/db/database.js';
import type { Deps } from '../../src/deps.js';
import type { PublicUserRow } from '../../src/modules/users/users.repo.js';
import { callerFor } from './test-deps.js';
import { signInTestUser } from './users.js';

/** A 32-byte ENCRYPTION_KEY for test apps that store provider keys. */
export const testEncryptionKey = (): string => randomBytes(32).toString('hex');

export interface SignedIn {
  user: PublicUserRow;
  token: string;
  auth: AuthContext;
  caller: ReturnType<typeof callerFor>;
  /** A REST call with this person's bearer token. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** Signs a stored account in for real (POST /api/auth/login) and resolves its session. */
export async function signInAs(
  ctx: { app: FastifyInstance; deps: Deps & { db: Database } },
  role: 'admin' | 'user',
  overrides: { email?: string; fullName?: string } = {},
): Promise<SignedIn> {
  const { user, token } = await signInTestUser(ctx, { role, ...overrides });
  const auth = await resolveAuth(ctx.deps, { authorization: `Bearer ${token}` });
  if (!auth) throw new Error('the session did not resolve');
  return {
    user,
    token,
    auth,
    caller: callerFor(ctx.deps, auth),
    inject: (options) =>
      ctx.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
  };
}

/** The audit entries, newest first. */
export async function auditEntries(db: Database) {
  return db
    .selectFrom('admin_audit_log')
    .select(['actor_id', 'action', 'target_type', 'target_id', 'summary', 'before', 'after'])
    .orderBy('created_at', 'desc')
    .execute();
}
