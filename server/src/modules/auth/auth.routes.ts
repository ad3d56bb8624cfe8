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
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { NOT_SIGNED_IN } from '../../auth/access.js';
import {
  authOf,
  clearSessionCookie,
  oauthStateOf,
  requestMeta,
  setOAuthStateCookie,
  setSessionCookie,
} from '../../auth/request-auth.js';
import type { AuthContext } from '../../auth/resolve-auth.js';
import { revokeSession } from '../../auth/sessions.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { parseBody, parseInput } from '../../plugins/validation.js';
import { toUserJson } from '../users/users.dto.js';
import { completeGoogle, startGoogle } from './google.service.js';
import { login } from './login.service.js';
import { changePassword, forgotPassword, resetPassword, validateResetToken } from './password.service.js';
import { sendMagicLink, sendOtp, verifyMagicLink, verifyOtp } from './passwordless.service.js';
import { register } from './register.service.js';
import type { SignedIn } from './sign-in.js';
import { resendVerification, verifyEmail } from './verification.service.js';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** REST shims for spec 01 §7: parse with the shared schemas, call the same services as tRPC. */
export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const signedIn = (reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(deps, reply, result.token, result.expiresAt, result.deviceId);
    return { token: result.token, user: result.user, message: result.message };
  };

  app.get('/api/login', (_req, reply) => reply.redirect('/login'));

  const sendUser = (reply: FastifyReply, auth: AuthContext | null) => {
    if (!auth) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
    // Sent as ready-made JSON: every page load asks, and the answer rarely changes.
    return reply.type(JSON_UTF8).send(toUserJson(auth.user, deps.clock.now()));
  };
  app.get('/api/auth/user', (req, reply) => {
    const auth = authOf(deps, req);
    // A cached session (nearly every call) answers in this tick: no promise, no microtask.
    if (auth instanceof Promise) return auth.then((found) => sendUser(reply, found));
    sendUser(reply, auth);
  });

  app.post('/api/auth/register', async (req, reply) =>
    reply.code(201).send(await register(deps, parseBody(ZRegisterInput, req.body), requestMeta(req))),
  );

  app.post('/api/auth/login', async (req, reply) => {
    const result = await login(deps, parseBody(ZLoginInput, req.body), requestMeta(req));
    return 'requiresVerification' in result ? result : signedIn(reply, result);
  });

  app.post('/api/auth/logout', async (req, reply) => {
    const auth = await authOf(deps, req);
    if (auth) await revokeSession(deps, { id: auth.id, userId: auth.user.id });
    clearSessionCookie(deps, reply);
    return { message: 'Logged out' };
  });

  app.post('/api/auth/send-otp', async (req) =>
    sendOtp(deps, parseBody(ZEmailInput, req.body).email, requestMeta(req)),
  );
  app.post('/api/auth/verify-otp', async (req, reply) =>
    signedIn(reply, await verifyOtp(deps, parseBody(ZVerifyOtpInput, req.body), requestMeta(req))),
  );
  app.post('/api/auth/send-magic-link', async (req) =>
    sendMagicLink(deps, parseBody(ZEmailInput, req.body).email, requestMeta(req)),
  );
  app.post('/api/auth/verify-magic-link', async (req, reply) =>
    signedIn(reply, await verifyMagicLink(deps, parseBody(ZTokenInput, req.body).token, requestMeta(req))),
  );

  app.get('/api/auth/google', async (req, reply) => {
    const { returnTo } = parseInput(z.object({ returnTo: z.string().max(500).optional() }), req.query);
    const { authUrl, state } = await startGoogle(deps, returnTo);
    setOAuthStateCookie(deps, reply, state);
    return { authUrl };
  });
  app.post('/api/auth/:provider/callback', async (req, reply) => {
    const { provider } = parseInput(z.object({ provider: z.string() }), req.params);
    if (provider !== 'google') throw new AppError('NOT_FOUND', 'Unknown sign-in provider.');
    const input = parseBody(ZOAuthCallbackInput, req.body);
    const result = await completeGoogle(deps, { ...input, cookieState: oauthStateOf(req) }, requestMeta(req));
    return { ...signedIn(reply, result), returnTo: result.returnTo };
  });

  app.post('/api/auth/forgot-password', async (req) =>
    forgotPassword(deps, parseBody(ZEmailInput, req.body).email, requestMeta(req)),
  );
  app.get('/api/auth/validate-reset-token', async (req) =>
    validateResetToken(deps, parseInput(ZTokenInput, req.query).token),
  );
  app.post('/api/auth/reset-password', async (req) =>
    resetPassword(deps, parseBody(ZResetPasswordInput, req.body), requestMeta(req)),
  );
  app.post('/api/auth/verify-email', async (req) =>
    verifyEmail(deps, parseBody(ZVerifyEmailInput, req.body), requestMeta(req)),
  );
  app.post('/api/auth/resend-verification', async (req) =>
    resendVerification(deps, parseBody(ZEmailInput, req.body).email, requestMeta(req)),
  );
  app.post('/api/auth/change-password', async (req) => {
    const auth = await authOf(deps, req);
    if (!auth) throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
    const input = parseBody(ZChangePasswordInput, req.body);
    return changePassword(deps, { userId: auth.user.id, sessionId: auth.id }, input, requestMeta(req));
  });
}
