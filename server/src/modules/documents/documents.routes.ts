import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { getDocumentCount } from './documents.service.js';

export async function documentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/stats/document-count', async () => getDocumentCount(deps));
}
