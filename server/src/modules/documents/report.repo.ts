import type { Database } from '../../db/database.js';
import { RENDER_SOURCE_COLUMNS, type RenderSource } from './render-source.repo.js';

/** What the match report of a document reads: the document as rendered, its job and the person's source. */
export interface ReportSourceRow extends RenderSource {
  /** Null when the document has no generation (it was written before generations were kept). */
  job_description: string | null;
  source_text: string | null;
  source_kind: string | null;
}

/** A document with its generation's job description and source; undefined when there is none. */
export async function findReportSource(
  db: Database,
  documentId: string,
): Promise<ReportSourceRow | undefined> {
  return db
    .selectFrom('documents')
    .leftJoin('generations', 'generations.id', 'documents.generation_id')
    .leftJoin('users', 'users.id', 'documents.user_id')
    .select([
      ...RENDER_SOURCE_COLUMNS,
      'generations.job_description',
      'generations.source_text',
      'generations.source_kind',
    ])
    .where('documents.id', '=', documentId)
    .executeTakeFirst();
}

/**
 * Remembers what a person gave a generation (their resume's text, or their typed details as
 * lines), written by the worker when it reads them. The first text stays: a re-delivered job
 * reads the same file.
 */
export async function setGenerationSource(
  db: Database,
  generationId: string,
  source: { text: string; kind: 'resume' | 'personal_details' },
): Promise<void> {
  await db
    .updateTable('generations')
    .set({ source_text: source.text, source_kind: source.kind })
    .where('id', '=', generationId)
    .where('source_text', 'is', null)
    .execute();
}

/** Stores what a rendered file reads back as (it goes when the file goes). */
export async function setReadBackText(db: Database, cacheKey: string, text: string): Promise<void> {
  await db
    .updateTable('document_renders')
    .set({ read_back_text: text })
    .where('cache_key', '=', cacheKey)
    .execute();
}

/** The read-back texts stored for these cache keys (keys without one are absent). */
export async function findReadBackTexts(db: Database, cacheKeys: string[]): Promise<Map<string, string>> {
  if (cacheKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_renders')
    .select(['cache_key', 'read_back_text'])
    .where('cache_key', 'in', cacheKeys)
    .where('read_back_text', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.cache_key, row.read_back_text ?? '']));
}
