import { FREE_TRIAL_DAYS, type TRegisterInput } from '@app/shared';
import { hashPassword } from '../../auth/password.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { sendMail } from '../mail/mail.service.js';
import { findUserByEmail, insertUser, updateUnverifiedUser } from '../users/users.repo.js';
import type { RequestMeta } from './sign-in.js';
import { sendVerificationEmail } from './verification.service.js';

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email to verify your account.';

export function splitName(fullName: string): { first: string; last: string | null } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.length ? rest.join(' ') : null };
}

/**
 * Creates the account with the free trial's credits and sends the verification e-mail. The answer
 * is the same for a taken address (its owner gets an "you already have an account" e-mail), and
 * the password is hashed either way so the timing says nothing either.
 */
export async function register(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock' | 'redis'>,
  input: TRegisterInput,
  meta: RequestMeta,
): Promise<{ message: string; email: string }> {
  await enforce(deps, [
    [RATE_RULES.registerIp, meta.ip ?? ''],
    [RATE_RULES.emailAccount, input.email],
  ]);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const { first, last } = splitName(input.fullName);
  const created = await insertUser(deps.db, {
    email: input.email,
    password_hash: passwordHash,
    full_name: input.fullName,
    first_name: first,
    last_name: last,
    // Never admin here, even for ADMIN_EMAILS: nobody has proven the address yet. The role is
    // granted at the first sign-in after the address is verified.
    role: 'user',
    subscription_plan: 'free_trial',
    subscription_status: 'active',
    subscription_expires_at: new Date(now.getTime() + FREE_TRIAL_DAYS * 24 * 3600 * 1000),
  });
  if (created) {
    await sendVerificationEmail(deps, created);
    return { message: REGISTERED_MESSAGE, email: input.email };
  }
  const existing = await findUserByEmail(deps.db, input.email);
  // Nobody has proved this address yet: the newest registration wins and older links stop
  // working, so whoever registered first cannot keep a password on someone else's address.
  // The update applies only while the address is still unverified, so it cannot race the
  // owner's proof and put a password back on an account they have just taken over.
  const replaced =
    existing && !existing.email_verified
      ? await updateUnverifiedUser(deps.db, existing.id, {
          password_hash: passwordHash,
          full_name: input.fullName,
          first_name: first,
          last_name: last,
        })
      : undefined;
  if (replaced) await sendVerificationEmail(deps, replaced);
  else if (existing)
    await sendMail(deps, existing.email, 'account-exists', { name: existing.first_name ?? undefined });
  return { message: REGISTERED_MESSAGE, email: input.email };
}
