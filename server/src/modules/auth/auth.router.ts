import {
  ZChangePasswordInput,
  ZEmailInput,
  ZLoginInput,
  ZOAuthCallbackInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZTokenInput,
  ZVerifyEmailInput,
  ZVerifyOtpInput,
} from '@app/shared';
import { z } from 'zod';
import {
  clearSessionCookie,
  oauthStateOf,
  setOAuthStateCookie,
  setSessionCookie,
} from '../../auth/request-auth.js';
import { revokeSession } from '../../auth/sessions.js';
import type { Context } from '../../trpc/context.js';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { toUserDto } from '../users/users.dto.js';
import { completeGoogle, startGoogle } from './google.service.js';
import { login } from './login.service.js';
import { changePassword, forgotPassword, resetPassword, validateResetToken } from './password.service.js';
import { sendMagicLink, sendOtp, verifyMagicLink, verifyOtp } from './passwordless.service.js';
import { register } from './register.service.js';
import type { SignedIn } from './sign-in.js';
import { resendVerification, verifyEmail } from './verification.service.js';

/** Sets the session cookie and answers the documented `{ token, user, message }`. */
function signedIn(ctx: Context, result: SignedIn) {
  if (ctx.http) setSessionCookie(ctx.deps, ctx.http.reply, result.token, result.expiresAt);
  return { token: result.token, user: result.user, message: result.message };
}

export const authRouter = router({
  user: authedProcedure.query(({ ctx }) => toUserDto(ctx.auth.user, ctx.deps.clock.now())),
  /** The same user, or null when signed out: lets a page check without an error. */
  session: publicProcedure.query(({ ctx }) =>
    ctx.auth ? toUserDto(ctx.auth.user, ctx.deps.clock.now()) : null,
  ),

  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }) => {
    const result = await login(ctx.deps, input, ctx.meta);
    return 'requiresVerification' in result ? result : signedIn(ctx, result);
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth) await revokeSession(ctx.deps, { id: ctx.auth.id, userId: ctx.auth.user.id });
    if (ctx.http) clearSessionCookie(ctx.deps, ctx.http.reply);
    return { message: 'Logged out' };
  }),

  register: publicProcedure
    .input(ZRegisterInput)
    .mutation(({ ctx, input }) => register(ctx.deps, input, ctx.meta)),
  sendOtp: publicProcedure
    .input(ZEmailInput)
    .mutation(({ ctx, input }) => sendOtp(ctx.deps, input.email, ctx.meta)),
  verifyOtp: publicProcedure
    .input(ZVerifyOtpInput)
    .mutation(async ({ ctx, input }) => signedIn(ctx, await verifyOtp(ctx.deps, input, ctx.meta))),
  sendMagicLink: publicProcedure
    .input(ZEmailInput)
    .mutation(({ ctx, input }) => sendMagicLink(ctx.deps, input.email, ctx.meta)),
  verifyMagicLink: publicProcedure
    .input(ZTokenInput)
    .mutation(async ({ ctx, input }) =>
      signedIn(ctx, await verifyMagicLink(ctx.deps, input.token, ctx.meta)),
    ),

  googleStart: publicProcedure
    .input(z.object({ returnTo: z.string().max(500).optional() }).optional())
    .mutation(async ({ ctx, input }) => {
      const { authUrl, state } = await startGoogle(ctx.deps, input?.returnTo);
      if (ctx.http) setOAuthStateCookie(ctx.deps, ctx.http.reply, state);
      return { authUrl };
    }),
  oauthCallback: publicProcedure
    .input(
      ZOAuthCallbackInput.extend({
        provider: z.literal('google', { error: 'Unknown sign-in provider' }).default('google'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const cookieState = ctx.http ? oauthStateOf(ctx.http.request) : undefined;
      const result = await completeGoogle(ctx.deps, { ...input, cookieState }, ctx.meta);
      return { ...signedIn(ctx, result), returnTo: result.returnTo };
    }),

  forgotPassword: publicProcedure
    .input(ZEmailInput)
    .mutation(({ ctx, input }) => forgotPassword(ctx.deps, input.email, ctx.meta)),
  validateResetToken: publicProcedure
    .input(ZTokenInput)
    .query(({ ctx, input }) => validateResetToken(ctx.deps, input.token)),
  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input, ctx.meta)),
  verifyEmail: publicProcedure
    .input(ZVerifyEmailInput)
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input, ctx.meta)),
  resendVerification: publicProcedure
    .input(ZEmailInput)
    .mutation(({ ctx, input }) => resendVerification(ctx.deps, input.email, ctx.meta)),
  changePassword: authedProcedure
    .input(ZChangePasswordInput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx.deps, { userId: ctx.auth.user.id, sessionId: ctx.auth.id }, input, ctx.meta),
    ),
});
