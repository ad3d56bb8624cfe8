import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { readRows } from './export-reader.js';

/**
 * Where the previous page ended: rows are read in (created_at, id) order. `at` is created_at as
 * PostgreSQL's own text (microseconds kept): a JavaScript Date keeps milliseconds only, and a
 * cursor rounded down would read the same row again.
 */
export interface PageCursor {
  at: string;
  id: string;
}

type Paged =
  | 'documents'
  | 'generations'
  | 'files'
  | 'payments'
  | 'support_messages'
  | 'sessions'
  | 'applications';

/**
 * Rows after the cursor. `created_at >= at` lets the (user_id, created_at) index start at the
 * cursor; the row comparison then skips the rows of that instant already sent. Each page is
 * one short query, so an export never holds a connection for the whole download.
 */
const after = (table: Paged, cursor: PageCursor | null) => {
  if (!cursor) return sql<boolean>`true`;
  const createdAt = sql.ref(`${table}.created_at`);
  const at = sql`${cursor.at}::timestamptz`;
  return sql<boolean>`${createdAt} >= ${at} and (${createdAt}, ${sql.ref(`${table}.id`)}) > (${at}, ${cursor.id})`;
};

/** created_at as exact text, for the next page's cursor. */
const cursorAt = (table: Paged) => sql<string>`${sql.ref(`${table}.created_at`)}::text`.as('cursor_at');

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const iso = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One exported element, written by PostgreSQL as JSON text (see ExportFile for each shape). */
export interface JsonRow {
  id: string;
  cursor_at: string;
  json: string;
}

/**
 * The lists are written as JSON by PostgreSQL itself: each row reaches Node as one string that
 * goes out as it is, instead of a row object, a DTO object and its JSON per record (bench/export:
 * fewer young objects, less for the collector to copy).
 */
function page(
  source: PageSource,
  table: Paged,
  json: RawBuilder<unknown>,
  options: { userId: string; cursor: PageCursor | null; limit: number },
): Promise<JsonRow[]> {
  const base = source.db
    .selectFrom(table)
    .select([
      sql<string>`${sql.ref(`${table}.id`)}::text`.as('id'),
      cursorAt(table),
      sql<string>`(${json})::text`.as('json'),
    ]);
  const query = (table === 'files' ? base.where('files.purpose', '!=', 'rendered') : base)
    .where(sql.ref(`${table}.user_id`), '=', options.userId)
    .where(after(table, options.cursor))
    .orderBy(sql.ref(`${table}.created_at`))
    .orderBy(sql.ref(`${table}.id`))
    .limit(options.limit)
    .compile();
  return readRows(source.url, query);
}

/** Builds with Kysely (`db`), runs on the export's own reader (`url`, export-reader.ts). */
export interface PageSource {
  db: Database;
  url: string;
}

export type PageOf = (
  source: PageSource,
  userId: string,
  cursor: PageCursor | null,
  limit: number,
) => Promise<JsonRow[]>;

/** Each document with its kept versions (issue 32), newest first. */
export const documentsPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'documents',
    sql`json_build_object('id', id, 'type', type, 'title', title, 'content', content,
      'jobTitle', job_title, 'companyName', company_name, 'companyLocation', company_location,
      'templateId', template_id, 'generationId', generation_id, 'matchScore', match_score,
      'applicationId', application_id,
      'createdAt', ${iso('created_at')}, 'updatedAt', ${iso('updated_at')},
      'versions', (select coalesce(json_agg(json_build_object('n', v.n, 'content', v.content,
        'templateId', v.template_id, 'matchScore', v.match_score, 'savedAt', ${iso('v.saved_at')})
        order by v.n desc), '[]'::json) from document_versions v where v.document_id = documents.id))`,
    { userId, cursor, limit },
  );

export const generationsPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'generations',
    sql`json_build_object('id', id, 'status', status, 'jobTitle', job_title,
      'companyName', company_name, 'companyLocation', company_location,
      'jobDescription', job_description, 'generateCoverLetter', generate_cover_letter,
      'optimizeResume', optimize_resume, 'personalDetails', personal_details,
      'resumeFileId', resume_file_id, 'sourceKind', source_kind, 'sourceText', source_text,
      'language', language, 'creditsState', credits_state,
      'errorCode', error_code, 'errorMessage', error_message, 'provider', provider, 'model', model,
      'createdAt', ${iso('created_at')}, 'finishedAt', ${iso('finished_at')})`,
    { userId, cursor, limit },
  );

