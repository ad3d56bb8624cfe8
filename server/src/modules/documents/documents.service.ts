import {
  DOCUMENT_MESSAGES,
  type DocumentDto,
  getTemplate,
  TEMPLATE_REFUSED,
  templateAllowed,
  ZDocumentId,
} from '@app/shared';
import { enforce } from '../../auth/rate-limit.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { DOCUMENT_RULES } from './document-limits.js';
import { toDocumentDto } from './documents.dto.js';
import {
  countAllDocuments,
  deleteUserDocument,
  findUserDocument,
  listUserDocuments,
  updateUserDocument,
} from './documents.repo.js';
import { type PrerenderDeps, prerenderPdf } from './prerender.js';
import { findRenderSource } from './render-source.repo.js';
import { deleteRenderedFiles } from './renders.repo.js';
import { findReportSource } from './report.repo.js';
import { matchScoreOf, reportInputOf } from './report-input.js';
import { type PlanHolder, templatePlan } from './template-access.js';
import { lockUserDocument, recordVersion } from './versions.repo.js';

export interface DocumentCount {
  count: number;
}

interface CachedCount {
  value: number;
  at: number;
  refreshing: Promise<number> | null;
}

/** One cache per database handle, so each app (and each test database) has its own. */
const cache = new WeakMap<object, CachedCount>();

/**
 * The public "documents created" figure on the landing page. Every visitor polls it, so it is
 * cached for DOCUMENT_COUNT_CACHE_MS with one refresh query in flight at a time: a count(*) per
 * request would make the public page the database's busiest caller (bench/api-throughput).
 */
export async function getDocumentCount(deps: Pick<Deps, 'db' | 'env' | 'clock'>): Promise<DocumentCount> {
  const ttl = deps.env.DOCUMENT_COUNT_CACHE_MS;
  if (ttl === 0) return { count: await countAllDocuments(deps.db) };
  const now = deps.clock.now().getTime();
  let entry = cache.get(deps.db);
  if (entry && now - entry.at < ttl) return { count: entry.value };
  if (!entry) {
    entry = { value: 0, at: Number.NEGATIVE_INFINITY, refreshing: null };
    cache.set(deps.db, entry);
  }
  const current = entry;
  current.refreshing ??= countAllDocuments(deps.db)
    .then((value) => {
      current.value = value;
      current.at = deps.clock.now().getTime();
      return value;
    })
    .finally(() => {
      current.refreshing = null;
    });
  return { count: await current.refreshing };
}

/** Who is asking: every document call acts for one signed-in user. */
export interface DocumentActor {
  userId: string;
}

type DocumentDeps = Pick<Deps, 'db' | 'clock'>;

export const DOCUMENT_DELETED = 'Document deleted successfully';

const notFound = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);

/** A malformed id is answered like a missing document, before it reaches the database. */
export function checkedId(id: string): string {
  if (!ZDocumentId.safeParse(id).success) throw notFound();
  return id;
}

/** The stored row of a document the actor owns; 404 for a missing, foreign or malformed id. */
export async function ownedDocument(deps: Pick<Deps, 'db'>, actor: DocumentActor, id: string) {
  const row = await findUserDocument(deps.db, checkedId(id), actor.userId);
  if (!row) throw notFound();
  return row;
}

/**
 * What a download or preview of the actor's document needs (its text, design and the owner's
 * name, as the render worker reads it), in one query; 404 like ownedDocument.
 */
export async function ownedRenderSource(deps: Pick<Deps, 'db'>, actor: DocumentActor, id: string) {
  const source = await findRenderSource(deps.db, checkedId(id));
  if (!source || source.user_id !== actor.userId) throw notFound();
  return source;
}

/** The actor's documents, newest first. */
export async function listDocuments(deps: Pick<Deps, 'db'>, actor: DocumentActor): Promise<DocumentDto[]> {
  return (await listUserDocuments(deps.db, actor.userId)).map(toDocumentDto);
}

