import {
  ZProviderCreateInput,
  ZProviderDto,
  ZProviderId,
  ZProviderStatusDto,
  ZProviderUpdateBody,
  ZSetActiveProviderInput,
  ZTestConnectionInput,
  ZTestConnectionResult,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../auth/access.js';
import type { Deps } from '../../../deps.js';
import { parseBody, parseInput } from '../../../plugins/validation.js';
import { actorOf } from '../admin-actor.js';
import { testConnection } from './connection-test.js';
import { providerStatus, refreshProvider } from './provider-status.js';
import {
  activateProvider,
  createProvider,
  listProviderDtos,
  setActiveProviderByName,
  updateProvider,
} from './providers.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

const ZProviderList = z.array(ZProviderDto);
/** What leaves goes through the shared schema: a stray column cannot carry a key out. */
const out = <T extends z.ZodType>(schema: T, value: z.input<T>): z.output<T> => schema.parse(value);

const activated = (provider: z.output<typeof ZProviderDto>) => ({
  success: true,
  message: `Provider Updated: ${provider.name} is now the active LLM provider`,
  provider: out(ZProviderDto, provider),
});

/** REST shims of spec 02 §7's LLM provider calls; every one refuses non-administrators. */
export async function providersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const admin = async (req: FastifyRequest) => actorOf(await requireAuth(deps, req, 'admin'));

  app.get('/api/admin/llm-providers', async (req) => {
    await admin(req);
    return out(ZProviderList, await listProviderDtos(deps));
  });

  app.post('/api/admin/llm-providers', async (req, reply) => {
    const actor = await admin(req);
    const input = parseBody(ZProviderCreateInput, req.body);
    return reply.code(201).send(out(ZProviderDto, await createProvider(deps, actor, input)));
  });

  app.put('/api/admin/llm-providers/:id', async (req: WithId) => {
    const actor = await admin(req);
    const id = parseInput(ZProviderId, req.params.id);
    const body = parseBody(ZProviderUpdateBody, req.body);
    return out(ZProviderDto, await updateProvider(deps, actor, { ...body, id }));
  });

  app.post('/api/admin/llm-providers/:id/activate', async (req: WithId) => {
    const actor = await admin(req);
    return activated(await activateProvider(deps, actor, parseInput(ZProviderId, req.params.id)));
  });

  app.post('/api/admin/set-active-provider', async (req) => {
    const actor = await admin(req);
    const { providerName } = parseBody(ZSetActiveProviderInput, req.body);
    const providers = await setActiveProviderByName(deps, actor, providerName);
    const active = providers.find((p) => p.isActive);
    return { ...(active ? activated(active) : { success: true }), providers: out(ZProviderList, providers) };
  });

  app.post('/api/admin/refresh-provider', async (req) => {
    await admin(req);
    const refreshed = await refreshProvider(deps);
    return { message: refreshed.message, status: out(ZProviderStatusDto, refreshed.status) };
  });

  app.post('/api/admin/test-ai-connection', async (req) => {
    const actor = await admin(req);
    const input = parseBody(ZTestConnectionInput, req.body);
    return out(ZTestConnectionResult, await testConnection(deps, actor, input));
  });

  app.get('/api/admin/provider-status', async (req) => {
    await admin(req);
    return out(ZProviderStatusDto, await providerStatus(deps));
  });
}
