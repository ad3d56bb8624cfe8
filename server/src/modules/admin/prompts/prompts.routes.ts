import { ZPromptActivateBody, ZPromptDto, ZPromptId, ZPromptSaveInput, ZPromptTestInput } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../auth/access.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../errors.js';
import { parseBody, parseInput } from '../../../plugins/validation.js';
import { actorOf } from '../admin-actor.js';
import { runPromptTestAndWait } from './prompt-tests.service.js';
import { activatePrompt, listPrompts, savePrompt } from './prompts.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** REST shims of spec 02 §7's prompt calls; every one refuses non-administrators. */
export async function promptsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const admin = async (req: FastifyRequest) => actorOf(await requireAuth(deps, req, 'admin'));

  /** Every version of both types, newest first; the active one of each type has isActive. */
  app.get('/api/admin/prompts', async (req) => {
    await admin(req);
    return z.array(ZPromptDto).parse(await listPrompts(deps));
  });

  /** Saves a new version and activates it. */
  app.post('/api/admin/prompts', async (req, reply) => {
    const actor = await admin(req);
    const input = parseBody(ZPromptSaveInput, req.body);
    return reply.code(201).send(await savePrompt(deps, actor, input));
  });

  app.post('/api/admin/prompts/:id/activate', async (req: WithId) => {
    const actor = await admin(req);
    const id = parseInput(ZPromptId, req.params.id);
    // The spec sends { type }; a bodyless call activates by id alone.
    const body = req.body === undefined || req.body === null ? {} : parseBody(ZPromptActivateBody, req.body);
    return activatePrompt(deps, actor, { ...body, id });
  });

  /**
   * Runs the draft through the worker against the live provider and answers once it is written:
   * { success, output, message, latencyMs, tokensIn, tokensOut, ... }. A provider failure answers
   * 502 with the spec's 'Test Failed' sentence and the reason. (tRPC streams it instead.)
   */
  app.post('/api/admin/test-prompt', async (req) => {
    const actor = await admin(req);
    const input = parseBody(ZPromptTestInput, req.body);
    const result = await runPromptTestAndWait(deps, actor, input);
    if (result.status !== 'succeeded')
      throw new AppError('BAD_GATEWAY', result.message, { ...result, success: false });
    return { success: true, ...result };
  });
}
