import { ZDocumentRef, ZDocumentVersionRef } from '@app/shared';
import { router, verifiedProcedure } from '../../trpc/init.js';
import { getDocumentVersion, listDocumentVersions, restoreDocumentVersion } from './versions.service.js';

/** tRPC twins of /api/documents/{id}/versions (issue 32): `documents.versions.*`. */
export const documentVersionsRouter = router({
  /** Every kept save, newest first. */
  list: verifiedProcedure
    .input(ZDocumentRef)
    .query(({ ctx, input }) => listDocumentVersions(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  /** One version's text. */
  get: verifiedProcedure
    .input(ZDocumentVersionRef)
    .query(({ ctx, input }) => getDocumentVersion(ctx.deps, { userId: ctx.auth.user.id }, input.id, input.n)),
  /** The version's text becomes the current one, as a new save; answers the document. */
  restore: verifiedProcedure
    .input(ZDocumentVersionRef)
    .mutation(({ ctx, input }) =>
      restoreDocumentVersion(ctx.deps, { userId: ctx.auth.user.id }, input.id, input.n),
    ),
});
