import { APPLICATION_MESSAGES, ZFollowUpBody } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/access.js';
import type { Deps } from '../../deps.js';
import { withRequestId } from '../../observability/request-context.js';
import { parseBody } from '../../plugins/validation.js';
import { escapeHtml } from '../mail/mail.templates.js';
import { writeInterviewPrep, writeNote } from './applications-assist.service.js';
import { REMINDERS_OFF_PATH } from './reminder-link.js';
import { turnRemindersOff } from './reminders-off.service.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** Aborted when the caller hangs up: the wait ends (the run still finishes and is stored). */
function hangUpSignal(req: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  req.raw.on('close', () => controller.abort());
  return controller.signal;
}

/**
 * REST shims of issue 30's model-written notes and interview preparation: they wait for the
 * model like POST /api/generate, then answer the documented shape. The browser streams the same
 * through `applications.assist`. And the signed link of the reminder e-mails that turns them off.
 */
export async function applicationsAssistRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post('/api/applications/:id/follow-up', async (req: WithId) => {
    const user = (await requireAuth(deps, req)).user;
    const { kind } = parseBody(ZFollowUpBody, req.body);
    const note = await writeNote(
      withRequestId(deps, req.id),
      { userId: user.id },
      req.params.id,
      kind,
      hangUpSignal(req),
    );
    return { note: { id: note.id, kind: note.kind, content: note.content } };
  });

  app.post('/api/applications/:id/interview-prep', async (req: WithId) => {
    const user = (await requireAuth(deps, req)).user;
    const prep = await writeInterviewPrep(
      withRequestId(deps, req.id),
      { userId: user.id },
      req.params.id,
      hangUpSignal(req),
    );
    return { prep: { questions: prep.questions } };
  });

  /** The link in a reminder e-mail: no sign-in, the signature is the permission. */
  app.get(
    REMINDERS_OFF_PATH,
    async (req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
      const { u, t } = req.query ?? {};
      const done = await turnRemindersOff(
        deps,
        typeof u === 'string' ? u : '',
        typeof t === 'string' ? t : '',
      );
      return page(
        reply,
        done ? 200 : 400,
        done ? APPLICATION_MESSAGES.remindersOff : APPLICATION_MESSAGES.reminderLinkInvalid,
      );
    },
  );
}

/** A small page of our own: the sentence and a way on to Settings. No script, nothing loaded. */
function page(reply: FastifyReply, status: number, message: string) {
  const title = status === 200 ? 'Reminders turned off' : 'Link not valid';
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · JobPadi</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0f172a;background:#fff}a{color:#15803d}@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0f172a}a{color:#4ade80}}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p><p><a href="/settings">Go to Settings</a></p></main></body>
</html>`);
}
