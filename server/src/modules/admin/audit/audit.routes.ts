import { ZAuditPageInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../auth/access.js';
import type { Deps } from '../../../deps.js';
import { parseInput } from '../../../plugins/validation.js';
import { pageAudit } from './audit-page.repo.js';

/** REST shim of `admin.audit.page`: administrators only; a bad filter is a 400 with a sentence. */
export async function auditRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  /** ?admin=<id>&user=<id>&action=user.plan&cursor=<nextCursor>&limit=25 → { entries, nextCursor } */
  app.get('/api/admin/audit', async (req) => {
    await requireAuth(deps, req, 'admin');
    return pageAudit(deps.db, parseInput(ZAuditPageInput, req.query ?? {}));
  });
}
