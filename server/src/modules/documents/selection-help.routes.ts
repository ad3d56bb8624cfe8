import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';

/** REST shim of issue 32's AI help on a selection: POST /api/documents/{id}/assist. */
export async function selectionHelpRoutes(_app: FastifyInstance, _deps: Deps): Promise<void> {}
