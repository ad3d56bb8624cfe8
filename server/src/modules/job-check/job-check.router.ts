import { ZJobCheckRequest } from '@app/shared';
import { router, verifiedProcedure } from '../../trpc/init.js';
import { checkJobFor } from './job-check.service.js';

export const jobCheckRouter = router({
  /** A mutation: the advert (up to 20,000 characters) travels in a body, never a GET's URL. */
  check: verifiedProcedure
    .input(ZJobCheckRequest)
    .mutation(({ ctx, input }) =>
      checkJobFor(ctx.deps, { userId: ctx.auth.user.id, cvDetails: ctx.auth.user.cv_details }, input),
    ),
});
