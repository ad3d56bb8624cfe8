import type { AuthSuccess } from '@app/shared';
import { rememberDevice } from '../../auth/known-devices.js';
import type { RequestMeta } from '../../auth/request-auth.js';
import { openSignInSession, revokeUserSessions } from '../../auth/sessions.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { toUserDto } from '../users/users.dto.js';
import { type PublicUserRow, proveUnverifiedEmail } from '../users/users.repo.js';

export type { RequestMeta } from '../../auth/request-auth.js';

export interface SignedIn extends AuthSuccess {
  expiresAt: Date;
  /** The id the browser's device cookie carries from now on (rememberDevice, setSessionCookie). */
  deviceId: string;
}

/** What a sign-in needs of the account: a full row, or a password sign-in's credentials. */
export type SignInUser = Pick<PublicUserRow, 'id' | 'email' | 'role' | 'email_verified' | 'is_active'>;

export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists. Please register again.';

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact support@jobpadi.ng.';

/**
 * The role a user should have: ADMIN_EMAILS adds admin, but only to a verified address (anyone
 * can register any address); nothing here ever removes it.
 */
export function roleFor(
  deps: Pick<Deps, 'env'>,
  user: { email: string; email_verified: boolean },
  current = 'user',
): string {
  return user.email_verified &&
    deps.env.ADMIN_EMAILS.includes(user.email.toLowerCase()) &&
    !current.includes('admin')
    ? 'admin'
    : current;
}

/**
 * The owner has just proven the address (OTP, magic link, Google). If the account was not yet
 * verified, whoever registered it may have been a stranger: their password is removed and every
 * session opened before now is signed out (pre-hijacking). The owner sets a password later.
 */
export async function takeOwnership<U extends SignInUser>(
  deps: Pick<Deps, 'db' | 'sessionCache'>,
  user: U,
): Promise<U | PublicUserRow> {
  if (user.email_verified) return user;
  const proven = await proveUnverifiedEmail(deps.db, user.id);
  if (!proven) return user; // Verified meanwhile by another request: nothing to take over.
  await revokeUserSessions(deps, user.id);
  return proven;
}

/**
 * Every successful sign-in ends here: a new session (rotation: a sign-in never reuses one),
 * the address taken over when the method proved it, the admin role from ADMIN_EMAILS, the
 * browser remembered as a device of the account.
 */
export async function completeSignIn(
  deps: Pick<Deps, 'db' | 'env' | 'clock' | 'sessionCache' | 'redis' | 'logger'>,
  user: SignInUser,
  meta: RequestMeta,
  options: { provedEmail: boolean; message: string },
): Promise<SignedIn> {
  if (!user.is_active) throw new AppError('FORBIDDEN', DEACTIVATED_MESSAGE);
  const now = deps.clock.now();
  const owned = options.provedEmail ? await takeOwnership(deps, user) : user;
  // One statement records the sign-in on the user (last_login_at, role) and inserts the session.
  const session = await openSignInSession(
    deps.db,
    { id: owned.id, role: roleFor(deps, owned, owned.role) },
    meta,
    now,
  );
  // Deleted between the password check and now: nothing was written, nobody is signed in.
  if (!session) throw new AppError('UNAUTHENTICATED', ACCOUNT_GONE_MESSAGE);
  // This browser has now signed in to the account: it gets its own password budget (known devices).
  const deviceId = await rememberDevice(deps, owned.email, meta, session.token);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    deviceId,
    user: toUserDto(session.user, now),
    message: options.message,
  };
}
