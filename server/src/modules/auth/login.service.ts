import type { TLoginInput, UserDto } from '@app/shared';
import { accountBudget } from '../../auth/known-devices.js';
import { burnPasswordCheck, verifyPassword } from '../../auth/password.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { findCredentialsByEmail, findUserById } from '../users/users.repo.js';
import {
  ACCOUNT_GONE_MESSAGE,
  completeSignIn,
  DEACTIVATED_MESSAGE,
  type RequestMeta,
  type SignedIn,
} from './sign-in.js';
import { sendVerificationEmail } from './verification.service.js';

export const INVALID_LOGIN = 'Invalid email or password';
export const VERIFY_FIRST =
  'Please verify your email address before signing in. We have sent you a new verification email.';

export type LoginResult =
  | SignedIn
  | { requiresVerification: true; email: string; message: string; user?: UserDto };

/**
 * Password sign-in. An unknown address or a password-less account costs the same argon2 work
 * and gets the same answer as a wrong password. An unverified account gets no session and a
 * fresh verification e-mail (DECISIONS.md). Attempts count per IP and per address; a browser
 * that has signed in to the address before counts against a budget of its own instead, so
 * strangers guessing from many IPs cannot lock the owner out of it (known-devices.ts).
 */
export async function login(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis' | 'sessionCache'>,
  input: TLoginInput,
  meta: RequestMeta,
): Promise<LoginResult> {
  await enforce(deps, [[RATE_RULES.loginIp, meta.ip ?? ''], accountBudget(deps, input.email, meta.device)]);
  const user = await findCredentialsByEmail(deps.db, input.email);
  const passwordOk = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !passwordOk) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
  if (!user.is_active) throw new AppError('FORBIDDEN', DEACTIVATED_MESSAGE);
  if (!user.email_verified) {
    // Rare, so the whole row (the e-mail greets the owner by name) is read only here.
    const account = await findUserById(deps.db, user.id);
    if (!account) throw new AppError('UNAUTHENTICATED', ACCOUNT_GONE_MESSAGE);
    await sendVerificationEmail(deps, account);
    return { requiresVerification: true, email: user.email, message: VERIFY_FIRST };
  }
  const { password_hash: _hash, ...credentials } = user;
  return completeSignIn(deps, credentials, meta, { provedEmail: false, message: 'Login successful' });
}
