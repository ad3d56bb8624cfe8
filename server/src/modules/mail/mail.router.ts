import { publicProcedure, router } from '../../trpc/init.js';
import { getNotificationStatus } from './mail.service.js';

export const notificationsRouter = router({
  status: publicProcedure.query(({ ctx }) => getNotificationStatus(ctx.deps)),
});
