import type { ApplicationNoteDto, InterviewPrepDto, InterviewQuestion, NoteKind } from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The SQL of the model's notes and interview preparations (issue 30). Every read is scoped to the
 * owner: another person's application reads as missing.
 */

/** The owner's plan fields, for the fair-use limit; undefined when the application is not theirs. */
export async function findAssistOwner(db: Database, userId: string, applicationId: string) {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select([
      'applications.id',
      'users.subscription_plan',
      'users.subscription_status',
      'users.subscription_expires_at',
      'users.created_at',
    ])
    .where('applications.id', '=', applicationId)
    .where('applications.user_id', '=', userId)
    .executeTakeFirst();
}
export type AssistOwnerRow = NonNullable<Awaited<ReturnType<typeof findAssistOwner>>>;

/** What the model is told about one application: the job, its history and the person's resume. */
export interface AssistFacts {
  jobTitle: string;
  companyName: string;
  companyLocation: string | null;
  jobDescription: string;
  status: string;
  appliedAt: Date | null;
  timeline: Array<{ status: string; at: Date }>;
  /** The person's name as they gave it, to sign a note with. */
  fullName: string | null;
  language: string;
  /** The application's resume document as it is now (what the person reviewed), else null. */
  resumeText: string | null;
  /** What the person gave its generation (their resume's text or typed details), else null. */
  sourceText: string | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The facts of the owner's application, or undefined when it is missing or someone else's. */
export async function findAssistFacts(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<AssistFacts | undefined> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('user_settings', 'user_settings.user_id', 'applications.user_id')
    .select((eb) => [
      'applications.job_title',
      'applications.company_name',
      'applications.company_location',
      'applications.job_description',
      'applications.status',
      'applications.applied_at',
      'users.full_name',
      'user_settings.language',
      eb
        .selectFrom('documents')
        .select('documents.content')
        .whereRef('documents.application_id', '=', 'applications.id')
        .where('documents.user_id', '=', userId)
        .where('documents.type', '=', 'resume')
        .orderBy('documents.updated_at', 'desc')
        .limit(1)
        .as('resume_text'),
      eb
        .selectFrom('generations')
        .select('generations.source_text')
        .whereRef('generations.application_id', '=', 'applications.id')
        .where('generations.user_id', '=', userId)
        .where('generations.source_text', 'is not', null)
        .orderBy('generations.created_at', 'desc')
        .limit(1)
        .as('source_text'),
    ])
    .where('applications.id', '=', applicationId)
    .where('applications.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const events = await db
    .selectFrom('application_events')
    .select(['status', 'at'])
    .where('application_id', '=', applicationId)
    .orderBy('at')
    .limit(50)
    .execute();
  return {
    jobTitle: row.job_title,
    companyName: row.company_name,
    companyLocation: row.company_location,
    jobDescription: row.job_description,
    status: row.status,
    appliedAt: row.applied_at ? asDate(row.applied_at) : null,
    timeline: events.map((e) => ({ status: e.status, at: asDate(e.at) })),
    fullName: row.full_name,
    language: row.language ?? 'en',
    resumeText: row.resume_text ?? null,
    sourceText: row.source_text ?? null,
  };
}

/** Midnight (Africa/Lagos) that starts a 'YYYY-MM-DD' day. */
const lagosMidnight = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'Africa/Lagos')`;

/** Notes and interview preparations the person has had since the start of this Lagos day. */
export async function countAssistsSince(db: Database, userId: string, lagosDay: string): Promise<number> {
  const { rows } = await sql<{ used: number }>`
    select (select count(*) from application_notes
              where user_id = ${userId} and created_at >= ${lagosMidnight(lagosDay)})
         + (select count(*) from application_interview_prep
              where user_id = ${userId} and created_at >= ${lagosMidnight(lagosDay)}) as used`.execute(db);
  return Number(rows[0]?.used ?? 0);
}

type Stored<T> = { stored: T } | { limited: true };

/**
 * Stores a result under its run id unless the person reached today's limit meanwhile. The count
 * and the insert run under one lock per person, so requests started side by side never pass the
 * limit together. A run stored already (a re-delivered job) answers that row, not a second one.
 */
async function storeGuarded<T>(
  db: Database,
  userId: string,
  guard: { lagosDay: string; limit: number },
  existing: (trx: Database) => Promise<T | undefined>,
  insert: (trx: Database) => Promise<T>,
): Promise<Stored<T>> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`application-assist:${userId}`}, 0))`.execute(
      trx,
    );
    const already = await existing(trx);
    if (already) return { stored: already };
    if ((await countAssistsSince(trx, userId, guard.lagosDay)) >= guard.limit) return { limited: true };
    return { stored: await insert(trx) };
  });
}

const NOTE_COLUMNS = ['id', 'kind', 'content', 'created_at'] as const;

const toNoteDto = (row: { id: string; kind: string; content: string; created_at: Date | string }) =>
  ({
    id: row.id,
    kind: row.kind as NoteKind,
    content: row.content,
    createdAt: asDate(row.created_at).toISOString(),
  }) satisfies ApplicationNoteDto;

const toPrepDto = (row: { questions: unknown; created_at: Date | string }): InterviewPrepDto => ({
  questions: row.questions as InterviewQuestion[],
  createdAt: asDate(row.created_at).toISOString(),
});

export async function findNoteByRun(db: Database, runId: string): Promise<ApplicationNoteDto | undefined> {
  const row = await db
    .selectFrom('application_notes')
    .select(NOTE_COLUMNS)
    .where('id', '=', runId)
    .executeTakeFirst();
  return row && toNoteDto(row);
}

export async function findPrepByRun(db: Database, runId: string): Promise<InterviewPrepDto | undefined> {
  const row = await db
    .selectFrom('application_interview_prep')
    .select(['questions', 'created_at'])
    .where('id', '=', runId)
    .executeTakeFirst();
  return row && toPrepDto(row);
}

export interface AssistRun {
  runId: string;
  applicationId: string;
  userId: string;
}

export async function storeNote(
  db: Database,
  run: AssistRun,
  note: { kind: NoteKind; content: string },
  guard: { lagosDay: string; limit: number },
): Promise<Stored<ApplicationNoteDto>> {
  return storeGuarded(
    db,
    run.userId,
    guard,
    (trx) => findNoteByRun(trx, run.runId),
    async (trx) =>
      toNoteDto(
        await trx
          .insertInto('application_notes')
          .values({
            id: run.runId,
            application_id: run.applicationId,
            user_id: run.userId,
            kind: note.kind,
            content: note.content,
          })
          .returning(NOTE_COLUMNS)
          .executeTakeFirstOrThrow(),
      ),
  );
}

export async function storePrep(
  db: Database,
  run: AssistRun,
  questions: InterviewQuestion[],
  guard: { lagosDay: string; limit: number },
): Promise<Stored<InterviewPrepDto>> {
  return storeGuarded(
    db,
    run.userId,
    guard,
    (trx) => findPrepByRun(trx, run.runId),
    async (trx) =>
      toPrepDto(
        await trx
          .insertInto('application_interview_prep')
          .values({
            id: run.runId,
            application_id: run.applicationId,
            user_id: run.userId,
            questions: JSON.stringify(questions),
          })
          .returning(['questions', 'created_at'])
          .executeTakeFirstOrThrow(),
      ),
  );
}
