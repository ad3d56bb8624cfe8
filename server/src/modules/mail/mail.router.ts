import { authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { sendTestEmail } from '../users/test-email.service.js';
import { getNotificationStatus } from './mail.service.js';

export const notificationsRouter = router({
  status: publicProcedure.query(({ ctx }) => getNotificationStatus(ctx.deps)),
  /** POST /api/notifications/test-email's twin (users/test-email.service.ts). */
  testEmail: authedProcedure.mutation(({ ctx }) => sendTestEmail(ctx.deps, ctx.auth.user, ctx.meta)),
});
