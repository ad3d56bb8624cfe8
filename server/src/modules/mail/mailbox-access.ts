import { isAdmin } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../auth/request-auth.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';

export const MAILBOX_FORBIDDEN =
  'The demo mailbox is only shown on the server’s own machine (open it from 127.0.0.1) or to administrators.';

const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * The demo mailbox holds every sign-in code and link: it is for the person at the server
 * (`npm start` on a laptop, the e2e tests) or an administrator. Both the connection and the
 * client address must be loopback, so a proxy on the same machine does not make the whole
 * internet local: behind a trusted proxy, request.ip is the client it names.
 */
export async function assertMailboxReader(deps: Deps, request: FastifyRequest): Promise<void> {
  if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
  const auth = await authOf(deps, request);
  if (auth && isAdmin(auth.user)) return;
  throw new AppError('FORBIDDEN', MAILBOX_FORBIDDEN);
}
