import type { Database } from '../../db/database.js';

/** What the render worker needs of a document: its text, design, naming parts and author. */
export interface RenderSource {
  id: string;
  user_id: string;
  type: string;
  title: string;
  content: string;
  template_id: string | null;
  job_title: string;
  company_name: string;
  /** The owner's full name (the letterhead and the file's author); null when not given. */
  author_name: string | null;
}

/** The columns of a RenderSource (documents joined with their owner as `users`). */
export const RENDER_SOURCE_COLUMNS = [
  'documents.id',
  'documents.user_id',
  'documents.type',
  'documents.title',
  'documents.content',
  'documents.template_id',
  'documents.job_title',
  'documents.company_name',
  'users.full_name as author_name',
] as const;

/** A document as it is stored now, for rendering; undefined when it no longer exists. */
export async function findRenderSource(db: Database, documentId: string): Promise<RenderSource | undefined> {
  return db
    .selectFrom('documents')
    .leftJoin('users', 'users.id', 'documents.user_id')
    .select(RENDER_SOURCE_COLUMNS)
    .where('documents.id', '=', documentId)
    .executeTakeFirst();
}

/**
 * The copy of a document sent with an application (issue 30), as frozen when it was marked as
 * applied, in the shape the renderer reads; undefined when there is none. The name and owner
 * come from the application: the live document may have been deleted since.
 */
export async function findSentRenderSource(
  db: Database,
  applicationId: string,
  documentId: string,
): Promise<RenderSource | undefined> {
  return db
    .selectFrom('application_sent')
    .innerJoin('applications', 'applications.id', 'application_sent.application_id')
    .leftJoin('users', 'users.id', 'applications.user_id')
    .select([
      'application_sent.document_id as id',
      'applications.user_id',
      'application_sent.type',
      'application_sent.title',
      'application_sent.content',
      'application_sent.template_id',
      'applications.job_title',
      'applications.company_name',
      'users.full_name as author_name',
    ])
    .where('application_sent.application_id', '=', applicationId)
    .where('application_sent.document_id', '=', documentId)
    .executeTakeFirst();
}
