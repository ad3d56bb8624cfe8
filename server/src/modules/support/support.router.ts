import { ZSupportAvailability, ZSupportReply, ZSupportSeen, ZSupportSend, ZSupportUserId } from '@app/shared';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  getAdminThread,
  getOwnConversation,
  getSupportStatus,
  listConversations,
  sendAdminReply,
  sendUserMessage,
  setSupportAvailability,
} from './support.service.js';
import { markSeen } from './support-read.js';

/**
 * tRPC twins of /api/support/* and /api/admin/support/*. Text only: a message with an image goes
 * through the multipart REST route (tRPC here carries JSON bodies only).
 */
export const supportRouter = router({
  status: publicProcedure.query(({ ctx }) => getSupportStatus(ctx.deps)),
  messages: authedProcedure.query(({ ctx }) => getOwnConversation(ctx.deps, ctx.auth.user)),
  markSeen: authedProcedure
    .input(ZSupportSeen)
    .mutation(({ ctx, input }) => markSeen(ctx.deps, ctx.auth.user, input.messageId)),
  send: authedProcedure
    .input(ZSupportSend)
    .mutation(({ ctx, input }) => sendUserMessage(ctx.deps, ctx.auth.user, input)),
  admin: router({
    conversations: adminProcedure.query(({ ctx }) => listConversations(ctx.deps, ctx.auth.user)),
    conversation: adminProcedure
      .input(ZSupportUserId)
      .query(({ ctx, input }) => getAdminThread(ctx.deps, ctx.auth.user, input.userId)),
    reply: adminProcedure
      .input(ZSupportReply)
      .mutation(({ ctx, input }) =>
        sendAdminReply(ctx.deps, ctx.auth.user, input.userId, { message: input.message }),
      ),
    setAvailable: adminProcedure
      .input(ZSupportAvailability)
      .mutation(({ ctx, input }) => setSupportAvailability(ctx.deps, ctx.auth.user, input.available)),
  }),
});
