import type { Database } from '../../src/db/database.js';

export const ASSIST_JOB = {
  jobTitle: 'Frontend Engineer',
  companyName: 'Paystack',
  jobDescription: 'Build delightful payment experiences with React and TypeScript for 200,000 businesses.',
};

/** The person's own resume: the facts an answer outline may use. */
export const SOURCE_RESUME = [
  'Ada Obi',
  'Lagos | ada@example.com',
  'Experience',
  'Front-end Developer, Flutterwave, 2019 - 2024',
  '- Led the payments dashboard used by 3,000 merchants',
  'Education',
  'B.Sc. Computer Science, University of Lagos',
].join('\n');

/**
 * An application of `userId` stored as the applications module stores one: its row, its
 * timeline, and optionally a resume document and a generation with the person's source.
 */
export async function insertTestApplication(
  db: Database,
  userId: string,
  options: {
    status?: string;
    statusChangedAt?: Date;
    resumeText?: string | null;
    sourceText?: string | null;
  } = {},
): Promise<string> {
  const status = options.status ?? 'applied';
  const changed = options.statusChangedAt ?? new Date();
  const row = await db
    .insertInto('applications')
    .values({
      user_id: userId,
      job_title: ASSIST_JOB.jobTitle,
      company_name: ASSIST_JOB.companyName,
      company_location: 'Lagos',
      job_description: ASSIST_JOB.jobDescription,
      status,
      status_changed_at: changed,
      applied_at: status === 'saved' ? null : changed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values([
      { application_id: row.id, status: 'saved', at: new Date(changed.getTime() - 3_600_000) },
      ...(status === 'saved' ? [] : [{ application_id: row.id, status, at: changed }]),
    ])
    .execute();
  if (options.sourceText !== null) {
    await db
      .insertInto('generations')
      .values({
        user_id: userId,
        application_id: row.id,
        job_title: ASSIST_JOB.jobTitle,
        company_name: ASSIST_JOB.companyName,
        job_description: ASSIST_JOB.jobDescription,
        generate_cover_letter: true,
        optimize_resume: true,
        status: 'succeeded',
        source_text: options.sourceText ?? SOURCE_RESUME,
        source_kind: 'resume',
      })
      .execute();
  }
  if (options.resumeText) {
    await db
      .insertInto('documents')
      .values({
        user_id: userId,
        application_id: row.id,
        type: 'resume',
        title: 'Resume – Frontend Engineer at Paystack',
        content: options.resumeText,
        job_title: ASSIST_JOB.jobTitle,
        company_name: ASSIST_JOB.companyName,
      })
      .execute();
  }
  return row.id;
}

/** Rows the model's runs left for this application: notes and preparations. */
export async function assistRows(db: Database, applicationId: string) {
  const [notes, preps] = await Promise.all([
    db
      .selectFrom('application_notes')
      .select(['id', 'kind', 'content'])
      .where('application_id', '=', applicationId)
      .execute(),
    db
      .selectFrom('application_interview_prep')
      .select(['id', 'questions'])
      .where('application_id', '=', applicationId)
      .execute(),
  ]);
  return { notes, preps };
}

/** A valid interview preparation as a model writes it (in a code fence, as models do). */
export function prepAnswer(outlines: string[] = []): string {
  const questions = Array.from({ length: 8 }, (_, i) => ({
    question: `Question ${i + 1}: why do you want this role at Paystack?`,
    outline:
      outlines[i] ?? 'Talk about leading the payments dashboard at Flutterwave used by 3,000 merchants.',
  }));
  return `\`\`\`json\n${JSON.stringify({ questions })}\n\`\`\``;
}
