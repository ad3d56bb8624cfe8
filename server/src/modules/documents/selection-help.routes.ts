import { ZSelectionAssistBody } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { withRequestId } from '../../observability/request-context.js';
import { parseBody } from '../../plugins/validation.js';
import { waitSelectionHelp } from './selection-help.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/**
 * Aborted when the caller hangs up before the answer (the response closes unsent): the wait
 * ends; the call still finishes and is kept.
 */
function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

/**
 * REST shim of issue 32's AI help on a selection: POST /api/documents/{id}/assist waits for the
 * model and answers {suggestion, claims}. The browser streams the same through
 * `documents.selectionHelp.stream`.
 */
export async function selectionHelpRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post('/api/documents/:id/assist', async (req: WithId, reply: FastifyReply) => {
    const user = (await requireAuth(deps, req)).user;
    const body = parseBody(ZSelectionAssistBody, req.body);
    const result = await waitSelectionHelp(
      withRequestId(deps, req.id),
      { userId: user.id },
      req.params.id,
      body,
      hangUpSignal(reply),
    );
    return { suggestion: result.suggestion, claims: result.claims };
  });
}
