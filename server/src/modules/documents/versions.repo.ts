import { VERSIONS_KEPT } from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** Versions are thinned by the calendar day of Lagos (West Africa Time, no daylight saving). */
export const VERSION_DAY_ZONE = 'Africa/Lagos';

/** One save of a document, as it is stored. */
export interface VersionSnapshot {
  content: string;
  templateId: string | null;
  matchScore: number | null;
  savedAt: Date;
}

/**
 * The text a document had before a save, read with the document's row locked until the
 * transaction ends: saves of one document run one after another from here, so numbering them
 * max(n)+1 below never collides. Undefined for a missing or foreign document.
 */
export async function lockUserDocument(trx: Database, id: string, userId: string) {
  return trx
    .selectFrom('documents')
    .select(['content', 'template_id', 'match_score', 'updated_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Keeps `saved` as the document's next version, then thins its history. Runs in the saving
 * transaction, with the document's row locked (lockUserDocument). A document without any version
 * yet (stored by hand, not by a generation) first gets `before`, its text before this save, as
 * version 1, so the first save never loses the text it replaced.
 */
export async function recordVersion(
  trx: Database,
  documentId: string,
  saved: VersionSnapshot,
  before: VersionSnapshot,
): Promise<number> {
  const last = await trx
    .selectFrom('document_versions')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  let n = last?.n ?? 0;
  if (n === 0) {
    await insertVersion(trx, documentId, 1, before);
    n = 1;
  }
  await insertVersion(trx, documentId, n + 1, saved);
  await thinVersions(trx, documentId);
  return n + 1;
}

async function insertVersion(trx: Database, documentId: string, n: number, v: VersionSnapshot) {
  await trx
    .insertInto('document_versions')
    .values({
      document_id: documentId,
      n,
      content: v.content,
      template_id: v.templateId,
      match_score: v.matchScore,
      saved_at: v.savedAt,
    })
    .execute();
}

/**
 * Keeps the newest VERSIONS_KEPT versions whole; of the older ones only the last save of each
 * Lagos calendar day stays. "Last of its day" is judged over all the document's versions, so an
 * older save of a day whose last save is among the newest ones goes.
 */
export async function thinVersions(trx: Database, documentId: string): Promise<void> {
  await sql`delete from document_versions v
    using (
      select n,
        row_number() over (order by n desc) as recent,
        row_number() over (
          partition by (saved_at at time zone ${sql.lit(VERSION_DAY_ZONE)})::date order by n desc
        ) as in_day
      from document_versions
      where document_id = ${documentId}
    ) ranked
    where v.document_id = ${documentId} and v.n = ranked.n
      and ranked.recent > ${VERSIONS_KEPT} and ranked.in_day > 1`.execute(trx);
}

/** A document's versions, newest first, without their texts. */
export async function listVersions(db: Database, documentId: string) {
  return db
    .selectFrom('document_versions')
    .select(['n', 'saved_at', 'template_id', 'match_score'])
    .where('document_id', '=', documentId)
    .orderBy('n', 'desc')
    .execute();
}

/** One version with its text; undefined when the document has no version `n`. */
export async function findVersion(db: Database, documentId: string, n: number) {
  return db
    .selectFrom('document_versions')
    .select(['n', 'content', 'saved_at'])
    .where('document_id', '=', documentId)
    .where('n', '=', n)
    .executeTakeFirst();
}
