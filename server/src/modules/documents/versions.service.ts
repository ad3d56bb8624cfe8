import {
  type DocumentDto,
  type DocumentVersionDto,
  type DocumentVersionListDto,
  effectiveTemplate,
  VERSION_MESSAGES,
  ZVersionNumber,
} from '@app/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { type DocumentActor, ownedDocument, updateDocument } from './documents.service.js';
import type { PrerenderDeps } from './prerender.js';
import { findVersion, listVersions } from './versions.repo.js';

const versionNotFound = () => new AppError('NOT_FOUND', VERSION_MESSAGES.notFound);

/**
 * A version number from a path ("/versions/3") or a tRPC input. Only plain digits count: "1.5",
 * "-1", "0", "1e0", " 1" or "abc" name no version, and are answered like a missing one (404).
 */
export function checkedVersion(n: unknown): number {
  if (typeof n === 'string' && !/^[0-9]{1,10}$/.test(n)) throw versionNotFound();
  const parsed = ZVersionNumber.safeParse(n);
  if (!parsed.success) throw versionNotFound();
  return parsed.data;
}

/** GET /api/documents/{id}/versions: every kept save, newest first, without the texts. */
export async function listDocumentVersions(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
): Promise<DocumentVersionListDto> {
  const doc = await ownedDocument(deps, actor, id);
  const rows = await listVersions(deps.db, doc.id);
  const type = doc.type as DocumentDto['type'];
  return {
    versions: rows.map((row) => ({
      n: row.n,
      savedAt: new Date(row.saved_at).toISOString(),
      // The design it was saved with; no choice yet means the default design, as on the document.
      templateId: effectiveTemplate(type, row.template_id).id,
      matchScore: row.match_score,
    })),
  };
}

/** GET /api/documents/{id}/versions/{n}: one version's text. */
export async function getDocumentVersion(
  deps: Pick<Deps, 'db'>,
  actor: DocumentActor,
  id: string,
  n: unknown,
): Promise<DocumentVersionDto> {
  const doc = await ownedDocument(deps, actor, id);
  const row = await findVersion(deps.db, doc.id, checkedVersion(n));
  if (!row) throw versionNotFound();
  return { n: row.n, content: row.content, savedAt: new Date(row.saved_at).toISOString() };
}

/**
 * POST /api/documents/{id}/versions/{n}/restore: the version's text becomes the document's, as a
 * save (updateDocument: the save limit, a new version, a fresh match score and report, the
 * application's score history, a new PDF). Nothing is lost: the text it replaces is a version
 * already. Restoring a text equal to the current one changes nothing and adds no version.
 */
export async function restoreDocumentVersion(
  deps: Pick<Deps, 'db' | 'clock'> & PrerenderDeps,
  actor: DocumentActor,
  id: string,
  n: unknown,
): Promise<DocumentDto> {
  const doc = await ownedDocument(deps, actor, id);
  const row = await findVersion(deps.db, doc.id, checkedVersion(n));
  if (!row) throw versionNotFound();
  return updateDocument(deps, actor, doc.id, row.content);
}
