import {
  ZApplicationCreate,
  ZApplicationListQuery,
  ZApplicationPatchBody,
  ZDownloadFormat,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { withRequestId } from '../../observability/request-context.js';
import { parseBody, parseInput } from '../../plugins/validation.js';
import { acceptsGzip } from '../analytics/encoded-body.js';
import { contentDisposition } from '../documents/content-disposition.js';
import {
  createApplication,
  getApplication,
  getApplicationsOverview,
  markApplied,
  removeApplication,
  updateApplication,
} from './applications.service.js';
import { downloadSentDocument } from './applications-downloads.js';
import { exportApplicationsCsv } from './applications-export.js';
import { answerApplicationList } from './applications-list-cache.js';
import { changingList } from './applications-list-versions.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** Personal data: never kept by a shared cache, nor by the browser's. */
const PRIVATE = 'private, no-store';
/** The list: kept by the browser only to ask again with If-None-Match (never by a shared cache). */
const REVALIDATE = 'private, no-cache';

/**
 * REST shims of issue 30's calls (follow-up notes and interview prep live beside them in
 * applications-assist.routes.ts): parse, call the service, answer the documented shape.
 */
export async function applicationsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const actor = async (req: FastifyRequest) => ({ userId: (await requireAuth(deps, req)).user.id });

  /**
   * Conditional (applications-list-cache.ts): an If-None-Match naming the list's current ETag
   * gets a 304 without a body; otherwise the encoded answer, gzipped when the browser accepts it.
   */
  app.get('/api/applications', async (req, reply) => {
    const who = await actor(req);
    const query = parseInput(ZApplicationListQuery, req.query);
    const answer = await answerApplicationList(
      deps,
      who,
      query,
      req.headers['if-none-match'],
      acceptsGzip(req.headers['accept-encoding']),
    );
    reply.header('cache-control', REVALIDATE).header('etag', answer.etag).header('vary', 'accept-encoding');
    if (answer.notModified) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    return reply.send(answer.body);
  });

  app.post('/api/applications', async (req, reply) => {
    const who = await actor(req);
    const input = parseBody(ZApplicationCreate, req.body);
    const application = await changingList(deps.db, who, () => createApplication(deps, who, input));
    return reply.code(201).send({ application });
  });

  /** The dashboard's panel: counts by status, follow-ups due, closing within 3 days. */
  app.get('/api/applications/overview', async (req) => getApplicationsOverview(deps, await actor(req)));

  app.get('/api/applications/export.csv', async (req, reply) => {
    const { filename, csv } = await exportApplicationsCsv(deps, await actor(req));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', filename))
      .header('cache-control', PRIVATE)
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });

  app.get('/api/applications/:id', async (req: WithId) => ({
    application: await getApplication(deps, await actor(req), req.params.id),
  }));

  app.patch('/api/applications/:id', async (req: WithId) => {
    const who = await actor(req);
    const patch = parseBody(ZApplicationPatchBody, req.body);
    return {
      application: await changingList(deps.db, who, () => updateApplication(deps, who, req.params.id, patch)),
    };
  });

  app.delete('/api/applications/:id', async (req: WithId) => {
    const who = await actor(req);
    return changingList(deps.db, who, () => removeApplication(deps, who, req.params.id));
  });

  app.post('/api/applications/:id/apply', async (req: WithId) => {
    const who = await actor(req);
    return { application: await changingList(deps.db, who, () => markApplied(deps, who, req.params.id)) };
  });

  app.get(
    '/api/applications/:id/sent/:documentId/download',
    async (
      req: FastifyRequest<{ Params: { id: string; documentId: string }; Querystring: { format?: unknown } }>,
      reply,
    ) => {
      const who = await actor(req);
      const format = parseInput(ZDownloadFormat, req.query.format);
      const file = await downloadSentDocument(
        withRequestId(deps, req.id),
        who,
        req.params.id,
        req.params.documentId,
        format,
      );
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
