import { ZSelectionAssistInput } from '@app/shared';
import { router, verifiedProcedure } from '../../trpc/init.js';
import { streamSelectionHelp, waitSelectionHelp } from './selection-help.service.js';

const bodyOf = ({ id: _id, ...body }: { id: string } & Parameters<typeof waitSelectionHelp>[3]) => body;

/** Issue 32's AI help on a selection: `documents.selectionHelp.*`. */
export const selectionHelpRouter = router({
  /** The model's words as they are written, then the suggestion with its claims (the browser's). */
  stream: verifiedProcedure.input(ZSelectionAssistInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    yield* streamSelectionHelp(ctx.deps, { userId: ctx.auth.user.id }, input.id, bodyOf(input), signal);
  }),
  /** Waits for the whole suggestion (tests and scripts; the REST shim's twin). */
  wait: verifiedProcedure
    .input(ZSelectionAssistInput)
    .mutation(({ ctx, input, signal }) =>
      waitSelectionHelp(ctx.deps, { userId: ctx.auth.user.id }, input.id, bodyOf(input), signal),
    ),
});
