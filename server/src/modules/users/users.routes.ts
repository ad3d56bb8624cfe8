import { Readable } from 'node:stream';
import {
  isAdmin,
  PHOTO_MESSAGES,
  ZConfirmEmailChange,
  ZDeleteAccountInput,
  ZProfileUpdate,
  ZSettingsPatch,
} from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.js';
import { authOf, clearSessionCookie, requestMeta } from '../../auth/request-auth.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { parseBody, parseInput } from '../../plugins/validation.js';
import { contentDisposition } from '../documents/content-disposition.js';
import { deleteAccount, requestDeletionCode } from './account-deletion.service.js';
import { cancelEmailChange, confirmEmailChange } from './email-change.service.js';
import { prepareExport } from './export.service.js';
import { closeExportReader } from './export-reader.js';
import { readPhoto, removePhoto, uploadPhoto } from './photo.service.js';
import { readPhotoUpload, registerPhotoMultipart } from './photo-upload.js';
import { completeOnboarding, getProfile, resetOnboarding, updateProfile } from './profile.service.js';
import { getSettings, updateSettings } from './settings.service.js';
import { sendTestEmail } from './test-email.service.js';

/** Personal data: never kept by a shared cache, nor by the browser's. */
const PRIVATE = 'private, no-store';
const ZPhotoParams = z.object({ id: z.uuid({ error: PHOTO_MESSAGES.notFound }) });

/** Every call here is about the signed-in person's own account: signed in is enough. */
const signedIn = (deps: Deps, req: FastifyRequest) => requireAuth(deps, req, 'signed-in');

/** REST shims of spec 02 §7 for profile, onboarding, settings, notifications and data rights. */
export async function usersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.addHook('onClose', () => closeExportReader(deps.env.DATABASE_URL));
  profileRoutes(app, deps);
  settingsRoutes(app, deps);
  accountRoutes(app, deps);
  // Multipart lives in the upload's own scope (its hooks would otherwise run on every request).
  await app.register(async (scope) => {
    await registerPhotoMultipart(scope);
    scope.post('/api/profile/photo', async (req) => {
      const { user } = await signedIn(deps, req);
      const upload = await readPhotoUpload(req);
      if (!upload) throw new AppError('VALIDATION_FAILED', PHOTO_MESSAGES.missing);
      return uploadPhoto(deps, user.id, upload);
    });
  });
}

function profileRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/profile', async (req) => getProfile(deps, (await signedIn(deps, req)).user.id));

  app.patch('/api/profile', async (req) => {
    const { user } = await signedIn(deps, req);
    return updateProfile(deps, user.id, parseBody(ZProfileUpdate, req.body), requestMeta(req));
  });

  /** The e-mailed link works signed out; a code needs the session of the account it was sent for. */
  app.post('/api/profile/confirm-email', async (req) => {
    const input = parseBody(ZConfirmEmailChange, req.body);
    const auth = await authOf(deps, req);
    return confirmEmailChange(deps, input, auth ? { userId: auth.user.id } : null, requestMeta(req));
  });

  app.delete('/api/profile/pending-email', async (req) => {
    const { user } = await signedIn(deps, req);
    await cancelEmailChange(deps, user.id);
    return getProfile(deps, user.id);
  });

  app.delete('/api/profile/photo', async (req) => removePhoto(deps, (await signedIn(deps, req)).user.id));

  app.get('/api/profile/photo/:id', async (req, reply) => {
    const { user } = await signedIn(deps, req);
    // A malformed id reads like a missing photo: it says nothing about what exists.
    const params = ZPhotoParams.safeParse(req.params);
    if (!params.success) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    const photo = await readPhoto(deps, { userId: user.id, isAdmin: isAdmin(user) }, params.data.id);
    return (
      reply
        .header('content-type', photo.mimeType)
        // A new photo is a new file id, so this address never shows anything else.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.content)
    );
  });

  app.post('/api/complete-onboarding', async (req) =>
    completeOnboarding(deps, (await signedIn(deps, req)).user.id),
  );
  app.post('/api/reset-onboarding', async (req) =>
    resetOnboarding(deps, (await signedIn(deps, req)).user.id),
  );
}

function settingsRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/settings', async (req) => getSettings(deps, (await signedIn(deps, req)).user.id));
  app.patch('/api/settings', async (req) => {
    const { user } = await signedIn(deps, req);
    return updateSettings(deps, user.id, parseInput(ZSettingsPatch, req.body));
  });
  app.post('/api/notifications/test-email', async (req) => {
    const { user } = await signedIn(deps, req);
    return sendTestEmail(deps, user, requestMeta(req));
  });
}

function accountRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/user/export', async (req, reply: FastifyReply) => {
    const { user } = await signedIn(deps, req);
    const prepared = await prepareExport(deps, user.id);
    const stream = Readable.from(prepared.chunks, { objectMode: false });
    stream.on('error', (error) => req.log.error({ err: error }, 'export stopped part-way'));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', prepared.filename))
      .header('cache-control', PRIVATE)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });

  app.post('/api/user/delete-code', async (req) =>
    requestDeletionCode(deps, (await signedIn(deps, req)).user.id, requestMeta(req)),
  );

  app.delete('/api/user', async (req, reply) => {
    const { user } = await signedIn(deps, req);
    const result = await deleteAccount(
      deps,
      user.id,
      parseBody(ZDeleteAccountInput, req.body ?? {}),
      requestMeta(req),
    );
    clearSessionCookie(deps, reply);
    return result;
  });
}
