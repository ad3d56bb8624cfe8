import { ZDocumentRef, ZDocumentTemplate, ZDocumentUpdate } from '@app/shared';
import { publicProcedure, router, verifiedProcedure } from '../../trpc/init.js';
import {
  getDocument,
  getDocumentCount,
  listDocuments,
  removeDocument,
  setDocumentTemplate,
  updateDocument,
} from './documents.service.js';
import { getDocumentReport, getReportSource } from './report.service.js';
import { selectionHelpRouter } from './selection-help.router.js';
import { documentVersionsRouter } from './versions.router.js';

/** tRPC twins of /api/documents: each procedure calls the same service function as its REST shim. */
export const documentsRouter = router({
  count: publicProcedure.query(({ ctx }) => getDocumentCount(ctx.deps)),
  list: verifiedProcedure.query(({ ctx }) => listDocuments(ctx.deps, { userId: ctx.auth.user.id })),
  get: verifiedProcedure
    .input(ZDocumentRef)
    .query(({ ctx, input }) => getDocument(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  update: verifiedProcedure
    .input(ZDocumentUpdate)
    .mutation(({ ctx, input }) =>
      updateDocument(ctx.deps, { userId: ctx.auth.user.id }, input.id, input.content),
    ),
  remove: verifiedProcedure
    .input(ZDocumentRef)
    .mutation(({ ctx, input }) => removeDocument(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  /** What the editor's report panel computes with (issue 16). */
  reportSource: verifiedProcedure
    .input(ZDocumentRef)
    .query(({ ctx, input }) => getReportSource(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  /** The whole match report, with the read-back of the rendered PDF and DOCX. */
  report: verifiedProcedure
    .input(ZDocumentRef)
    .query(({ ctx, input }) => getDocumentReport(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  setTemplate: verifiedProcedure
    .input(ZDocumentTemplate)
    .mutation(({ ctx, input }) =>
      setDocumentTemplate(
        ctx.deps,
        { userId: ctx.auth.user.id, user: ctx.auth.user },
        input.id,
        input.templateId,
      ),
    ),
  /** Issue 32: every save kept; list, read and restore. */
  versions: documentVersionsRouter,
  /** Issue 32: AI help on a selection in the editor. */
  selectionHelp: selectionHelpRouter,
});
