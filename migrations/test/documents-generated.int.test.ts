import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';
import { useEmptyDatabase } from './helpers/empty-database.js';

// Issue 28: "Documents Generated" counts what was generated, kept when a document is deleted.
const MIGRATION = '2026_11_27_0018_documents_generated';
const scratch = useEmptyDatabase('docgen');

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(scratch.db())).rows[0] as T;
const generated = async () =>
  (
    await sql<{ type: string; n: number }>`
      select type, count(*)::int as n from documents_generated group by type order by type`.execute(
      scratch.db(),
    )
  ).rows;

describe(MIGRATION, () => {
  it('counts the documents written before it, deleted ones included, then every new one once', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(MIGRATION) - 1];
    const migrator = new Migrator({ db: scratch.db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(before as string)).error).toBeUndefined();

    const { id: userId } = await one(
      sql<{ id: string }>`insert into users (email) values ('ada@example.com') returning id`,
    );
    const generation = (over: string) =>
      one(sql<{ id: string }>`
        insert into generations (user_id, status, job_title, company_name, job_description,
          generate_cover_letter, optimize_resume, error_code)
        values (${userId}, 'succeeded', 'Analyst', 'Kuda', 'Analyse data for the growth team.', true, true,
          ${over === 'partial' ? 'GENERATION_FAILED' : null})
        returning id`);
    const document = (generationId: string | null, type: string) =>
      one(sql<{ id: string }>`
        insert into documents (user_id, generation_id, type, title, content, job_title, company_name)
        values (${userId}, ${generationId}, ${type}, 'Title', 'Text', 'Analyst', 'Kuda') returning id`);
    // Both written, both still there.
    const kept = await generation('whole');
    await document(kept.id, 'cover_letter');
    await document(kept.id, 'resume');
    // Both written, the resume deleted since.
    const trimmed = await generation('whole');
    await document(trimmed.id, 'cover_letter');
    const gone = await document(trimmed.id, 'resume');
    await sql`delete from documents where id = ${gone.id}`.execute(scratch.db());
    // One written, one failed, the written one deleted: which one it was is not known.
    const partial = await generation('partial');
    const lost = await document(partial.id, 'cover_letter');
    await sql`delete from documents where id = ${lost.id}`.execute(scratch.db());

    expect((await migrateToLatest(scratch.db())).applied).toContain(MIGRATION);
    expect(await generated()).toEqual([
      { type: 'cover_letter', n: 2 },
      { type: 'resume', n: 2 },
    ]);

    // From now on the database writes a line per document stored; deleting it keeps the line.
    const fresh = await document(null, 'resume');
    await sql`delete from documents where id = ${fresh.id}`.execute(scratch.db());
    expect(await generated()).toEqual([
      { type: 'cover_letter', n: 2 },
      { type: 'resume', n: 3 },
    ]);
  });
});
