import {
  ZProviderCreateInput,
  ZProviderDto,
  ZProviderRef,
  ZProviderStatusDto,
  ZProviderUpdateInput,
  ZProviderUrlPolicy,
  ZRefreshProviderResult,
  ZSetActiveProviderInput,
  ZTestConnectionInput,
  ZTestConnectionResult,
} from '@app/shared';
import { z } from 'zod';
import { adminProcedure, router } from '../../../trpc/init.js';
import { actorOf } from '../admin-actor.js';
import { providerUrlPolicy } from '../provider-url.js';
import { testConnection } from './connection-test.js';
import { providerStatus, refreshProvider } from './provider-status.js';
import {
  activateProvider,
  createProvider,
  listProviderDtos,
  setActiveProviderByName,
  updateProvider,
} from './providers.service.js';

/** The output schemas are the one place that says what leaves: a stray column cannot leak a key. */
export const providersRouter = router({
  list: adminProcedure.output(z.array(ZProviderDto)).query(({ ctx }) => listProviderDtos(ctx.deps)),
  create: adminProcedure
    .input(ZProviderCreateInput)
    .output(ZProviderDto)
    .mutation(({ ctx, input }) => createProvider(ctx.deps, actorOf(ctx.auth), input)),
  update: adminProcedure
    .input(ZProviderUpdateInput)
    .output(ZProviderDto)
    .mutation(({ ctx, input }) => updateProvider(ctx.deps, actorOf(ctx.auth), input)),
  activate: adminProcedure
    .input(ZProviderRef)
    .output(ZProviderDto)
    .mutation(({ ctx, input }) => activateProvider(ctx.deps, actorOf(ctx.auth), input.id)),
  setActiveByName: adminProcedure
    .input(ZSetActiveProviderInput)
    .output(z.array(ZProviderDto))
    .mutation(({ ctx, input }) => setActiveProviderByName(ctx.deps, actorOf(ctx.auth), input.providerName)),
  refresh: adminProcedure.output(ZRefreshProviderResult).mutation(({ ctx }) => refreshProvider(ctx.deps)),
  testConnection: adminProcedure
    .input(ZTestConnectionInput)
    .output(ZTestConnectionResult)
    .mutation(({ ctx, input }) => testConnection(ctx.deps, actorOf(ctx.auth), input)),
  status: adminProcedure.output(ZProviderStatusDto).query(({ ctx }) => providerStatus(ctx.deps)),
  /** Whether a base URL may point at a private or local address here: the form says so up front. */
  urlPolicy: adminProcedure.output(ZProviderUrlPolicy).query(({ ctx }) => providerUrlPolicy(ctx.deps.env)),
});
