import type { AuthSuccess } from '@app/shared';
import { createSession } from '../../auth/sessions.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { toUserDto } from '../users/users.dto.js';
import { type PublicUserRow, updateUser } from '../users/users.repo.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn extends AuthSuccess {
  expiresAt: Date;
}

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact support@jobpadi.ng.';

/** The role a user should have: ADMIN_EMAILS adds admin, nothing here ever removes it. */
export function roleFor(deps: Pick<Deps, 'env'>, email: string, current = 'user'): string {
  return deps.env.ADMIN_EMAILS.includes(email.toLowerCase()) && !current.includes('admin')
    ? 'admin'
    : current;
}

/**
 * Every successful sign-in ends here: a new session (rotation: a sign-in never reuses one),
 * the address marked verified when the method proved it, the admin role from ADMIN_EMAILS.
 */
export async function completeSignIn(
  deps: Pick<Deps, 'db' | 'env' | 'clock'>,
  user: PublicUserRow,
  meta: RequestMeta,
  options: { provedEmail: boolean; message: string },
): Promise<SignedIn> {
  if (!user.is_active) throw new AppError('FORBIDDEN', DEACTIVATED_MESSAGE);
  const now = deps.clock.now();
  const updated = await updateUser(deps.db, user.id, {
    last_login_at: now,
    role: roleFor(deps, user.email, user.role),
    ...(options.provedEmail ? { email_verified: true } : {}),
  });
  const session = await createSession(deps.db, user.id, meta, now);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: toUserDto(updated ?? user, now),
    message: options.message,
  };
}
