import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { errorBody } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The public pages the client build prerenders (client/scripts/public-pages.mjs, same list):
 * their HTML already holds the page's text, so a slow connection shows it before any script.
 */
const PRERENDERED: Readonly<Record<string, string>> = {
  '/': 'prerendered/index.html',
  '/privacy-policy': 'prerendered/privacy-policy.html',
  '/terms-of-service': 'prerendered/terms-of-service.html',
  '/login': 'prerendered/login.html',
  '/register': 'prerendered/register.html',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client and answers every other path: unknown /api paths get a JSON 404,
 * any other GET gets the client, whose router shows '404 Page Not Found' for unknown pages.
 * Files go out precompressed (.br/.gz made by the client build) when the browser accepts it.
 */
export async function registerClient(app: FastifyInstance, clientDist: string | undefined): Promise<void> {
  const root = clientDist ? resolve(clientDist) : undefined;
  const hasClient = root !== undefined && existsSync(join(root, 'index.html'));
  const pageFile = (path: string): string => {
    const file = PRERENDERED[path];
    return root !== undefined && file !== undefined && existsSync(join(root, file)) ? file : 'index.html';
  };
  if (root !== undefined && hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed asset names never change content; HTML and unhashed files must be re-checked.
        const assets = relative(root, path).startsWith(`assets${sep}`);
        res.header('cache-control', assets ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    // A missing built asset is a 404, never the app's page (which it would parse as script, and
    // which would go out with the lean asset headers of plugins/security.ts).
    if (path.startsWith('/assets/'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (wantsPage && !path.startsWith('/trpc')) {
      if (hasClient) return reply.header('cache-control', 'no-cache').sendFile(pageFile(path));
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web client has not been built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `There is no endpoint at ${request.method} ${path}.`));
  });
}
