import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationDto,
  type ApplicationStatus,
  type ApplicationSummaryDto,
  type ApplicationsOverviewDto,
  type DocumentType,
  effectiveTemplate,
  type TApplicationCreate,
  type TApplicationListQuery,
  type TApplicationPatch,
  ZApplicationId,
} from '@app/shared';
import { enforce, type RateRule } from '../../auth/rate-limit.js';
import type { Database } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addDays, dayOf } from '../analytics/calendar.js';
import type { Tx } from '../generation/credits.repo.js';
import { toApplicationDto, toSummaryDto } from './applications.dto.js';
import {
  applicationExists,
  countByStatus,
  deleteApplicationRow,
  findApplicationDetail,
  findCurrentDocuments,
  insertApplication,
  insertEvent,
  type ListFilter,
  listApplicationRows,
  lockApplication,
  replaceSent,
  updateApplicationRow,
} from './applications.repo.js';

/** Who is asking: every call is scoped to the person's own applications. */
export interface ApplicationActor {
  userId: string;
}

type AppDeps = Pick<Deps, 'db' | 'clock' | 'redis' | 'env'>;

/**
 * Changes per account (counted in Redis, auth/rate-limit.ts). Tracking is free on every plan,
 * so only a script reaches this: a person moving cards around makes a few a minute.
 */
export const APPLICATION_RULES = {
  write: { name: 'applications-write:acct', limit: 300, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

export const APPLICATION_DELETED = APPLICATION_MESSAGES.deleted;

/** Closing dates the dashboard lists: today and the next 3 days (Lagos). */
const CLOSING_SOON_DAYS = 3;
/** Decided applications are no longer chased nor reminded of their closing date. */
const OPEN_STATUSES: readonly ApplicationStatus[] = ['saved', 'applied', 'interviewing'];

const notFound = () => new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);

/** A malformed id reads like a missing application, before it reaches the database. */
export function checkedApplicationId(id: string): string {
  if (!ZApplicationId.safeParse(id).success) throw notFound();
  return id;
}

/** Throws the applications' 404 unless `id` is an application of `userId` (used by generation). */
export async function assertOwnedApplication(db: Database, userId: string, id: string): Promise<void> {
  if (!(await applicationExists(db, userId, checkedApplicationId(id)))) throw notFound();
}

/** The rows a list query asks for at `now` (closing dates count from today, Lagos). */
export function listFilterOf(query: TApplicationListQuery, now: Date): ListFilter {
  const today = dayOf(now);
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { search: query.q } : {}),
    ...(query.closingWithinDays !== undefined
      ? { closingFrom: today, closingTo: addDays(today, query.closingWithinDays) }
      : {}),
  };
}

/** The person's applications matching `filter`, as the list answers them. */
export async function listApplicationsBy(
  deps: Pick<Deps, 'db'>,
  actor: ApplicationActor,
  filter: ListFilter,
): Promise<ApplicationSummaryDto[]> {
  return (await listApplicationRows(deps.db, actor.userId, filter)).map(toSummaryDto);
}

export async function createApplication(
  deps: AppDeps,
  actor: ApplicationActor,
  input: TApplicationCreate,
): Promise<ApplicationSummaryDto> {
  await enforce(deps, [[APPLICATION_RULES.write, actor.userId]]);
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await insertApplication(trx, {
      userId: actor.userId,
      jobTitle: input.jobTitle,
      companyName: input.companyName,
      companyLocation: input.companyLocation ?? null,
      jobDescription: input.jobDescription,
      jobUrl: input.jobUrl ?? null,
      closingDate: input.closingDate ?? null,
      now,
    });
    await insertEvent(trx, created.id, 'saved', now);
    return created;
  });
  return toSummaryDto({ ...row, follow_up_due_at: null, match_score: null, documents: [] });
}

export async function getApplication(
  deps: Pick<Deps, 'db'>,
  actor: ApplicationActor,
  id: string,
): Promise<ApplicationDto> {
  const row = await findApplicationDetail(deps.db, actor.userId, checkedApplicationId(id));
  if (!row) throw notFound();
  return toApplicationDto(row);
}

/** The summary of one application (the answer of a change). */
async function summaryOf(deps: Pick<Deps, 'db'>, actor: ApplicationActor, id: string) {
  const full = await getApplication(deps, actor, id);
  return {
    id: full.id,
    jobTitle: full.jobTitle,
    companyName: full.companyName,
    companyLocation: full.companyLocation,
    jobUrl: full.jobUrl,
    closingDate: full.closingDate,
    status: full.status,
    appliedAt: full.appliedAt,
    updatedAt: full.updatedAt,
    matchScore: full.matchScore,
    followUpDueAt: full.followUpDueAt,
    documents: full.documents,
  } satisfies ApplicationSummaryDto;
}

/**
 * Freezes the application's documents as they are now (content and the design they render
 * with) as its sent copies, replacing earlier ones. Answers how many there were.
 */
