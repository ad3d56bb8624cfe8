import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import type { StartupFacts } from './startup-summary.js';

/** Where e-mail goes, naming the SMTP server by host and port only (its URL may hold a password). */
export function mailFacts(env: Pick<Env, 'SMTP_URL'>, mailboxServed: boolean): StartupFacts['mail'] {
  if (!env.SMTP_URL) return { mode: 'demo', mailboxServed };
  return { mode: 'smtp', server: new URL(env.SMTP_URL).host };
}

/** Whether plans can be bought, and with which kind of Paystack key. */
export function paymentFacts(env: Pick<Env, 'PAYSTACK_SECRET_KEY'>): StartupFacts['payments'] {
  const key = env.PAYSTACK_SECRET_KEY;
  if (!key) return 'none';
  if (key.startsWith('sk_test_')) return 'test';
  if (key.startsWith('sk_live_')) return 'live';
  return 'unknown';
}

/**
 * Accounts whose role contains 'admin' (oldest first), and the ADMIN_EMAILS addresses that are not
 * among them yet: they get the role when they sign in with a verified address.
 */
export async function administratorFacts(
  db: Database,
  env: Pick<Env, 'ADMIN_EMAILS'>,
): Promise<StartupFacts['administrators']> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where(sql<boolean>`position('admin' in role) > 0`)
    .orderBy('created_at')
    .execute();
  const emails = rows.map((r) => r.email);
  const known = new Set(emails.map((e) => e.toLowerCase()));
  return { emails, pending: env.ADMIN_EMAILS.filter((e) => !known.has(e)) };
}
