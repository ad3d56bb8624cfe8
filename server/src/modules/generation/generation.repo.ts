import type { CreditRequest, GenerationCvDetails, TGenerationRequest } from '@app/shared';
import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, Generations } from '../../db/database.types.js';
import { refundCredits, type Tx } from './credits.repo.js';

/** The source text (issue 16) is read only by the match report (documents/report.repo.ts). */
export type GenerationRow = Omit<Selectable<Generations>, 'source_text' | 'source_kind'>;

/** A reservation taken at start becomes spent; 'unlimited' (nothing taken) stays as it is. */
const consumedReservation = (eb: ExpressionBuilder<DB, 'generations'>) =>
  eb.case().when('credits_state', '=', 'reserved').then('consumed').else(eb.ref('credits_state')).end();

export const GENERATION_COLUMNS = [
  'id',
  'user_id',
  'idempotency_key',
  'status',
  'stage',
  'job_title',
  'company_name',
  'company_location',
  'job_description',
  'generate_cover_letter',
  'optimize_resume',
  'personal_details',
  'cv_details',
  'resume_file_id',
  'language',
  'reserved_cover_letters',
  'reserved_resumes',
  'credits_state',
  'error_code',
  'error_message',
  'provider',
  'model',
  'attempts',
  'created_at',
  'started_at',
  'finished_at',
  'updated_at',
  'application_id',
] as const;

/**
 * Takes the credits and stores the accepted generation in one statement, only if the user's row
 * is still the version the credit checks read (`version`, its xmin). Answers undefined when it
 * changed in between (another request spent a credit, the plan moved): the caller checks again.
 * An unlimited plan spends nothing, but is still held to the version it was checked on.
 */
export async function insertAcceptedGeneration(
  db: Database,
  accepted: {
    userId: string;
    request: TGenerationRequest;
    resumeFileId: string | null;
    cvDetails: GenerationCvDetails | null;
    language: string;
    reserved: CreditRequest;
    unlimited: boolean;
    version: string;
    now: Date;
  },
): Promise<GenerationRow | undefined> {
  const { request, reserved, unlimited, now, userId } = accepted;
  const unchanged = sql<boolean>`users.xmin::text = ${accepted.version}`;
  const checked = unlimited
    ? db.with('checked', (qc) =>
        qc.selectFrom('users').select('users.id').where('users.id', '=', userId).where(unchanged),
      )
    : db.with('checked', (qc) =>
        qc
          .updateTable('users')
          .set((eb) => ({
            cover_letters_remaining: eb('cover_letters_remaining', '-', reserved.coverLetters),
            resumes_remaining: eb('resumes_remaining', '-', reserved.resumes),
            updated_at: now,
          }))
          .where('users.id', '=', userId)
          .where(unchanged)
          .returning('users.id'),
      );
  // Every column but the owner, which comes from the guarded row (no row, nothing inserted).
  const values = {
    idempotency_key: request.idempotencyKey ?? null,
    job_title: request.jobTitle,
    company_name: request.companyName,
    company_location: request.companyLocation ?? null,
    job_description: request.jobDescription,
    generate_cover_letter: request.generateCoverLetter,
    optimize_resume: request.optimizeResume,
    personal_details: request.personalDetails ? JSON.stringify(request.personalDetails) : null,
    resume_file_id: accepted.resumeFileId,
    cv_details: accepted.cvDetails ? JSON.stringify(accepted.cvDetails) : null,
    language: accepted.language,
    reserved_cover_letters: unlimited ? 0 : reserved.coverLetters,
    reserved_resumes: unlimited ? 0 : reserved.resumes,
    credits_state: unlimited ? 'unlimited' : 'reserved',
  } satisfies Partial<Insertable<Generations>>;
  const names = Object.keys(values) as (keyof typeof values)[];
  // Issue 30: every generation belongs to an application. The one asked for, when it is still
  // the person's; otherwise a new one from the job's details, with its first timeline entry.
  // In the same statement, so no generation is ever accepted without its application.
  const job = {
    job_title: request.jobTitle,
    company_name: request.companyName,
    company_location: request.companyLocation ?? null,
    job_description: request.jobDescription,
    status_changed_at: now,
    created_at: now,
    updated_at: now,
  };
  const jobNames = Object.keys(job) as (keyof typeof job)[];
  return checked
    .with('target', (qc) =>
      qc
        .selectFrom('applications')
        .select('applications.id')
        .where('applications.id', '=', request.applicationId ?? null)
        .where('applications.user_id', '=', userId)
        .where((eb) => eb.exists(eb.selectFrom('checked').select('checked.id'))),
    )
    .with('touched', (qc) =>
      qc
        .updateTable('applications')
        .set({ updated_at: now })
        .where('applications.id', 'in', (eb) => eb.selectFrom('target').select('target.id'))
        .returning('applications.id'),
    )
    .with('app', (qc) =>
      qc
        .insertInto('applications')
        .columns(['user_id', ...jobNames])
        .expression((eb) =>
          eb
            .selectFrom('checked')
            .select(['checked.id as user_id', ...jobNames.map((name) => eb.val(job[name]).as(name))])
            .where((w) => w.not(w.exists(w.selectFrom('target').select('target.id')))),
        )
        .returning('applications.id'),
    )
    .with('event', (qc) =>
      qc
        .insertInto('application_events')
        .columns(['application_id', 'status', 'at'])
        .expression((eb) =>
          eb
            .selectFrom('app')
            .select(['app.id as application_id', eb.val('saved').as('status'), eb.val(now).as('at')]),
        )
        .returning('application_events.id'),
    )
    .insertInto('generations')
    .columns(['user_id', 'application_id', ...names])
    .expression((eb) =>
      eb
        .selectFrom('checked')
        .select([
          'checked.id as user_id',
          eb.fn
            .coalesce(eb.selectFrom('target').select('target.id'), eb.selectFrom('app').select('app.id'))
            .as('application_id'),
          ...names.map((name) => eb.val(values[name]).as(name)),
        ]),
    )
    .returning(GENERATION_COLUMNS)
    .executeTakeFirst();
}

