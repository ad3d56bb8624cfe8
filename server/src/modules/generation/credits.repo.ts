import {
  type CreditRequest,
  type CreditState,
  type GenerationRefusalCode,
  getPlan,
  refusalFor,
} from '@app/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/database.types.js';

export type Tx = Transaction<DB>;

/**
 * Locks the user's row, applies the refusal checks, and takes the credits, all in the caller's
 * transaction: two generations started at once can never spend the same credit.
 */
export async function reserveCredits(
  trx: Tx,
  userId: string,
  request: CreditRequest,
  now: Date,
): Promise<{ ok: true; unlimited: boolean } | { ok: false; code: GenerationRefusalCode }> {
  const user = await trx
    .selectFrom('users')
    .select([
      'subscription_plan',
      'subscription_status',
      'subscription_expires_at',
      'created_at',
      'cover_letters_remaining',
      'resumes_remaining',
    ])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const state: CreditState = {
    plan: user.subscription_plan,
    subscriptionStatus: user.subscription_status,
    expiresAt: user.subscription_expires_at,
    createdAt: user.created_at,
    coverLettersRemaining: user.cover_letters_remaining,
    resumesRemaining: user.resumes_remaining,
  };
  const refusal = refusalFor(state, request, now);
  if (refusal) return { ok: false, code: refusal };
  const unlimited = getPlan(user.subscription_plan).limits.isUnlimited;
  if (!unlimited) {
    await trx
      .updateTable('users')
      .set((eb) => ({
        cover_letters_remaining: eb('cover_letters_remaining', '-', request.coverLetters),
        resumes_remaining: eb('resumes_remaining', '-', request.resumes),
        updated_at: now,
      }))
      .where('id', '=', userId)
      .execute();
  }
  return { ok: true, unlimited };
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
