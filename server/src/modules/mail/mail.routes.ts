import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { parseInput } from '../../plugins/validation.js';
import { findOutbox, listOutbox } from './mail.repo.js';
import { getNotificationStatus, mailboxServed } from './mail.service.js';
import { renderMailboxList, renderMailboxMessage } from './mailbox.page.js';
import { assertMailboxReader } from './mailbox-access.js';

const ZMailboxParams = z.object({ id: z.uuid({ error: 'That message id is not valid.' }) });

export async function mailRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/notifications/status', async () => getNotificationStatus(deps));

  if (!mailboxServed(deps.env)) return;

  // The demo mailbox renders stored HTML, so its CSP forbids scripts there.
  const htmlPage = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "script-src 'none'",
  };
  const onlyReaders = { preHandler: (req: FastifyRequest) => assertMailboxReader(deps, req) };
  app.get('/dev/mailbox', onlyReaders, async (_req, reply) =>
    reply.headers(htmlPage).send(renderMailboxList(await listOutbox(deps.db, 200))),
  );
  app.get('/dev/mailbox/:id', onlyReaders, async (req, reply) => {
    const { id } = parseInput(ZMailboxParams, req.params);
    const row = await findOutbox(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'There is no message with that id in the outbox.');
    return reply.headers(htmlPage).send(renderMailboxMessage(row));
  });
}
