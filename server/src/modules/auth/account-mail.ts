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
 * against the per-IP and per-address limits, then answer, and only after answering look the
 * address up and act if it has an account that may receive it. The caller answers the same
 * either way and the answer waits for no lookup, so neither its words nor its timing reveal
 * which happened (an existing account cost 4–7 ms, an unknown one 2–3 ms, when the answer
 * waited for the mail).
 */
export async function whenAccountMayReceive(
  deps: Pick<Deps, 'db' | 'redis' | 'env' | 'logger'>,
  email: string,
  meta: RequestMeta,
  action: (user: PublicUserRow) => Promise<unknown>,
  accepts: (user: PublicUserRow) => boolean = (user) => user.is_active,
): Promise<void> {
  await enforce(deps, [
    [RATE_RULES.emailIp, meta.ip ?? ''],
    [RATE_RULES.emailAccount, email],
  ]);
  afterAnswering(deps, async () => {
    const user = await findUserByEmail(deps.db, email);
    if (user && accepts(user)) await action(user);
  });
}

/** Work started after an answer and not yet finished. */
const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the current request has answered (setImmediate: after the reply's own
 * microtasks). Nobody waits for it, so its failure is logged here; shutdown waits for it
 * through accountMailSettled.
 */
function afterAnswering(deps: Pick<Deps, 'logger'>, work: () => Promise<void>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'account e-mail failed after answering'))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/**
 * Resolves once every account e-mail started after an answer has been stored (or has failed and
 * been logged). The app awaits it on close, so shutdown never drops a requested e-mail; tests
 * await it before reading the outbox.
 */
export async function accountMailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** Kinds sent to the account's own address; an email_change token goes to the new address instead. */
type OwnAddressKind = Exclude<TokenKind, 'email_change'>;

/** Which e-mail carries each kind of one-time token, and which parts it has. */
const TOKEN_MAIL = {
  otp: { template: 'sign-in-code', parts: { link: false, code: true } },
  magic_link: { template: 'magic-link', parts: { link: true, code: false } },
  password_reset: { template: 'password-reset', parts: { link: true, code: false } },
  email_verification: { template: 'email-verification', parts: { link: true, code: true } },
  account_deletion: { template: 'account-deletion-code', parts: { link: false, code: true } },
} as const satisfies Record<
  OwnAddressKind,
  { template: MailTemplateName; parts: { link: boolean; code: boolean } }
>;

/** Issues a fresh token of `kind` (retiring the previous one) and e-mails it to the user. */
export async function sendOneTimeToken(
  deps: Pick<Deps, 'db' | 'env' | 'queues' | 'logger' | 'clock'>,
  user: PublicUserRow,
  kind: OwnAddressKind,
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
