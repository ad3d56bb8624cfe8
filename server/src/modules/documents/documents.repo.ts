import type { Database } from '../../db/database.js';

export async function countAllDocuments(db: Database): Promise<number> {
  const row = await db
    .selectFrom('documents')
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
  'created_at',
  'updated_at',
] as const;

/** Saves a generated document once: a re-delivered job finds the first one and keeps it. */
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
  },
): Promise<void> {
  await db
    .insertInto('documents')
    .values({
      user_id: doc.userId,
      generation_id: doc.generationId,
      type: doc.type,
      title: doc.title,
      content: doc.content,
      job_title: doc.jobTitle,
      company_name: doc.companyName,
      company_location: doc.companyLocation,
    })
    .onConflict((oc) =>
      oc.columns(['generation_id', 'type']).where('generation_id', 'is not', null).doNothing(),
    )
    .execute();
}

export async function findGenerationDocuments(db: Database, generationId: string) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('generation_id', '=', generationId)
    .execute();
}
