import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client and answers every other path: unknown /api paths get a JSON 404,
 * any other GET gets the client, whose router shows '404 Page Not Found' for unknown pages.
 */
export async function registerClient(app: FastifyInstance, clientDist: string | undefined): Promise<void> {
  const root = clientDist ? resolve(clientDist) : undefined;
  const hasClient = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed asset names never change content; index.html must always be re-checked.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (wantsPage && !path.startsWith('/trpc')) {
      if (hasClient) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web client has not been built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    return reply
      .code(404)
      .send({ error: 'NOT_FOUND', message: `There is no endpoint at ${request.method} ${path}.` });
  });
}
