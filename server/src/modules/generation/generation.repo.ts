import type { CreditRequest, TGenerationRequest } from '@app/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Generations } from '../../db/database.types.js';
import type { Tx } from './credits.repo.js';

export type GenerationRow = Selectable<Generations>;

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
    language: accepted.language,
    reserved_cover_letters: unlimited ? 0 : reserved.coverLetters,
    reserved_resumes: unlimited ? 0 : reserved.resumes,
    credits_state: unlimited ? 'unlimited' : 'reserved',
  } satisfies Partial<Insertable<Generations>>;
  const names = Object.keys(values) as (keyof typeof values)[];
  return checked
    .insertInto('generations')
    .columns(['user_id', ...names])
    .expression((eb) =>
      eb
        .selectFrom('checked')
        .select(['checked.id as user_id', ...names.map((name) => eb.val(values[name]).as(name))]),
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
