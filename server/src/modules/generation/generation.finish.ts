import type { Database } from '../../db/database.js';
import { refundCredits } from './credits.repo.js';

/**
 * Ends a generation successfully, once: the status flip and the user's totals move in one
 * transaction guarded by the current status, so a re-delivered job cannot count twice.
 */
export async function finishSucceeded(
  db: Database,
  id: string,
  produced: { coverLetters: number; resumes: number },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('generations')
      .set((eb) => ({
        status: 'succeeded',
        stage: 'done',
        finished_at: now,
        updated_at: now,
        credits_state: eb
          .case()
          .when('credits_state', '=', 'reserved')
          .then('consumed')
          .else(eb.ref('credits_state'))
          .end(),
      }))
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('users')
      .set((eb) => ({
        cover_letters_generated: eb('cover_letters_generated', '+', produced.coverLetters),
        resumes_generated: eb('resumes_generated', '+', produced.resumes),
        updated_at: now,
      }))
      .where('id', '=', row.user_id)
      .execute();
    return true;
  });
}

/** Ends a generation as failed, once, and gives its credits back (preservedQuota). */
export async function finishFailed(
  db: Database,
  id: string,
  failure: { code: string; message: string },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('generations')
      .set({
        status: 'failed',
        stage: 'failed',
        error_code: failure.code,
        error_message: failure.message,
        finished_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await refundCredits(trx, id);
    return true;
  });
}

export async function markRunning(db: Database, id: string, now: Date): Promise<void> {
  await db
    .updateTable('generations')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

export async function setStage(
  db: Database,
  id: string,
  stage: string,
  extra: { provider?: string; model?: string } = {},
): Promise<void> {
  await db
    .updateTable('generations')
    .set({ stage, updated_at: new Date(), ...extra })
    .where('id', '=', id)
    .execute();
}
