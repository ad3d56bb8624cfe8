import { ZJobImportRequest } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { parseBody } from '../../plugins/validation.js';
import { importJobFor } from './job-import.service.js';

/** POST /api/job-import: the same answer as tRPC jobImport.fromLink (a failure is a 422 AppError). */
export async function jobImportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post('/api/job-import', async (req) => {
    const user = (await requireAuth(deps, req)).user;
    return importJobFor(deps, { userId: user.id }, parseBody(ZJobImportRequest, req.body));
  });
}
