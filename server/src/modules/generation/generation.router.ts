import { ZGenerationRequest } from '@app/shared';
import { z } from 'zod';
import { router, verifiedProcedure } from '../../trpc/init.js';
import { getGeneration, startGeneration, watchGeneration } from './generation.service.js';

const ZId = z.object({ id: z.uuid({ error: 'That generation id is not valid.' }) });

export const generationRouter = router({
  /** Accepts a generation and answers at once with its id; follow it with `watch`. */
  start: verifiedProcedure
    .input(z.object({ resumeFileId: z.uuid().optional() }).and(ZGenerationRequest))
    .mutation(async ({ ctx, input }) => {
      const resume = input.resumeFileId ? { fileId: input.resumeFileId } : null;
      return startGeneration(
        ctx.deps,
        { userId: ctx.auth.user.id, cvDetails: ctx.auth.user.cv_details },
        input,
        resume,
      );
    }),
  get: verifiedProcedure
    .input(ZId)
    .query(({ ctx, input }) => getGeneration(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  /** Current state, then stages and the text as it is written, ending on done or failed. */
  watch: verifiedProcedure.input(ZId).subscription(async function* ({ ctx, input, signal }) {
    yield* watchGeneration(ctx.deps, { userId: ctx.auth.user.id }, input.id, signal);
  }),
});
