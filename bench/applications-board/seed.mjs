// The person whose board the bench renders: 500 applications spread over the six statuses, with
// what makes a card do its work (closing dates past, today, soon and later; follow-ups due; a
// match score; two documents each), seeded with generate_series in SQL.
import { sql } from 'kysely';
import { emailOf, seedAccounts } from '../auth/accounts.mjs';

export const CARDS = 500;
const STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'];

/** @param {import('kysely').Kysely<any>} db */
export async function seedBoard(db) {
  await seedAccounts(db, 1);
  const email = emailOf(0);
  // The welcome tutorial is a modal on /dashboard: the bench's person has done it.
  await sql`update users set onboarding_completed = true where email = ${email}`.execute(db);
  await sql`
    insert into applications (user_id, job_title, company_name, company_location, job_description,
      job_url, closing_date, status, status_changed_at, applied_at, created_at, updated_at)
    select u.id,
      (array['Graduate Trainee', 'Data Analyst', 'Programme Officer', 'Product Designer', 'Relationship Manager'])[1 + n % 5] || ' ' || n,
      'Company ' || n, case when n % 3 = 0 then null else 'Lagos' end,
      'A role for a graduate with a strong interest in banking and customer service.',
      'https://careers.example.com/jobs/' || n,
      case when n % 4 = 0 then null else (current_date + (n % 20) - 5)::date end,
      (${sql.val(STATUSES)}::text[])[1 + n % 6],
      now() - make_interval(days => n % 30), case when n % 6 <> 0 then now() - make_interval(days => n % 30) end,
      now() - make_interval(secs => n * 600), now() - make_interval(secs => n * 60)
    from users u, generate_series(1, ${CARDS}::int) n where u.email = ${email}`.execute(db);
  await sql`
    insert into documents (user_id, application_id, type, title, content, job_title, company_name,
      company_location, match_score, created_at, updated_at)
    select a.user_id, a.id, case when k = 1 then 'cover_letter' else 'resume' end,
      case when k = 1 then 'Cover Letter – ' else 'Resume – ' end || a.job_title || ' at ' || a.company_name,
      'Dear Hiring Team, ' || k, a.job_title, a.company_name, 'Lagos',
      case when k = 1 then null else 55 + (k * 7) % 40 end, a.created_at + make_interval(secs => k), a.updated_at
    from applications a, generate_series(1, 2) k`.execute(db);
  await sql`
    insert into application_events (application_id, status, at)
    select a.id, a.status, a.status_changed_at from applications a`.execute(db);
  for (const table of ['applications', 'documents', 'application_events'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}
