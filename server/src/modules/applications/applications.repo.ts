import { APPLICATION_LIMITS, type ApplicationStatus } from '@app/shared';
import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepareStatement } from '../../db/prepared.js';
import type { Tx } from '../generation/credits.repo.js';

/**
 * One application as the list shows it. Timestamps arrive as ISO text (the statement is read
 * with `timestampsAsIso`), `closing_date` as 'YYYY-MM-DD' and `documents` as parsed JSON.
 */
export interface ApplicationSummaryRow {
  id: string;
  job_title: string;
  company_name: string;
  company_location: string | null;
  job_url: string | null;
  closing_date: string | null;
  status: string;
  applied_at: string | null;
  updated_at: string;
  follow_up_due_at: string | null;
  match_score: number | null;
  documents: Array<{ id: string; type: string; title: string }>;
}

/** The follow-up delay of the person: their setting (null: off), else the default. */
const FOLLOW_UP_DAYS = `(select case when exists (select 1 from user_settings where user_id = $1)
    then (select follow_up_days from user_settings where user_id = $1)
    else ${APPLICATION_LIMITS.defaultFollowUpDays} end)::int`;

const SUMMARY_COLUMNS = `a.id, a.job_title, a.company_name, a.company_location, a.job_url,
  a.closing_date::text as closing_date, a.status, a.applied_at, a.updated_at,
  case when a.status = 'applied' and f.days is not null
    then a.status_changed_at + make_interval(days => f.days) end as follow_up_due_at`;

/**
 * The person's applications, newest change first. Filters are parameters that may be null, so
 * one fixed text serves every list and is prepared once per connection. Their documents come
 * from a second statement (DOCUMENTS): grouping them into JSON in PostgreSQL was two thirds of
 * the list's database time (bench/applications).
 * $1 user, $2 status, $3 ILIKE pattern, $4 first closing day, $5 last closing day.
 */
const LIST = prepareStatement(
  'applications-list',
  `with f as (select ${FOLLOW_UP_DAYS} as days)
select ${SUMMARY_COLUMNS}
from applications a
cross join f
where a.user_id = $1
  and ($2::text is null or a.status = $2::text)
  and ($3::text is null or a.job_title ilike $3::text or a.company_name ilike $3::text)
  and ($4::date is null or a.closing_date >= $4::date)
  and ($5::date is null or a.closing_date <= $5::date)
order by a.updated_at desc, a.id desc`,
  { timestampsAsIso: true },
);

/**
 * The documents of the person's applications, oldest first; $1 the owner. Read beside LIST, not
 * after it: a filter's ids sent as a uuid[] cost more to send and parse than the rows saved.
 */
const DOCUMENTS = prepareStatement(
  'applications-list-documents',
  `select application_id, id, type, title, match_score, updated_at
from documents
where user_id = $1 and application_id is not null
order by created_at, id`,
  { timestampsAsIso: true },
);

interface ListedDocument {
  application_id: string;
  id: string;
  type: string;
  title: string;
  match_score: number | null;
  updated_at: string;
}

export interface ListFilter {
  status?: ApplicationStatus;
  /** Words to find in the job title or company name. */
  search?: string;
  closingFrom?: string;
  closingTo?: string;
}

/** `words` as an ILIKE pattern that matches them literally anywhere. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listApplicationRows(
  db: Database,
  userId: string,
  filter: ListFilter,
): Promise<ApplicationSummaryRow[]> {
  const [applications, documents] = await Promise.all([
    db.executeQuery<Omit<ApplicationSummaryRow, 'documents' | 'match_score'>>(
      CompiledQuery.raw(LIST, [
        userId,
        filter.status ?? null,
        filter.search ? containing(filter.search) : null,
        filter.closingFrom ?? null,
        filter.closingTo ?? null,
      ]),
    ),
    db.executeQuery<ListedDocument>(CompiledQuery.raw(DOCUMENTS, [userId])),
  ]);
  const byApplication = new Map<string, ListedDocument[]>();
  for (const doc of documents.rows) {
    const list = byApplication.get(doc.application_id);
    if (list) list.push(doc);
    else byApplication.set(doc.application_id, [doc]);
  }
  return applications.rows.map((row) => {
    const docs = byApplication.get(row.id) ?? [];
    return { ...row, documents: docs, match_score: latestResumeScore(docs) };
  });
}

/** The match score of the application's most recently saved resume that has one. */
function latestResumeScore(docs: ListedDocument[]): number | null {
  let latest: ListedDocument | undefined;
  for (const doc of docs) {
    if (doc.type !== 'resume' || doc.match_score === null) continue;
    if (
      !latest ||
      doc.updated_at > latest.updated_at ||
      (doc.updated_at === latest.updated_at && doc.id > latest.id)
    )
      latest = doc;
  }
  return latest?.match_score ?? null;
}

/** The application page: the summary, its texts, timeline, sent copies, notes, prep, scores. */
export interface ApplicationDetailRow extends ApplicationSummaryRow {
  job_description: string;
  notes: string;
  created_at: string;
  timeline: Array<{ status: string; at: string }>;
  sent: Array<{
    documentId: string;
    type: string;
    title: string;
    content: string;
    templateId: string;
    sentAt: string;
  }>;
  follow_up_notes: Array<{ id: string; kind: string; content: string; createdAt: string }>;
  interview_prep: { questions: unknown; createdAt: string } | null;
  score_history: Array<{ score: number; at: string }>;
}

