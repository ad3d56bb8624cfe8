// The person whose resume the editor bench types into: one account, one finished generation with
// the job description and the person's uploaded resume (so the report panel has a full analysis
// to work out), and its 2-page resume (~6,000 characters of the product's light Markdown).
import { sql } from 'kysely';
import { emailOf, seedAccounts } from '../auth/accounts.mjs';
import { COMPANY, JOB_DESCRIPTION, JOB_TITLE, RESUME, SOURCE } from '../report/texts.mjs';

/**
 * @param {import('kysely').Kysely<any>} db
 * @returns {Promise<string>} the resume's document id
 */
export async function seedResume(db) {
  await seedAccounts(db, 1);
  const email = emailOf(0);
  await sql`update users set onboarding_completed = true where email = ${email}`.execute(db);
  const { rows } = await sql`
    with g as (
      insert into generations (user_id, status, stage, job_title, company_name, job_description,
        generate_cover_letter, optimize_resume, credits_state, source_text, source_kind, finished_at)
      select id, 'succeeded', 'done', ${JOB_TITLE}, ${COMPANY}, ${JOB_DESCRIPTION}, false, true,
        'consumed', ${SOURCE}, 'resume', now()
      from users where email = ${email}
      returning id, user_id)
    insert into documents (user_id, generation_id, type, title, content, job_title, company_name, company_location)
    select g.user_id, g.id, 'resume', ${`Resume – ${JOB_TITLE} at ${COMPANY}`}, ${RESUME}, ${JOB_TITLE},
      ${COMPANY}, 'Lagos, Nigeria'
    from g
    returning documents.id`.execute(db);
  const id = /** @type {{ id: string } | undefined} */ (rows[0])?.id;
  if (!id) throw new Error('the resume was not seeded');
  return id;
}
