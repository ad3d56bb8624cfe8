import { ZDocumentUpdateBody, ZDownloadFormat } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { withRequestId } from '../../observability/request-context.js';
import { parseBody, parseInput } from '../../plugins/validation.js';
import { contentDisposition } from './content-disposition.js';
import { type DocumentFile, documentPreview, downloadDocument } from './documents.downloads.js';
import {
  getDocument,
  getDocumentCount,
  listDocuments,
  removeDocument,
  updateDocument,
} from './documents.service.js';
import { getDocumentReport } from './report.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/**
 * The preview page is our own markup around escaped text: it needs inline styles and embedded
 * fonts or images, nothing else. No script, no request anywhere, no form, and a sandbox on top.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'font-src data:',
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/** Files hold personal data: never kept by a shared cache, nor by the browser's. */
const PRIVATE = 'private, no-store';

function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition('attachment', file.filename))
    .header('cache-control', PRIVATE)
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

/** REST shims of spec 02 §7: parse, call the documents service, answer the documented shape. */
export async function documentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/stats/document-count', async () => getDocumentCount(deps));

  const actor = async (req: FastifyRequest) => ({ userId: (await requireAuth(deps, req)).user.id });

  /** A bare array of DocumentDto, newest first. */
  app.get('/api/documents', async (req) => listDocuments(deps, await actor(req)));

  app.get('/api/documents/:id', async (req: WithId) => getDocument(deps, await actor(req), req.params.id));

  app.put('/api/documents/:id', async (req: WithId) => {
    const who = await actor(req);
    const { content } = parseBody(ZDocumentUpdateBody, req.body);
    return updateDocument(deps, who, req.params.id, content);
  });

  app.delete('/api/documents/:id', async (req: WithId) =>
    removeDocument(deps, await actor(req), req.params.id),
  );

  /** The ATS match report (issue 16): the same JSON as tRPC documents.report. */
  app.get('/api/documents/:id/report', async (req: WithId, reply) => {
    const report = await getDocumentReport(withRequestId(deps, req.id), await actor(req), req.params.id);
    return reply.header('cache-control', PRIVATE).send(report);
  });

  app.get(
    '/api/documents/:id/download',
    async (req: FastifyRequest<{ Params: { id: string }; Querystring: { format?: unknown } }>, reply) => {
      const who = await actor(req);
      const format = parseInput(ZDownloadFormat, req.query.format);
      return sendFile(reply, await downloadDocument(withRequestId(deps, req.id), who, req.params.id, format));
    },
  );

  /** The designed PDF: the document list links to it (GET), the editor posts to it (POST). */
  const designedPdf = async (req: WithId, reply: FastifyReply) =>
    sendFile(
      reply,
      await downloadDocument(withRequestId(deps, req.id), await actor(req), req.params.id, 'pdf'),
    );
  app.get('/api/documents/:id/generate-html-pdf', designedPdf);
  app.post('/api/documents/:id/generate-html-pdf', designedPdf);

  app.get('/api/documents/:id/html-preview', async (req: WithId, reply) => {
    const preview = await documentPreview(deps, await actor(req), req.params.id);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('inline', preview.filename))
      .header('cache-control', PRIVATE)
      .send(preview.html);
  });
}
