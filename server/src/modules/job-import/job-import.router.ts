import { ZJobImportRequest } from '@app/shared';
import { router, verifiedProcedure } from '../../trpc/init.js';
import { importJobFor } from './job-import.service.js';

export const jobImportRouter = router({
  /** A mutation: it fetches a page and counts against the account's limit, never a cacheable read. */
  fromLink: verifiedProcedure
    .input(ZJobImportRequest)
    .mutation(({ ctx, input }) => importJobFor(ctx.deps, { userId: ctx.auth.user.id }, input)),
});