export async function findGeneration(db: Database | Tx, id: string): Promise<GenerationRow | undefined> {
  return db.selectFrom('generations').select(GENERATION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findByIdempotencyKey(
  db: Database | Tx,
  userId: string,
  key: string,
): Promise<GenerationRow | undefined> {
  return db
    .selectFrom('generations')
    .select(GENERATION_COLUMNS)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

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
          credits_state: consumedReservation(eb),
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
 * Ends a generation where one document was written and the other failed, once: it counts as
 * succeeded (the written document is the person's), keeps the failed document's reason in
 * error_code / error_message, and gives back only the failed document's credit. The written one
 * is charged as usual (its reservation is consumed).
 */
export async function finishPartial(
  db: Database,
  id: string,
  outcome: {
    produced: { coverLetters: number; resumes: number };
    failed: 'cover_letter' | 'resume';
    failure: { code: string; message: string };
  },
  now: Date,
): Promise<GenerationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const finished = await trx
      .updateTable('generations')
      .set((eb) => ({
        status: 'succeeded',
        stage: 'done',
        error_code: outcome.failure.code,
        error_message: outcome.failure.message,
        finished_at: now,
        updated_at: now,
        credits_state: consumedReservation(eb),
      }))
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning(GENERATION_COLUMNS)
      .executeTakeFirst();
    if (!finished) return undefined;
    // Only a reservation that was taken here is given back ('unlimited' took nothing).
    const back =
      finished.credits_state === 'consumed'
        ? outcome.failed === 'cover_letter'
          ? { coverLetters: finished.reserved_cover_letters, resumes: 0 }
          : { coverLetters: 0, resumes: finished.reserved_resumes }
        : { coverLetters: 0, resumes: 0 };
    await trx
      .updateTable('users')
      .set((eb) => ({
        cover_letters_generated: eb('cover_letters_generated', '+', outcome.produced.coverLetters),
        resumes_generated: eb('resumes_generated', '+', outcome.produced.resumes),
        cover_letters_remaining: eb('cover_letters_remaining', '+', back.coverLetters),
        resumes_remaining: eb('resumes_remaining', '+', back.resumes),
        updated_at: now,
      }))
      .where('id', '=', finished.user_id)
      .execute();
    return finished;
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
