import {
  ZDefaultPromptsDto,
  ZPromptActivateInput,
  ZPromptDto,
  ZPromptHistoryInput,
  ZPromptSaveInput,
  ZPromptTestInput,
  ZPromptTestRef,
  ZPromptTestResultDto,
  ZPromptTestStarted,
} from '@app/shared';
import { z } from 'zod';
import { adminProcedure, router } from '../../../trpc/init.js';
import { actorOf } from '../admin-actor.js';
import { getPromptTest, startPromptTest, watchPromptTest } from './prompt-tests.service.js';
import { activatePrompt, defaultPrompts, listPrompts, savePrompt } from './prompts.service.js';

export const promptsRouter = router({
  /** Every version of both types, newest first (the active one of each type flagged). */
  list: adminProcedure.output(z.array(ZPromptDto)).query(({ ctx }) => listPrompts(ctx.deps)),
  history: adminProcedure
    .input(ZPromptHistoryInput)
    .output(z.array(ZPromptDto))
    .query(({ ctx, input }) => listPrompts(ctx.deps, input)),
  defaults: adminProcedure.output(ZDefaultPromptsDto).query(() => defaultPrompts()),
  save: adminProcedure
    .input(ZPromptSaveInput)
    .output(ZPromptDto)
    .mutation(({ ctx, input }) => savePrompt(ctx.deps, actorOf(ctx.auth), input)),
  activate: adminProcedure
    .input(ZPromptActivateInput)
    .output(ZPromptDto)
    .mutation(({ ctx, input }) => activatePrompt(ctx.deps, actorOf(ctx.auth), input)),
  /** Queues the draft on the worker against the live provider; follow it with `watchTest`. */
  test: adminProcedure
    .input(ZPromptTestInput)
    .output(ZPromptTestStarted)
    .mutation(({ ctx, input }) => startPromptTest(ctx.deps, actorOf(ctx.auth), input)),
  testResult: adminProcedure
    .input(ZPromptTestRef)
    .output(ZPromptTestResultDto)
    .query(({ ctx, input }) => getPromptTest(ctx.deps, input.testId)),
  /** The state so far, then tokens as the model writes them, ending on done or failed. */
  watchTest: adminProcedure.input(ZPromptTestRef).subscription(async function* ({ ctx, input, signal }) {
    yield* watchPromptTest(ctx.deps, input.testId, signal);
  }),
});
