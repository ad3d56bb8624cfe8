import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/index.js';
import { migrateToLatest } from '../src/migrate.js';
import { useEmptyDatabase } from './helpers/empty-database.js';

// Issue 30: every generation made before applications existed becomes one, its documents with it.
const MIGRATION = '2026_11_28_0021_applications';
const scratch = useEmptyDatabase('appfill');

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(scratch.db())).rows;
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await rows(query))[0] as T;

describe(MIGRATION, () => {
  it('makes one saved application per generation, links its documents and keeps the resume score', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(MIGRATION) - 1];
    const migrator = new Migrator({ db: scratch.db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(before as string)).error).toBeUndefined();

    const { id: userId } = await one(
      sql<{ id: string }>`insert into users (email) values ('ada@example.com') returning id`,
    );
    const generation = (status: string, company: string) =>
      one(sql<{ id: string }>`
        insert into generations (user_id, status, job_title, company_name, company_location, job_description,
          generate_cover_letter, optimize_resume, created_at)
        values (${userId}, ${status}, 'Analyst', ${company}, 'Lagos', 'Analyse data for the growth team.', true, true,
          '2026-11-20T09:00:00Z')
        returning id`);
    const document = (generationId: string | null, type: string, score: number | null) =>
      one(sql<{ id: string }>`
        insert into documents (user_id, generation_id, type, title, content, job_title, company_name, match_score)
        values (${userId}, ${generationId}, ${type}, 'Title', 'Text', 'Analyst', 'Kuda', ${score}) returning id`);
    const written = await generation('succeeded', 'Kuda');
    const letter = await document(written.id, 'cover_letter', 70);
    const resume = await document(written.id, 'resume', 82);
    const failed = await generation('failed', 'Moniepoint');
    const loose = await document(null, 'resume', 50);

    expect((await migrateToLatest(scratch.db())).applied).toContain(MIGRATION);

    const applications = await rows(sql<{
      id: string;
      company_name: string;
      status: string;
      job_description: string;
    }>`
      select id, company_name, status, job_description from applications order by company_name`);
    expect(applications.map((a) => [a.company_name, a.status, a.job_description])).toEqual([
      ['Kuda', 'saved', 'Analyse data for the growth team.'],
      ['Moniepoint', 'saved', 'Analyse data for the growth team.'],
    ]);
    const [kuda, moniepoint] = applications;
    const linked = await rows(sql<{ id: string; application_id: string | null }>`
      select id, application_id from documents order by id`);
    expect(Object.fromEntries(linked.map((d) => [d.id, d.application_id]))).toEqual({
      [letter.id]: kuda?.id,
      [resume.id]: kuda?.id,
      [loose.id]: null,
    });
    const generations = await rows(sql<{ id: string; application_id: string }>`
      select id, application_id from generations`);
    expect(Object.fromEntries(generations.map((g) => [g.id, g.application_id]))).toEqual({
      [written.id]: kuda?.id,
      [failed.id]: moniepoint?.id,
    });
    // Each starts its timeline as saved; only the resume's score is history.
    expect(
      await rows(
        sql<{ n: number }>`select count(*)::int as n from application_events where status = 'saved'`,
      ),
    ).toEqual([{ n: 2 }]);
    expect(
      await rows(sql<{ application_id: string; score: number }>`
      select application_id, score from application_scores`),
    ).toEqual([{ application_id: kuda?.id, score: 82 }]);

    // From now on the database records a resume's new score itself.
    await sql`update documents set match_score = 88, content = 'Better' where id = ${resume.id}`.execute(
      scratch.db(),
    );
    expect(
      (await rows(sql<{ score: number }>`select score from application_scores order by at, score`)).map(
        (r) => r.score,
      ),
    ).toEqual([82, 88]);
  });
});
