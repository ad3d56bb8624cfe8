import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { getDocumentVersion, listDocumentVersions, restoreDocumentVersion } from './versions.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithVersion = FastifyRequest<{ Params: { id: string; n: string } }>;

/** Old texts hold personal data: never kept by a shared cache, nor by the browser's. */
const PRIVATE = 'private, no-store';

/** REST shims of issue 32's document versions: the same JSON as tRPC `documents.versions.*`. */
export async function documentVersionsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const actor = async (req: FastifyRequest) => ({ userId: (await requireAuth(deps, req)).user.id });

  /** `{versions: [{n, savedAt, templateId, matchScore}]}`, newest first. */
  app.get('/api/documents/:id/versions', async (req: WithId, reply) => {
    const list = await listDocumentVersions(deps, await actor(req), req.params.id);
    return reply.header('cache-control', PRIVATE).send(list);
  });

  /** `{n, content, savedAt}`; a malformed or missing n is a 404 like a missing version. */
  app.get('/api/documents/:id/versions/:n', async (req: WithVersion, reply) => {
    const version = await getDocumentVersion(deps, await actor(req), req.params.id, req.params.n);
    return reply.header('cache-control', PRIVATE).send(version);
  });

  /** The document (as PUT /api/documents/{id} answers it), its text now the version's. */
  app.post('/api/documents/:id/versions/:n/restore', async (req: WithVersion) =>
    restoreDocumentVersion(deps, await actor(req), req.params.id, req.params.n),
  );
}
