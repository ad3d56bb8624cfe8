import { DEFAULT_SETTINGS } from '@app/shared';
import type { Deps } from '../../deps.js';
import { findEmailSwitches } from './settings.repo.js';

/**
 * The kinds of e-mail a person can switch off in Settings:
 * - `reminder`: plan-expiry reminders and other nudges;
 * - `support`: replies and notices from the support chat;
 * - `marketing`: news and offers (off unless the person switched it on).
 * Account-security e-mails (sign-in codes, password and address changes, receipts, deletion)
 * are not a kind here: they are always sent.
 */
export type OptionalEmailKind = 'reminder' | 'support' | 'marketing';

/** Whether the account's settings allow an e-mail of `kind`; ask before every optional e-mail. */
export async function mayEmail(
  deps: Pick<Deps, 'db'>,
  userId: string,
  kind: OptionalEmailKind,
): Promise<boolean> {
  const switches = await findEmailSwitches(deps.db, userId);
  if (kind === 'marketing') return switches?.marketing_emails ?? DEFAULT_SETTINGS.marketingEmails;
  return switches?.email_notifications ?? DEFAULT_SETTINGS.emailNotifications;
}
