import { ZJobCheckRequest } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { parseBody } from '../../plugins/validation.js';
import { checkJobFor } from './job-check.service.js';

/** POST /api/job-check: the same answer as tRPC jobCheck.check. */
export async function jobCheckRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post('/api/job-check', async (req) => {
    const user = (await requireAuth(deps, req)).user;
    return checkJobFor(
      deps,
      { userId: user.id, cvDetails: user.cv_details },
      parseBody(ZJobCheckRequest, req.body),
    );
  });
}