/** A timestamp as JavaScript's toISOString writes it, inside JSON built by PostgreSQL. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** $1 user, $2 application: everything of one application in one statement. */
const DETAIL = prepareStatement(
  'applications-detail',
  `with f as (select ${FOLLOW_UP_DAYS} as days)
select ${SUMMARY_COLUMNS}, a.job_description, a.notes, a.created_at,
  coalesce(d.documents, '[]'::json) as documents, d.match_score,
  (select coalesce(json_agg(json_build_object('status', e.status, 'at', ${iso('e.at')})
      order by e.at, e.id), '[]'::json)
    from application_events e where e.application_id = a.id) as timeline,
  (select coalesce(json_agg(json_build_object('documentId', s.document_id, 'type', s.type,
      'title', s.title, 'content', s.content, 'templateId', s.template_id, 'sentAt', ${iso('s.sent_at')})
      order by s.type, s.sent_at, s.document_id), '[]'::json)
    from application_sent s where s.application_id = a.id) as sent,
  (select coalesce(json_agg(json_build_object('id', n.id, 'kind', n.kind, 'content', n.content,
      'createdAt', ${iso('n.created_at')}) order by n.created_at, n.id), '[]'::json)
    from application_notes n where n.application_id = a.id) as follow_up_notes,
  (select json_build_object('questions', p.questions, 'createdAt', ${iso('p.created_at')})
    from application_interview_prep p where p.application_id = a.id
    order by p.created_at desc, p.id desc limit 1) as interview_prep,
  (select coalesce(json_agg(json_build_object('score', c.score, 'at', ${iso('c.at')})
      order by c.at, c.id), '[]'::json)
    from application_scores c where c.application_id = a.id) as score_history
from applications a
cross join f
left join lateral (
  select json_agg(json_build_object('id', x.id, 'type', x.type, 'title', x.title)
      order by x.created_at, x.id) as documents,
    (array_agg(x.match_score order by x.updated_at desc, x.id desc)
      filter (where x.type = 'resume' and x.match_score is not null))[1] as match_score
  from documents x where x.application_id = a.id
) d on true
where a.user_id = $1 and a.id = $2`,
  { timestampsAsIso: true },
);

export async function findApplicationDetail(
  db: Database | Tx,
  userId: string,
  id: string,
): Promise<ApplicationDetailRow | undefined> {
  const { rows } = await db.executeQuery<ApplicationDetailRow>(CompiledQuery.raw(DETAIL, [userId, id]));
  return rows[0];
}

/** Whether `id` is an application of `userId`. */
export async function applicationExists(db: Database | Tx, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The columns a change needs, with the row locked until the transaction ends. */
export async function lockApplication(trx: Tx, userId: string, id: string) {
  return trx
    .selectFrom('applications')
    .select(['id', 'status', 'applied_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertApplication(
  trx: Tx,
  values: {
    userId: string;
    jobTitle: string;
    companyName: string;
    companyLocation: string | null;
    jobDescription: string;
    jobUrl: string | null;
    closingDate: string | null;
    now: Date;
  },
) {
  return trx
    .insertInto('applications')
    .values({
      user_id: values.userId,
      job_title: values.jobTitle,
      company_name: values.companyName,
      company_location: values.companyLocation,
      job_description: values.jobDescription,
      job_url: values.jobUrl,
      closing_date: values.closingDate,
      status: 'saved',
      status_changed_at: values.now,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning([
      'id',
      'job_title',
      'company_name',
      'company_location',
      'job_url',
      sql<string | null>`closing_date::text`.as('closing_date'),
      'status',
      'applied_at',
      'updated_at',
    ])
    .executeTakeFirstOrThrow();
}

export async function insertEvent(trx: Tx, applicationId: string, status: ApplicationStatus, at: Date) {
  await trx.insertInto('application_events').values({ application_id: applicationId, status, at }).execute();
}

export async function updateApplicationRow(
  trx: Tx,
  id: string,
  changes: {
    status?: ApplicationStatus;
    appliedAt?: Date | null;
    notes?: string;
    closingDate?: string | null;
    jobUrl?: string | null;
    now: Date;
  },
): Promise<void> {
  await trx
    .updateTable('applications')
    .set({
      ...(changes.status !== undefined ? { status: changes.status, status_changed_at: changes.now } : {}),
      ...(changes.appliedAt !== undefined ? { applied_at: changes.appliedAt } : {}),
      ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
      ...(changes.closingDate !== undefined ? { closing_date: changes.closingDate } : {}),
      ...(changes.jobUrl !== undefined ? { job_url: changes.jobUrl } : {}),
      updated_at: changes.now,
    })
    .where('id', '=', id)
    .execute();
}

/** The application's documents as they are now: what "Mark as applied" freezes. */
export async function findCurrentDocuments(trx: Tx, userId: string, applicationId: string) {
  return trx
    .selectFrom('documents')
    .select(['id', 'type', 'title', 'content', 'template_id'])
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Replaces the sent copies of an application with `copies`. */
export async function replaceSent(
  trx: Tx,
  applicationId: string,
  copies: Array<{ documentId: string; type: string; title: string; content: string; templateId: string }>,
  at: Date,
): Promise<void> {
  await trx.deleteFrom('application_sent').where('application_id', '=', applicationId).execute();
  if (!copies.length) return;
  await trx
    .insertInto('application_sent')
    .values(
      copies.map((copy) => ({
        application_id: applicationId,
        document_id: copy.documentId,
        type: copy.type,
        title: copy.title,
        content: copy.content,
        template_id: copy.templateId,
        sent_at: at,
      })),
    )
    .execute();
}

export async function deleteApplicationRow(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('applications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Applications per status, for the dashboard. */
export async function countByStatus(db: Database, userId: string) {
  return db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
}

/** The rows of the CSV export, oldest first, with the dates the file shows. */
export async function findExportRows(db: Database, userId: string) {
  return db
    .selectFrom('applications')
    .select([
      'job_title',
      'company_name',
      'status',
      'applied_at',
      sql<string | null>`closing_date::text`.as('closing_date'),
      'job_url',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
