import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { auditRoutes } from './audit/audit.routes.js';
import { promptsRoutes } from './prompts/prompts.routes.js';
import { providersRoutes } from './providers/providers.routes.js';
import { adminUsersRoutes } from './users/admin-users.routes.js';

/** The documented /api/admin calls of the console (analytics and monitoring have their own). */
export async function adminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await providersRoutes(app, deps);
  await promptsRoutes(app, deps);
  await adminUsersRoutes(app, deps);
  await auditRoutes(app, deps);
}
