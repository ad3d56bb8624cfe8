import {
  ZAdminCreditsInput,
  ZAdminPlanInput,
  ZAdminRoleInput,
  ZAdminStatusInput,
  ZAdminUserListInput,
  ZAdminUserRef,
} from '@app/shared';
import { adminProcedure, router } from '../../../trpc/init.js';
import { actorOf } from '../admin-actor.js';
import {
  deleteUser,
  getAdminUser,
  listAdminUsers,
  resetUserUsage,
  setUserCredits,
  setUserPlan,
  setUserRole,
  setUserStatus,
} from './admin-users.service.js';

export const adminUsersRouter = router({
  list: adminProcedure.input(ZAdminUserListInput).query(({ ctx, input }) => listAdminUsers(ctx.deps, input)),
  get: adminProcedure.input(ZAdminUserRef).query(({ ctx, input }) => getAdminUser(ctx.deps, input.id)),
  setPlan: adminProcedure
    .input(ZAdminPlanInput)
    .mutation(({ ctx, input }) => setUserPlan(ctx.deps, actorOf(ctx.auth), input)),
  setStatus: adminProcedure
    .input(ZAdminStatusInput)
    .mutation(({ ctx, input }) => setUserStatus(ctx.deps, actorOf(ctx.auth), input)),
  setRole: adminProcedure
    .input(ZAdminRoleInput)
    .mutation(({ ctx, input }) => setUserRole(ctx.deps, actorOf(ctx.auth), input)),
  setCredits: adminProcedure
    .input(ZAdminCreditsInput)
    .mutation(({ ctx, input }) => setUserCredits(ctx.deps, actorOf(ctx.auth), input)),
  resetUsage: adminProcedure
    .input(ZAdminUserRef)
    .mutation(({ ctx, input }) => resetUserUsage(ctx.deps, actorOf(ctx.auth), input.id)),
  remove: adminProcedure
    .input(ZAdminUserRef)
    .mutation(({ ctx, input }) => deleteUser(ctx.deps, actorOf(ctx.auth), input.id)),
});
