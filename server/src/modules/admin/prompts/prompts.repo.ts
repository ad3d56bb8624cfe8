import type { PromptDto, PromptType } from '@app/shared';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.js';

/**
 * Every saved prompt is a row of `prompts`, never changed but for its active flag: the rows of
 * one type are its history, numbered 1, 2, 3 … in the order they were saved.
 */
function versions(db: Database) {
  return db
    .selectFrom('prompts as p')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.type',
      'p.system_prompt',
      'p.is_active',
      'p.created_at',
      'p.created_by',
      'u.email as author_email',
      'u.full_name as author_name',
      sql<number>`row_number() over (partition by p.type order by p.created_at, p.id)`.as('version'),
    ]);
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versions>['execute']>>[number];

const toPromptDto = (row: VersionRow): PromptDto => ({
  id: row.id,
  type: row.type as PromptType,
  systemPrompt: row.system_prompt,
  isActive: row.is_active,
  version: Number(row.version),
  createdAt: new Date(row.created_at).toISOString(),
  createdBy:
    row.created_by && row.author_email
      ? { id: row.created_by, email: row.author_email, name: row.author_name }
      : null,
});

/** Every version of both types (or of one), newest first. */
export async function listPromptVersions(
  db: Database,
  options: { type?: PromptType; limit?: number } = {},
): Promise<PromptDto[]> {
  // Numbered over the whole history first, then filtered and cut: a page keeps the true numbers.
  let query = db
    .selectFrom(versions(db).as('v'))
    .selectAll()
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc');
  if (options.type) query = query.where('v.type', '=', options.type);
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(toPromptDto);
}

export async function findPromptVersion(db: Database, id: string): Promise<PromptDto | undefined> {
  const row = await db.selectFrom(versions(db).as('v')).selectAll().where('v.id', '=', id).executeTakeFirst();
  return row ? toPromptDto(row) : undefined;
}

export async function findActivePrompt(db: Database, type: PromptType) {
  return db
    .selectFrom('prompts')
    .select(['id', 'system_prompt'])
    .where('type', '=', type)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Inside the caller's transaction: the type's active version is switched off first (unique index). */
async function deactivate(trx: Database, type: PromptType): Promise<void> {
  await trx
    .updateTable('prompts')
    .set({ is_active: false })
    .where('type', '=', type)
    .where('is_active', '=', true)
    .execute();
}

export async function insertActivePrompt(
  trx: Database,
  values: { type: PromptType; systemPrompt: string; createdBy: string },
): Promise<string> {
  await deactivate(trx, values.type);
  const row = await trx
    .insertInto('prompts')
    .values({
      type: values.type,
      system_prompt: values.systemPrompt,
      is_active: true,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function activatePromptRow(trx: Database, type: PromptType, id: string): Promise<void> {
  await deactivate(trx, type);
  await trx.updateTable('prompts').set({ is_active: true }).where('id', '=', id).execute();
}
