import type { ReportClaim, SelectionAction, SelectionAssistResult } from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The SQL of issue 32's help on a selection. Every read is scoped to the owner: another person's
 * document reads as missing.
 */

/**
 * The owner's document with what the model and the checks need: its text, its job (from the
 * generation that wrote it), the person's own source and their plan fields (for the fair-use
 * limit). Undefined when the document is missing or someone else's.
 */
export async function findSelectionSource(db: Database, userId: string, documentId: string) {
  return db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.user_id')
    .leftJoin('generations', 'generations.id', 'documents.generation_id')
    .select([
      'documents.id',
      'documents.type',
      'documents.content',
      'documents.job_title',
      'documents.company_name',
      'generations.job_description',
      'generations.source_text',
      'generations.source_kind',
      'users.subscription_plan',
      'users.subscription_status',
      'users.subscription_expires_at',
      'users.created_at',
    ])
    .where('documents.id', '=', documentId)
    .where('documents.user_id', '=', userId)
    .executeTakeFirst();
}
export type SelectionSourceRow = NonNullable<Awaited<ReturnType<typeof findSelectionSource>>>;

/** Midnight (Africa/Lagos) that starts a 'YYYY-MM-DD' day. */
const lagosMidnight = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'Africa/Lagos')`;

/** Suggestions the person has had since the start of this Lagos day (only answered ones are kept). */
export async function countSelectionHelpSince(
  db: Database,
  userId: string,
  lagosDay: string,
): Promise<number> {
  const row = await db
    .selectFrom('document_assists')
    .select((eb) => eb.fn.countAll<string>().as('used'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', lagosMidnight(lagosDay))
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

export interface SelectionHelpRun {
  runId: string;
  userId: string;
  documentId: string;
  action: SelectionAction;
  keyword: string | null;
  selection: string;
}

const toResult = (row: { suggestion: string | null; claims: unknown }): SelectionAssistResult => ({
  suggestion: row.suggestion ?? '',
  claims: (row.claims ?? []) as ReportClaim[],
});

/**
 * Keeps an answered suggestion under its run id unless the person reached today's limit
 * meanwhile. The count and the insert run under one lock per person, so requests started side
 * by side never pass the limit together; a run kept already answers that row, not a second one.
 */
export async function storeSelectionHelp(
  db: Database,
  run: SelectionHelpRun,
  result: SelectionAssistResult,
  guard: { lagosDay: string; limit: number },
): Promise<{ stored: SelectionAssistResult } | { limited: true }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`selection-help:${run.userId}`}, 0))`.execute(
      trx,
    );
    const already = await trx
      .selectFrom('document_assists')
      .select(['suggestion', 'claims'])
      .where('run_id', '=', run.runId)
      .executeTakeFirst();
    if (already) return { stored: toResult(already) };
    if ((await countSelectionHelpSince(trx, run.userId, guard.lagosDay)) >= guard.limit)
      return { limited: true };
    const row = await trx
      .insertInto('document_assists')
      .values({
        run_id: run.runId,
        user_id: run.userId,
        document_id: run.documentId,
        action: run.action,
        keyword: run.keyword,
        selection: run.selection,
        suggestion: result.suggestion,
        claims: JSON.stringify(result.claims),
      })
      .returning(['suggestion', 'claims'])
      .executeTakeFirstOrThrow();
    return { stored: toResult(row) };
  });
}
