import type { Database } from '../../db/database.js';
import { refundCredits } from './credits.repo.js';
import { GENERATION_COLUMNS, type GenerationRow } from './generation.repo.js';

/**
 * Ends a generation successfully, once: the status flip and the user's totals move in one
 * statement guarded by the current status, so a re-delivered job cannot count twice. Answers the
 * finished row, or undefined when the generation had already ended.
 */
export async function finishSucceeded(
  db: Database,
  id: string,
  produced: { coverLetters: number; resumes: number },
  now: Date,
): Promise<GenerationRow | undefined> {
  // One round trip: a data-modifying CTE runs to completion even though nothing reads it.
  return db
    .with('finished', (qc) =>
      qc
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
        .returning(GENERATION_COLUMNS),
    )
    .with('counted', (qc) =>
      qc
        .updateTable('users')
        .from('finished')
        .set((eb) => ({
          cover_letters_generated: eb('users.cover_letters_generated', '+', produced.coverLetters),
          resumes_generated: eb('users.resumes_generated', '+', produced.resumes),
          updated_at: now,
        }))
        .whereRef('users.id', '=', 'finished.user_id')
        .returning('users.id'),
    )
    .selectFrom('finished')
    .selectAll()
    .executeTakeFirst();
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

/**
 * Takes a generation for a run (the first, a retry, or a re-delivery after a worker died):
 * counts the attempt and answers the row, or undefined when it is unknown or already ended.
 */
export async function claimGeneration(
  db: Database,
  id: string,
  now: Date,
): Promise<GenerationRow | undefined> {
  return db
    .updateTable('generations')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(GENERATION_COLUMNS)
    .executeTakeFirst();
}

/** Records the stage of a running generation; one that has ended keeps its final stage. */
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
    .where('status', '=', 'running')
    .execute();
}
