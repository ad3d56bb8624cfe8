import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** Documents ever created (the landing page's counter): one deleted since still counts. */
export async function countAllDocuments(db: Database): Promise<number> {
  const row = await db
    .selectFrom('documents_generated')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const DOCUMENT_COLUMNS = [
  'id',
  'user_id',
  'generation_id',
  'type',
  'title',
  'content',
  'job_title',
  'company_name',
  'company_location',
  'template_id',
  'match_score',
  'application_id',
  'created_at',
  'updated_at',
] as const;

export type GeneratedDocumentRow = Awaited<ReturnType<typeof findGenerationDocuments>>[number];

/**
 * Saves a generated document once: a re-delivered job finds the first one and keeps it. Answers
 * the stored row, or undefined when an earlier run had saved this document already.
 */
export async function insertGeneratedDocument(
  db: Database,
  doc: {
    userId: string;
    generationId: string;
    type: 'cover_letter' | 'resume';
    title: string;
    content: string;
    jobTitle: string;
    companyName: string;
    companyLocation: string | null;
    /** The ATS match score of `content` (shared/src/report). */
    matchScore: number | null;
  },
): Promise<GeneratedDocumentRow | undefined> {
  // Its first version (issue 32) is written by the same statement: no document without one.
  return db
    .with('doc', (qb) =>
      qb
        .insertInto('documents')
        .values((eb) => ({
          user_id: doc.userId,
          generation_id: doc.generationId,
          // The application the generation was accepted for (issue 30), read in the same statement.
          application_id: eb
            .selectFrom('generations')
            .select('generations.application_id')
            .where('generations.id', '=', doc.generationId),
          type: doc.type,
          title: doc.title,
          content: doc.content,
          job_title: doc.jobTitle,
          company_name: doc.companyName,
          company_location: doc.companyLocation,
          match_score: doc.matchScore,
        }))
        .onConflict((oc) =>
          oc.columns(['generation_id', 'type']).where('generation_id', 'is not', null).doNothing(),
        )
        .returning(DOCUMENT_COLUMNS),
    )
    .with('first_version', (qb) =>
      qb
        .insertInto('document_versions')
        .columns(['document_id', 'n', 'content', 'template_id', 'match_score', 'saved_at'])
        .expression((eb) =>
          eb
            .selectFrom('doc')
            .select([
              'doc.id',
              sql.lit(1).as('n'),
              'doc.content',
              'doc.template_id',
              'doc.match_score',
              'doc.updated_at',
            ]),
        ),
    )
    .selectFrom('doc')
    .selectAll()
    .executeTakeFirst();
}

export async function findGenerationDocuments(db: Database, generationId: string) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('generation_id', '=', generationId)
    .execute();
}

/** A user's documents, newest first (ties broken by id so the order never wobbles). */
export async function listUserDocuments(db: Database, userId: string) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One document, only when `userId` owns it: someone else's reads exactly like a missing one. */
export async function findUserDocument(db: Database, id: string, userId: string) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Changes an owned document's content and/or design; undefined when there is no such document. */
export async function updateUserDocument(
  db: Database,
  id: string,
  userId: string,
  changes: { content?: string; matchScore?: number | null; templateId?: string; now: Date },
) {
  return db
    .updateTable('documents')
    .set({
      ...(changes.content !== undefined ? { content: changes.content } : {}),
      ...(changes.matchScore !== undefined ? { match_score: changes.matchScore } : {}),
      ...(changes.templateId !== undefined ? { template_id: changes.templateId } : {}),
      updated_at: changes.now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

/** Deletes an owned document; false when there was none. */
export async function deleteUserDocument(db: Database, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
