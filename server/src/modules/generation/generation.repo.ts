import type { TGenerationRequest } from '@app/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Generations } from '../../db/database.types.js';
import type { Tx } from './credits.repo.js';

export type GenerationRow = Selectable<Generations>;

const columns = [
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

export async function insertGeneration(
  trx: Tx,
  values: {
    userId: string;
    request: TGenerationRequest;
    resumeFileId: string | null;
    language: string;
    reserved: { coverLetters: number; resumes: number };
    unlimited: boolean;
  },
): Promise<GenerationRow> {
  const { request } = values;
  return trx
    .insertInto('generations')
    .values({
      user_id: values.userId,
      idempotency_key: request.idempotencyKey ?? null,
      job_title: request.jobTitle,
      company_name: request.companyName,
      company_location: request.companyLocation ?? null,
      job_description: request.jobDescription,
      generate_cover_letter: request.generateCoverLetter,
      optimize_resume: request.optimizeResume,
      personal_details: request.personalDetails ? JSON.stringify(request.personalDetails) : null,
      resume_file_id: values.resumeFileId,
      language: values.language,
      reserved_cover_letters: values.unlimited ? 0 : values.reserved.coverLetters,
      reserved_resumes: values.unlimited ? 0 : values.reserved.resumes,
      credits_state: values.unlimited ? 'unlimited' : 'reserved',
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function findGeneration(db: Database | Tx, id: string): Promise<GenerationRow | undefined> {
  return db.selectFrom('generations').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function findByIdempotencyKey(
  db: Database | Tx,
  userId: string,
  key: string,
): Promise<GenerationRow | undefined> {
  return db
    .selectFrom('generations')
    .select(columns)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}
