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
