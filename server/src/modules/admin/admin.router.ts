import { router } from '../../trpc/init.js';
import { auditRouter } from './audit/audit.router.js';
import { promptsRouter } from './prompts/prompts.router.js';
import { providersRouter } from './providers/providers.router.js';
import { adminUsersRouter } from './users/admin-users.router.js';

/**
 * The admin console's procedures. Every one is an adminProcedure: 401 for a signed-out caller,
 * 403 with the Access Denied sentence for anyone whose role does not contain 'admin'.
 */
export const adminRouter = router({
  providers: providersRouter,
  prompts: promptsRouter,
  users: adminUsersRouter,
  audit: auditRouter,
});
