import { ZConfirmEmailChange, ZDeleteAccountInput, ZProfileUpdate, ZSettingsPatch } from '@app/shared';
import { clearSessionCookie } from '../../auth/request-auth.js';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { deleteAccount, requestDeletionCode } from './account-deletion.service.js';
import { cancelEmailChange, confirmEmailChange } from './email-change.service.js';
import { removePhoto } from './photo.service.js';
import { completeOnboarding, getProfile, resetOnboarding, updateProfile } from './profile.service.js';
import { getSettings, updateSettings } from './settings.service.js';

/**
 * tRPC twins of the REST shims in users.routes.ts: each procedure calls the same service. The
 * photo upload (multipart) and the export (a file download) are REST only.
 */
export const profileRouter = router({
  get: authedProcedure.query(({ ctx }) => getProfile(ctx.deps, ctx.auth.user.id)),
  update: authedProcedure
    .input(ZProfileUpdate)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.auth.user.id, input, ctx.meta)),
  /** Public: the e-mailed link works signed out; a code needs the account's session. */
  confirmEmailChange: publicProcedure
    .input(ZConfirmEmailChange)
    .mutation(({ ctx, input }) =>
      confirmEmailChange(ctx.deps, input, ctx.auth ? { userId: ctx.auth.user.id } : null, ctx.meta),
    ),
  cancelEmailChange: authedProcedure.mutation(async ({ ctx }) => {
    await cancelEmailChange(ctx.deps, ctx.auth.user.id);
    return getProfile(ctx.deps, ctx.auth.user.id);
  }),
  removePhoto: authedProcedure.mutation(({ ctx }) => removePhoto(ctx.deps, ctx.auth.user.id)),
  completeOnboarding: authedProcedure.mutation(({ ctx }) => completeOnboarding(ctx.deps, ctx.auth.user.id)),
  resetOnboarding: authedProcedure.mutation(({ ctx }) => resetOnboarding(ctx.deps, ctx.auth.user.id)),
});

export const settingsRouter = router({
  get: authedProcedure.query(({ ctx }) => getSettings(ctx.deps, ctx.auth.user.id)),
  update: authedProcedure
    .input(ZSettingsPatch)
    .mutation(({ ctx, input }) => updateSettings(ctx.deps, ctx.auth.user.id, input)),
});

export const accountRouter = router({
  requestDeletionCode: authedProcedure.mutation(({ ctx }) =>
    requestDeletionCode(ctx.deps, ctx.auth.user.id, ctx.meta),
  ),
  delete: authedProcedure.input(ZDeleteAccountInput).mutation(async ({ ctx, input }) => {
    const result = await deleteAccount(ctx.deps, ctx.auth.user.id, input, ctx.meta);
    if (ctx.http) clearSessionCookie(ctx.deps, ctx.http.reply);
    return result;
  }),
});
