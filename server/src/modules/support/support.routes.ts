import { isAdmin, SUPPORT_MESSAGES, ZSupportAvailability, ZSupportSeen } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { parseBody } from '../../plugins/validation.js';
import {
  getAdminThread,
  getOwnConversation,
  getSupportStatus,
  listConversations,
  readSupportImage,
  sendAdminReply,
  sendUserMessage,
  setSupportAvailability,
} from './support.service.js';
import { markSeen } from './support-read.js';
import { readSupportForm, registerSupportMultipart } from './support-upload.js';

/** Conversations are personal: never kept by a shared cache, nor by the browser's. */
const PRIVATE = 'private, no-store';
const ZImageParams = z.object({ id: z.uuid() });
const ZUserParams = z.object({ userId: z.uuid() });

const signedIn = (deps: Deps, req: FastifyRequest) => requireAuth(deps, req, 'signed-in');
const admin = (deps: Deps, req: FastifyRequest) => requireAuth(deps, req, 'admin');

/** A malformed id reads like a missing conversation: it says nothing about what exists. */
function conversationOf(params: unknown): string {
  const parsed = ZUserParams.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound);
  return parsed.data.userId;
}

/** REST of spec 01 §7 (/api/support/*), the administrators' inbox and the images (/ws: app.ts). */
export async function supportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/support/status', async () => getSupportStatus(deps));

  app.get('/api/support/messages', async (req, reply) => {
    const { user } = await signedIn(deps, req);
    reply.header('cache-control', PRIVATE);
    return getOwnConversation(deps, user);
  });

  /** { messageId } -> { readAt }: the person saw their conversation up to that message. */
  app.post('/api/support/read', async (req) => {
    const { user } = await signedIn(deps, req);
    return markSeen(deps, user, parseBody(ZSupportSeen, req.body).messageId);
  });

  app.get('/api/support/images/:id', async (req, reply) => {
    const { user } = await signedIn(deps, req);
    const params = ZImageParams.safeParse(req.params);
    if (!params.success) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.imageNotFound);
    const image = await readSupportImage(deps, { userId: user.id, isAdmin: isAdmin(user) }, params.data.id);
    return (
      reply
        .header('content-type', image.mimeType)
        // An image never changes under its id, but only its two readers may keep it.
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.content)
    );
  });

  /** { available: boolean } -> { available, agentOnline } */
  app.put('/api/admin/support/availability', async (req) => {
    const { user } = await admin(deps, req);
    return setSupportAvailability(deps, user, parseBody(ZSupportAvailability, req.body).available);
  });

  app.get('/api/admin/support/conversations', async (req, reply) => {
    const { user } = await admin(deps, req);
    reply.header('cache-control', PRIVATE);
    return { conversations: await listConversations(deps, user) };
  });

  app.get('/api/admin/support/conversations/:userId', async (req, reply) => {
    const { user } = await admin(deps, req);
    reply.header('cache-control', PRIVATE);
    return getAdminThread(deps, user, conversationOf(req.params));
  });

  // Multipart lives in the uploads' own scope (its hooks would otherwise run on every request).
  await app.register(async (scope) => {
    await registerSupportMultipart(scope);
    scope.post('/api/support/message', async (req) => {
      const { user } = await signedIn(deps, req);
      return sendUserMessage(deps, user, await readSupportForm(req));
    });
    scope.post('/api/admin/support/conversations/:userId/message', async (req) => {
      const { user } = await admin(deps, req);
      const userId = conversationOf(req.params);
      return sendAdminReply(deps, user, userId, await readSupportForm(req));
    });
  });
}
