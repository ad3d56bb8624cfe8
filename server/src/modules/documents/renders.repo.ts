import type { DownloadFormat } from '@app/shared';
import type { Database } from '../../db/database.js';
import { insertFile } from '../files/files.repo.js';

/** The stored file for a cache key, with its bytes; undefined when it has not been rendered yet. */
export async function findRenderedFile(
  db: Database,
  cacheKey: string,
): Promise<{ fileId: string; mimeType: string; content: Buffer } | undefined> {
  const row = await db
    .selectFrom('document_renders')
    .innerJoin('files', 'files.id', 'document_renders.file_id')
    .select(['files.id as fileId', 'files.mime_type as mimeType', 'files.content'])
    .where('document_renders.cache_key', '=', cacheKey)
    .executeTakeFirst();
  return row ? { fileId: row.fileId, mimeType: row.mimeType, content: row.content } : undefined;
}

/** The file id stored under a cache key, without its bytes. */
export async function findRenderedFileId(db: Database, cacheKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('document_renders')
    .select('file_id')
    .where('cache_key', '=', cacheKey)
    .executeTakeFirst();
  return row?.file_id;
}

/**
 * Stores a rendered file under its cache key. Two renders of the same key (a retry, a second
 * worker) keep the first file: the answer is always the stored one's id.
 */
export async function storeRenderedFile(
  db: Database,
  render: {
    documentId: string;
    userId: string;
    cacheKey: string;
    format: DownloadFormat;
    filename: string;
    mimeType: string;
    content: Buffer;
  },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('document_renders')
      .select('file_id')
      .where('cache_key', '=', render.cacheKey)
      .executeTakeFirst();
    if (existing) return existing.file_id;
    const file = await insertFile(trx, {
      userId: render.userId,
      purpose: 'rendered',
      filename: render.filename,
      mimeType: render.mimeType,
      content: render.content,
    });
    const inserted = await trx
      .insertInto('document_renders')
      .values({
        document_id: render.documentId,
        cache_key: render.cacheKey,
        format: render.format,
        file_id: file.id,
      })
      .onConflict((oc) => oc.column('cache_key').doNothing())
      .returning('file_id')
      .executeTakeFirst();
    if (inserted) return inserted.file_id;
    // Another render stored the same key between our read and insert: keep theirs.
    await trx.deleteFrom('files').where('id', '=', file.id).execute();
    const winner = await trx
      .selectFrom('document_renders')
      .select('file_id')
      .where('cache_key', '=', render.cacheKey)
      .executeTakeFirstOrThrow();
    return winner.file_id;
  });
}

/**
 * Removes a document's rendered files (after an edit or a design change they are stale; on
 * delete, they go with it). Their document_renders rows go with the files (ON DELETE CASCADE).
 */
export async function deleteRenderedFiles(db: Database, documentId: string): Promise<void> {
  await db
    .deleteFrom('files')
    .where('id', 'in', (eb) =>
      eb.selectFrom('document_renders').select('file_id').where('document_id', '=', documentId),
    )
    .execute();
}

/**
 * A rendered file stored under no cache key (a sent copy whose document was deleted, issue 30),
 * taken once: read and removed in one statement, so such files never pile up.
 */
export async function takeLooseRender(
  db: Database,
  fileId: string,
  userId: string,
): Promise<{ content: Buffer } | undefined> {
  return db
    .deleteFrom('files')
    .where('id', '=', fileId)
    .where('user_id', '=', userId)
    .where('purpose', '=', 'rendered')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('document_renders').select('id').where('file_id', '=', fileId))),
    )
    .returning('content')
    .executeTakeFirst();
}