async function freezeDocuments(trx: Tx, userId: string, applicationId: string, now: Date): Promise<number> {
  const documents = await findCurrentDocuments(trx, userId, applicationId);
  await replaceSent(
    trx,
    applicationId,
    documents.map((doc) => ({
      documentId: doc.id,
      type: doc.type,
      title: doc.title,
      content: doc.content,
      templateId: effectiveTemplate(doc.type as DocumentType, doc.template_id).id,
    })),
    now,
  );
  return documents.length;
}

type LockedRow = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/**
 * One write to the person's application: counted against the write limit, then done in a
 * transaction holding the application's row (another person's or a missing one: not found).
 * Answers the checked id.
 */
async function changeLocked(
  deps: AppDeps,
  actor: ApplicationActor,
  id: string,
  change: (trx: Parameters<typeof lockApplication>[0], row: LockedRow, now: Date) => Promise<void>,
): Promise<string> {
  const applicationId = checkedApplicationId(id);
  await enforce(deps, [[APPLICATION_RULES.write, actor.userId]]);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockApplication(trx, actor.userId, applicationId);
    if (!row) throw notFound();
    await change(trx, row, now);
  });
  return applicationId;
}

/** Applied already (now or before a later step): "Mark as applied" then changes nothing. */
const wasApplied = (row: { status: string; applied_at: unknown }) =>
  row.status !== 'saved' && row.applied_at !== null;

/**
 * Changes the status, notes, closing date or link. A status change is kept in the timeline;
 * entering 'applied' from an application never applied freezes its documents as sent (when it
 * has any: a job saved by hand may be dragged to Applied before anything was written) and sets
 * the applied date; back to 'saved' clears it, so applying again freezes the documents anew.
 */
export async function updateApplication(
  deps: AppDeps,
  actor: ApplicationActor,
  id: string,
  patch: TApplicationPatch,
): Promise<ApplicationSummaryDto> {
  const applicationId = await changeLocked(deps, actor, id, async (trx, row, now) => {
    const status = patch.status !== undefined && patch.status !== row.status ? patch.status : undefined;
    let appliedAt: Date | null | undefined;
    if (status === 'applied' && !wasApplied(row)) {
      await freezeDocuments(trx, actor.userId, row.id, now);
      appliedAt = now;
    } else if (status === 'saved') appliedAt = null;
    await updateApplicationRow(trx, row.id, {
      status,
      appliedAt,
      notes: patch.notes,
      closingDate: patch.closingDate,
      jobUrl: patch.jobUrl,
      now,
    });
    if (status) await insertEvent(trx, row.id, status, now);
  });
  return summaryOf(deps, actor, applicationId);
}

/** Deletes the application, its timeline, sent copies and notes; its documents stay. */
export async function removeApplication(
  deps: Pick<Deps, 'db'>,
  actor: ApplicationActor,
  id: string,
): Promise<{ message: string }> {
  if (!(await deleteApplicationRow(deps.db, actor.userId, checkedApplicationId(id)))) throw notFound();
  return { message: APPLICATION_DELETED };
}

/**
 * "Mark as applied": freezes each current document (content and design) as sent and moves the
 * application to 'applied', in one transaction. Applied already: the current state, unchanged.
 */
export async function markApplied(
  deps: AppDeps,
  actor: ApplicationActor,
  id: string,
): Promise<ApplicationDto> {
  const applicationId = await changeLocked(deps, actor, id, async (trx, row, now) => {
    if (wasApplied(row)) return;
    if (!(await freezeDocuments(trx, actor.userId, row.id, now)))
      throw new AppError('VALIDATION_FAILED', APPLICATION_MESSAGES.nothingToSend);
    await updateApplicationRow(trx, row.id, { status: 'applied', appliedAt: now, now });
    await insertEvent(trx, row.id, 'applied', now);
  });
  return getApplication(deps, actor, applicationId);
}

/** The dashboard panel: counts by status, follow-ups due, closing within 3 days (Lagos). */
export async function getApplicationsOverview(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: ApplicationActor,
): Promise<ApplicationsOverviewDto> {
  const now = deps.clock.now();
  const today = dayOf(now);
  const [counted, applied, closing] = await Promise.all([
    countByStatus(deps.db, actor.userId),
    listApplicationRows(deps.db, actor.userId, { status: 'applied' }),
    listApplicationRows(deps.db, actor.userId, {
      closingFrom: today,
      closingTo: addDays(today, CLOSING_SOON_DAYS),
    }),
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of counted) counts[row.status as ApplicationStatus] = Number(row.count);
  const followUpsDue = applied
    .filter((row) => row.follow_up_due_at !== null && new Date(row.follow_up_due_at) <= now)
    .map(toSummaryDto)
    .sort((a, b) => (a.followUpDueAt ?? '').localeCompare(b.followUpDueAt ?? ''));
  const closingSoon = closing
    .filter((row) => OPEN_STATUSES.includes(row.status as ApplicationStatus))
    .map(toSummaryDto)
    .sort((a, b) => (a.closingDate ?? '').localeCompare(b.closingDate ?? ''));
  return { counts, followUpsDue, closingSoon };
}
