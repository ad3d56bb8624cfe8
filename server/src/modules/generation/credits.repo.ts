import type { CreditState } from '@app/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/database.types.js';

export type Tx = Transaction<DB>;

/** What the refusal checks read, the user's language, and the row version the spend is guarded by. */
export interface CreditSnapshot {
  state: CreditState;
  language: string;
  /** The row's xmin: any change to the user's row (credits, plan, expiry) changes it. */
  version: string;
}

export async function readCreditSnapshot(db: Database, userId: string): Promise<CreditSnapshot | undefined> {
  const user = await db
    .selectFrom('users')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select([
      'users.subscription_plan',
      'users.subscription_status',
      'users.subscription_expires_at',
      'users.created_at',
      'users.cover_letters_remaining',
      'users.resumes_remaining',
      'user_settings.language',
      sql<string>`users.xmin::text`.as('version'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    state: {
      plan: user.subscription_plan,
      subscriptionStatus: user.subscription_status,
      expiresAt: user.subscription_expires_at,
      createdAt: user.created_at,
      coverLettersRemaining: user.cover_letters_remaining,
      resumesRemaining: user.resumes_remaining,
    },
    language: user.language ?? 'en',
    version: user.version,
  };
}

/**
 * Gives a failed generation's credits back, exactly once: the state flips from 'reserved' to
 * 'refunded' in the same statement that reads what was reserved.
 */
export async function refundCredits(db: Database | Tx, generationId: string): Promise<boolean> {
  const run = async (trx: Tx) => {
    const released = await trx
      .updateTable('generations')
      .set({ credits_state: 'refunded', updated_at: new Date() })
      .where('id', '=', generationId)
      .where('credits_state', '=', 'reserved')
      .returning(['user_id', 'reserved_cover_letters', 'reserved_resumes'])
      .executeTakeFirst();
    if (!released) return false;
    await trx
      .updateTable('users')
      .set((eb) => ({
        cover_letters_remaining: eb('cover_letters_remaining', '+', released.reserved_cover_letters),
        resumes_remaining: eb('resumes_remaining', '+', released.reserved_resumes),
        updated_at: new Date(),
      }))
      .where('id', '=', released.user_id)
      .execute();
    return true;
  };
  return 'isTransaction' in db && db.isTransaction
    ? run(db as Tx)
    : (db as Database).transaction().execute(run);
}