export async function getDocument(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
): Promise<DocumentDto> {
  return toDocumentDto(await ownedDocument(deps, actor, id));
}

/**
 * Saves edited content (validated by ZDocumentContent at the transport) with its match score.
 * Files rendered from the old content are stale: they go in the same transaction, so a download
 * never serves them (nor their read-back texts); the new PDF starts printing at once. Limited
 * per account (document-limits.ts): each save writes and queues a render. A save that changes the
 * text is kept as the document's next version, in the same transaction (versions.repo.ts).
 */
export async function updateDocument(
  deps: DocumentDeps & PrerenderDeps,
  actor: DocumentActor,
  id: string,
  content: string,
): Promise<DocumentDto> {
  await enforce(deps, [[DOCUMENT_RULES.save, actor.userId]]);
  const documentId = checkedId(id);
  // The list shows each document's match score: it is computed here, once per save.
  const source = await findReportSource(deps.db, documentId);
  if (!source || source.user_id !== actor.userId) throw notFound();
  const matchScore = matchScoreOf({ ...reportInputOf(source), text: content });
  const row = await deps.db.transaction().execute(async (trx) => {
    // The row stays locked to the end: saves of one document are numbered one after another.
    const before = await lockUserDocument(trx, documentId, actor.userId);
    if (!before) return undefined;
    const now = deps.clock.now();
    const updated = await updateUserDocument(trx, documentId, actor.userId, { content, matchScore, now });
    if (!updated) return undefined;
    await deleteRenderedFiles(trx, documentId);
    // Every save that changes the text is kept (issue 32); the same text again adds nothing.
    if (before.content !== content)
      await recordVersion(
        trx,
        documentId,
        { content, templateId: updated.template_id, matchScore, savedAt: now },
        {
          content: before.content,
          templateId: before.template_id,
          matchScore: before.match_score,
          savedAt: new Date(before.updated_at),
        },
      );
    return updated;
  });
  if (!row) throw notFound();
  prerenderPdf(deps, documentId);
  return toDocumentDto(row);
}

/** Deletes a document and every file rendered from it. */
export async function removeDocument(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
): Promise<{ message: string }> {
  const documentId = checkedId(id);
  const deleted = await deps.db.transaction().execute(async (trx) => {
    // Rendered files belong to the user, not the document row: remove them first, while the
    // document_renders rows still say which they are.
    if (!(await findUserDocument(trx, documentId, actor.userId))) return false;
    await deleteRenderedFiles(trx, documentId);
    return deleteUserDocument(trx, documentId, actor.userId);
  });
  if (!deleted) throw notFound();
  return { message: DOCUMENT_DELETED };
}

/**
 * Remembers the design a document is rendered with. A design of the other kind is a 400; one the
 * plan does not include is refused (403) with the sentence the editor shows. Limited per account
 * like saves (document-limits.ts): a new design queues a render too.
 */
export async function setDocumentTemplate(
  deps: DocumentDeps & PrerenderDeps,
  actor: DocumentActor & { user: PlanHolder },
  id: string,
  templateId: string,
): Promise<DocumentDto> {
  await enforce(deps, [[DOCUMENT_RULES.design, actor.userId]]);
  const row = await ownedDocument(deps, actor, id);
  const template = getTemplate(templateId);
  if (!template) throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.template);
  if (template.kind !== row.type) throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.templateKind);
  if (!templateAllowed(template, templatePlan(actor.user, deps.clock.now())))
    throw new AppError('FORBIDDEN', TEMPLATE_REFUSED(template));
  if (row.template_id === template.id) return toDocumentDto(row);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const changed = await updateUserDocument(trx, row.id, actor.userId, {
      templateId: template.id,
      now: deps.clock.now(),
    });
    // Cache keys include the design, so old renders can never be served; they are only clutter.
    if (changed) await deleteRenderedFiles(trx, row.id);
    return changed;
  });
  if (!updated) throw notFound();
  prerenderPdf(deps, row.id);
  return toDocumentDto(updated);
}
