import type { DocumentType } from '@app/shared';
import { resolveAuth } from '../../src/auth/resolve-auth.js';
import type { Database } from '../../src/db/database.js';
import type { Deps } from '../../src/deps.js';
import { callerFor } from './test-deps.js';

export const RESUME = [
  '# Ada Obi',
  'Lagos · ada@example.com',
  '## Experience',
  '- Built payment flows that settled ₦20,000 transfers in seconds',
  '- Profiled and fixed the flaky offline sync',
  '## Skills',
  '- TypeScript, React, PostgreSQL',
].join('\n');

export const LETTER = 'Dear Hiring Team,\n\nI would love to join Flutterwave.\n\nYours faithfully,\nAda Obi';

/** A stored document of `userId`, written like a generation writes one. */
export async function insertTestDocument(
  db: Database,
  userId: string,
  overrides: {
    type?: DocumentType;
    content?: string;
    jobTitle?: string;
    companyName?: string;
    createdAt?: Date;
    templateId?: string | null;
  } = {},
) {
  const type = overrides.type ?? 'resume';
  const jobTitle = overrides.jobTitle ?? 'Backend Engineer';
  const companyName = overrides.companyName ?? 'Flutterwave';
  return db
    .insertInto('documents')
    .values({
      user_id: userId,
      type,
      title: `${type === 'resume' ? 'Resume' : 'Cover Letter'} – ${jobTitle} at ${companyName}`,
      content: overrides.content ?? (type === 'resume' ? RESUME : LETTER),
      job_title: jobTitle,
      company_name: companyName,
      company_location: 'Lagos',
      template_id: overrides.templateId ?? null,
      ...(overrides.createdAt ? { created_at: overrides.createdAt, updated_at: overrides.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A tRPC caller holding the session of a real bearer token. */
export async function callerWithToken(deps: Deps, token: string) {
  const auth = await resolveAuth(deps, { authorization: `Bearer ${token}` });
  if (!auth) throw new Error('token does not sign in');
  return callerFor(deps, auth);
}

/** The rendered files stored for a document (its document_renders rows and their files). */
export async function renderRows(db: Database, documentId: string) {
  return db
    .selectFrom('document_renders')
    .innerJoin('files', 'files.id', 'document_renders.file_id')
    .select(['document_renders.cache_key', 'document_renders.format', 'files.id as fileId'])
    .where('document_renders.document_id', '=', documentId)
    .execute();
}

export async function fileExists(db: Database, fileId: string): Promise<boolean> {
  return !!(await db.selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst());
}

/**
 * A generation row of `userId` for one job (a data analyst at Paystack), as a run leaves it:
 * 'succeeded' by default, 'queued' for one still waiting. Answers its id.
 */
export async function insertTestGeneration(
  db: Database,
  userId: string,
  options: { status?: 'queued' | 'running' | 'succeeded' | 'failed'; createdAt?: Date } = {},
): Promise<string> {
  const row = await db
    .insertInto('generations')
    .values({
      user_id: userId,
      status: options.status ?? 'succeeded',
      job_title: 'Data Analyst',
      company_name: 'Paystack',
      job_description: 'Analyse payments data for Lagos merchants.',
      generate_cover_letter: true,
      optimize_resume: false,
      ...(options.createdAt ? { created_at: options.createdAt, updated_at: options.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
