import {
  ZAdminCreditsBody,
  ZAdminPlanBody,
  ZAdminStatusBody,
  ZAdminUserId,
  ZAdminUserListInput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../../auth/access.js';
import type { Deps } from '../../../deps.js';
import { parseBody, parseInput } from '../../../plugins/validation.js';
import { actorOf } from '../admin-actor.js';
import {
  deleteUser,
  getAdminUser,
  listAdminUsers,
  resetUserUsage,
  setUserCredits,
  setUserPlan,
  setUserStatus,
} from './admin-users.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/**
 * REST shims of spec 02 §7's admin user calls, and the credits change beside them (issue 29);
 * every one refuses non-administrators.
 */
export async function adminUsersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const admin = async (req: FastifyRequest) => actorOf(await requireAuth(deps, req, 'admin'));
  const idOf = (req: WithId) => parseInput(ZAdminUserId, req.params.id);

  /** ?page=1&limit=10&search=ada&plan=jjc → { users, totalPages, total, page } */
  app.get('/api/admin/users', async (req) => {
    await admin(req);
    return listAdminUsers(deps, parseInput(ZAdminUserListInput, req.query ?? {}));
  });

  app.get('/api/admin/users/:id', async (req: WithId) => {
    await admin(req);
    return getAdminUser(deps, idOf(req));
  });

  app.patch('/api/admin/users/:id/plan', async (req: WithId) => {
    const actor = await admin(req);
    return setUserPlan(deps, actor, { ...parseBody(ZAdminPlanBody, req.body), id: idOf(req) });
  });

  app.patch('/api/admin/users/:id/status', async (req: WithId) => {
    const actor = await admin(req);
    return setUserStatus(deps, actor, { ...parseBody(ZAdminStatusBody, req.body), id: idOf(req) });
  });

  /** { mode: 'add' | 'set', resumes?, coverLetters?, reason } → { success, message, user } */
  app.patch('/api/admin/users/:id/credits', async (req: WithId) => {
    const actor = await admin(req);
    return setUserCredits(deps, actor, { ...parseBody(ZAdminCreditsBody, req.body), id: idOf(req) });
  });

  app.post('/api/admin/users/:id/reset-usage', async (req: WithId) => {
    const actor = await admin(req);
    return resetUserUsage(deps, actor, idOf(req));
  });

  app.delete('/api/admin/users/:id', async (req: WithId) => {
    const actor = await admin(req);
    return deleteUser(deps, actor, idOf(req));
  });
}