/** Uploads only, described without their content; rendered downloads are our cache, not theirs. */
export const filesPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'files',
    sql`json_build_object('id', id, 'purpose', purpose, 'filename', filename,
      'mimeType', mime_type, 'sizeBytes', size_bytes, 'createdAt', ${iso('created_at')})`,
    { userId, cursor, limit },
  );

export const paymentsPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'payments',
    sql`json_build_object('reference', reference, 'planId', plan_id, 'amountKobo', amount_kobo,
      'currency', currency, 'status', status, 'kind', kind, 'failureReason', failure_reason,
      'createdAt', ${iso('created_at')}, 'confirmedAt', ${iso('confirmed_at')})`,
    { userId, cursor, limit },
  );

/** The support conversation: both sides, with the page and browser the person wrote from. */
export const supportMessagesPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'support_messages',
    sql`json_build_object('id', id, 'sender', sender, 'message', body,
      'imageFileId', image_file_id, 'imageName', image_name, 'currentPage', current_page,
      'userAgent', user_agent, 'createdAt', ${iso('created_at')})`,
    { userId, cursor, limit },
  );

/** Signed-in devices. The session id is half of its token: read only to page by, never written. */
export const sessionsPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'sessions',
    sql`json_build_object('createdAt', ${iso('created_at')}, 'lastUsedAt', ${iso('last_used_at')},
      'expiresAt', ${iso('expires_at')}, 'ip', ip, 'userAgent', user_agent)`,
    { userId, cursor, limit },
  );

/** Every column the profile part of the export shows (no hash, no Google subject id). */
export function findExportProfile(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'full_name',
      'linkedin_profile',
      'profile_image_url',
      'role',
      'email_verified',
      'cv_details',
      'has_password',
      sql<boolean>`google_id is not null`.as('signs_in_with_google'),
      'is_active',
      'onboarding_completed',
      'subscription_plan',
      'subscription_status',
      'subscription_expires_at',
      'cancel_at_period_end',
      'cover_letters_remaining',
      'resumes_remaining',
      'cover_letters_generated',
      'resumes_generated',
      'last_login_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The job search (issue 30): each application with its timeline, sent copies and notes. */
export const applicationsPage: PageOf = (source, userId, cursor, limit) =>
  page(
    source,
    'applications',
    sql`json_build_object('id', applications.id, 'jobTitle', job_title, 'companyName', company_name,
      'companyLocation', company_location, 'jobDescription', job_description, 'jobUrl', job_url,
      'closingDate', closing_date::text, 'status', status, 'notes', notes,
      'appliedAt', ${iso('applied_at')}, 'statusChangedAt', ${iso('status_changed_at')},
      'createdAt', ${iso('applications.created_at')}, 'updatedAt', ${iso('updated_at')},
      'timeline', (select coalesce(json_agg(json_build_object('status', e.status, 'at', ${iso('e.at')})
        order by e.at, e.id), '[]'::json) from application_events e where e.application_id = applications.id),
      'sent', (select coalesce(json_agg(json_build_object('documentId', s.document_id, 'type', s.type,
        'title', s.title, 'content', s.content, 'templateId', s.template_id, 'sentAt', ${iso('s.sent_at')})
        order by s.sent_at, s.document_id), '[]'::json)
        from application_sent s where s.application_id = applications.id),
      'followUpNotes', (select coalesce(json_agg(json_build_object('id', n.id, 'kind', n.kind,
        'content', n.content, 'createdAt', ${iso('n.created_at')}) order by n.created_at, n.id), '[]'::json)
        from application_notes n where n.application_id = applications.id),
      'interviewPrep', (select coalesce(json_agg(json_build_object('questions', p.questions,
        'createdAt', ${iso('p.created_at')}) order by p.created_at, p.id), '[]'::json)
        from application_interview_prep p where p.application_id = applications.id))`,
    { userId, cursor, limit },
  );
