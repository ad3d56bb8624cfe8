import { issueToken } from '../../auth/one-time-tokens.js';
import type { TokenKind } from '../../auth/one-time-tokens.repo.js';
import { enforce, RATE_RULES } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { sendMail } from '../mail/mail.service.js';
import type { MailTemplateName } from '../mail/mail.templates.js';
import { findUserByEmail, type PublicUserRow } from '../users/users.repo.js';
import type { RequestMeta } from './sign-in.js';

/**
 * The shape of every "e-mail me something" request (OTP, magic link, reset, resend): count it
 * against the per-IP and per-address limits, then act only if the address has an account that
 * may receive it. The caller answers the same either way, so nothing reveals which happened.
 */
export async function whenAccountMayReceive(
  deps: Pick<Deps, 'db' | 'redis' | 'env'>,
  email: string,
  meta: RequestMeta,
  action: (user: PublicUserRow) => Promise<unknown>,
  accepts: (user: PublicUserRow) => boolean = (user) => user.is_active,
): Promise<void> {
  await enforce(deps, [
    [RATE_RULES.emailIp, meta.ip ?? ''],
    [RATE_RULES.emailAccount, email],
  ]);
  const user = await findUserByEmail(deps.db, email);
  if (user && accepts(user)) await action(user);
}

/** Which e-mail carries each kind of one-time token, and which parts it has. */
const TOKEN_MAIL = {
  otp: { template: 'sign-in-code', parts: { link: false, code: true } },
  magic_link: { template: 'magic-link', parts: { link: true, code: false } },
  password_reset: { template: 'password-reset', parts: { link: true, code: false } },
  email_verification: { template: 'email-verification', parts: { link: true, code: true } },
} as const satisfies Record<
  TokenKind,
  { template: MailTemplateName; parts: { link: boolean; code: boolean } }
>;

/** Issues a fresh token of `kind` (retiring the previous one) and e-mails it to the user. */
export async function sendOneTimeToken(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock'>,
  user: PublicUserRow,
  kind: TokenKind,
): Promise<void> {
  const { template, parts } = TOKEN_MAIL[kind];
  const { token, code } = await issueToken(deps.db, user.id, kind, parts, deps.clock.now());
  const data = {
    name: user.first_name ?? undefined,
    token: token ?? '',
    code: code ?? '',
    email: user.email,
  };
  await sendMail(deps, user.email, template, data);
}
