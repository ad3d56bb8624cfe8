import { ZAuditListInput, ZAuditPageInput } from '@app/shared';
import { adminProcedure, router } from '../../../trpc/init.js';
import { listAudit } from './audit.repo.js';
import { auditActors, pageAudit } from './audit-page.repo.js';

/** The audit log: `list` (raw entries, kept for earlier callers), `page` and `actors` for the tab. */
export const auditRouter = router({
  list: adminProcedure.input(ZAuditListInput).query(({ ctx, input }) => listAudit(ctx.deps.db, input)),
  page: adminProcedure.input(ZAuditPageInput).query(({ ctx, input }) => pageAudit(ctx.deps.db, input)),
  actors: adminProcedure.query(({ ctx }) => auditActors(ctx.deps.db)),
});
