import {
  type ApplicationSummaryDto,
  NOTE_KINDS,
  ZApplicationCreate,
  ZApplicationId,
  ZApplicationListQuery,
  ZApplicationPatch,
  ZApplicationRef,
} from '@app/shared';
import { z } from 'zod';
import { router, verifiedProcedure } from '../../trpc/init.js';
import {
  createApplication,
  getApplication,
  getApplicationsOverview,
  markApplied,
  removeApplication,
  updateApplication,
} from './applications.service.js';
import { streamAssist, writeInterviewPrep, writeNote } from './applications-assist.service.js';
import { cachedApplicationList } from './applications-list-cache.js';
import { changingList as changing } from './applications-list-versions.js';

const ZAssistKind = z.enum([...NOTE_KINDS, 'interview_prep'], {
  error: "Choose 'follow_up', 'thank_you' or 'interview_prep'.",
});

/** tRPC twins of /api/applications: each procedure calls the same service as its REST shim. */
export const applicationsRouter = router({
  /**
   * The board: built once per version of the list and shared (applications-list-cache.ts). The
   * objects are frozen; typed as before so the client's inferred type does not change.
   */
  list: verifiedProcedure
    .input(ZApplicationListQuery)
    .query(
      async ({ ctx, input }) =>
        (await cachedApplicationList(
          ctx.deps,
          { userId: ctx.auth.user.id },
          input,
        )) as ApplicationSummaryDto[],
    ),
  overview: verifiedProcedure.query(({ ctx }) =>
    getApplicationsOverview(ctx.deps, { userId: ctx.auth.user.id }),
  ),
  create: verifiedProcedure.input(ZApplicationCreate).mutation(({ ctx, input }) => {
    const actor = { userId: ctx.auth.user.id };
    return changing(ctx.deps.db, actor, () => createApplication(ctx.deps, actor, input));
  }),
  get: verifiedProcedure
    .input(ZApplicationRef)
    .query(({ ctx, input }) => getApplication(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  update: verifiedProcedure.input(ZApplicationPatch).mutation(({ ctx, input }) => {
    const { id, ...patch } = input;
    const actor = { userId: ctx.auth.user.id };
    return changing(ctx.deps.db, actor, () => updateApplication(ctx.deps, actor, id, patch));
  }),
  remove: verifiedProcedure.input(ZApplicationRef).mutation(({ ctx, input }) => {
    const actor = { userId: ctx.auth.user.id };
    return changing(ctx.deps.db, actor, () => removeApplication(ctx.deps, actor, input.id));
  }),
  // Not `apply`: tRPC reserves the names of Function.prototype.
  markApplied: verifiedProcedure.input(ZApplicationRef).mutation(({ ctx, input }) => {
    const actor = { userId: ctx.auth.user.id };
    return changing(ctx.deps.db, actor, () => markApplied(ctx.deps, actor, input.id));
  }),
  /** Waits for the model (used by tests and scripts); the browser uses `assist`. */
  writeNote: verifiedProcedure
    .input(z.object({ id: ZApplicationId, kind: z.enum(NOTE_KINDS) }))
    .mutation(({ ctx, input }) => writeNote(ctx.deps, { userId: ctx.auth.user.id }, input.id, input.kind)),
  writeInterviewPrep: verifiedProcedure
    .input(ZApplicationRef)
    .mutation(({ ctx, input }) => writeInterviewPrep(ctx.deps, { userId: ctx.auth.user.id }, input.id)),
  /** The model's words as they are written, then the saved note or preparation. */
  assist: verifiedProcedure
    .input(z.object({ id: ZApplicationId, kind: ZAssistKind }))
    .subscription(async function* ({ ctx, input, signal }) {
      yield* streamAssist(ctx.deps, { userId: ctx.auth.user.id }, input.id, input.kind, signal);
    }),
});
