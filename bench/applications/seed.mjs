// The person the applications bench lists: 1,000 applications, each with 3 documents (a letter
// and two resumes of ~3 KB, the content a real list must step over) and 5 timeline entries, in
// every status. Seeded with generate_series in SQL: seconds, not minutes.
import { sql } from 'kysely';
import { emailOf, seedAccounts } from '../auth/accounts.mjs';

export const APPLICATIONS = 1_000;
export const DOCUMENTS_EACH = 3;
export const EVENTS_EACH = 5;

const LINE =
  'Led a team of five engineers building card payment flows that settled naira transfers in seconds. ';
const STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'];

/** @param {import('kysely').Kysely<any>} db */
export async function seedApplications(db) {
  await seedAccounts(db, 1);
  const email = emailOf(0);
  await sql`
    insert into applications (user_id, job_title, company_name, company_location, job_description,
      job_url, closing_date, status, status_changed_at, applied_at, created_at, updated_at)
    select u.id, 'Graduate Trainee ' || n, 'Company ' || n, 'Lagos', repeat(${LINE}, 15),
      'https://careers.example.com/jobs/' || n, (current_date + (n % 40))::date,
      (${sql.val(STATUSES)}::text[])[1 + n % 6],
      now() - make_interval(days => n % 30), case when n % 6 <> 0 then now() - make_interval(days => n % 30) end,
      now() - make_interval(secs => n * 600), now() - make_interval(secs => n * 60)
    from users u, generate_series(1, ${APPLICATIONS}::int) n where u.email = ${email}`.execute(db);
  await sql`
    insert into documents (user_id, application_id, type, title, content, job_title, company_name,
      company_location, match_score, created_at, updated_at)
    select a.user_id, a.id, case when k = 1 then 'cover_letter' else 'resume' end,
      case when k = 1 then 'Cover Letter – ' else 'Resume – ' end || a.job_title || ' at ' || a.company_name,
      repeat(${LINE}, 30) || k, a.job_title, a.company_name, 'Lagos',
      case when k = 1 then null else 50 + k * 10 end, a.created_at + make_interval(secs => k), a.updated_at
    from applications a, generate_series(1, ${DOCUMENTS_EACH}::int) k`.execute(db);
  await sql`
    insert into application_events (application_id, status, at)
    select a.id, (${sql.val(STATUSES)}::text[])[1 + (k - 1) % 6], a.created_at + make_interval(hours => k)
    from applications a, generate_series(1, ${EVENTS_EACH}::int) k`.execute(db);
  for (const table of ['applications', 'documents', 'application_events', 'application_scores'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}
