import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';

/** REST shims of issue 32's document versions. */
export async function documentVersionsRoutes(_app: FastifyInstance, _deps: Deps): Promise<void> {}
