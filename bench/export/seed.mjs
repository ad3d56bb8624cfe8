// The accounts the export bench downloads: one per size, each with documents of a realistic
// length (a resume or letter of ~3 KB), a generation for every two documents (with its job
// description), a few payments. Seeded with generate_series in SQL: seconds, not minutes.
import { sql } from 'kysely';
import { seedAccounts } from '../auth/accounts.mjs';

/** A paragraph of a resume, repeated to ~3 KB per document. */
const LINE =
  'Led a team of five engineers building card payment flows that settled naira transfers in seconds. ';

/**
 * Seeds `sizes.length` accounts (bench-user-0, -1, ...), account i holding sizes[i] documents.
 * @param {import('kysely').Kysely<any>} db
 * @param {number[]} sizes
 */
export async function seedExportAccounts(db, sizes) {
  await seedAccounts(db, sizes.length);
  for (const [i, count] of sizes.entries()) {
    const email = `bench-user-${i}@example.com`;
    await sql`
      insert into generations (user_id, status, job_title, company_name, job_description,
        generate_cover_letter, optimize_resume, credits_state, provider, model, created_at, finished_at)
      select u.id, 'succeeded', 'Backend Engineer ' || n, 'Company ' || n, repeat(${LINE}, 15) || n,
        true, true, 'consumed', 'OpenAI', 'gpt-4o-mini', now() - make_interval(secs => n * 60), now()
      from users u, generate_series(1, ${Math.ceil(count / 2)}::int) n where u.email = ${email}`.execute(db);
    await sql`
      insert into documents (user_id, type, title, content, job_title, company_name, company_location, created_at, updated_at)
      select u.id, case when n % 2 = 0 then 'resume' else 'cover_letter' end,
        'Resume – Backend Engineer at Company ' || n, repeat(${LINE}, 30) || n,
        'Backend Engineer', 'Company ' || n, 'Lagos', now() - make_interval(secs => n * 30), now()
      from users u, generate_series(1, ${count}::int) n where u.email = ${email}`.execute(db);
    await sql`
      insert into payments (reference, user_id, plan_id, amount_kobo, status, confirmed_at)
      select 'jp-export-' || ${i}::int || '-' || n, u.id, 'jjc', 1000000, 'success', now()
      from users u, generate_series(1, 5) n where u.email = ${email}`.execute(db);
  }
  for (const table of ['documents', 'generations', 'payments'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}
