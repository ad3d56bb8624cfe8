import {
  DOCUMENT_MAX_CHARS,
  DOCUMENT_MESSAGES,
  type DocumentDto,
  effectiveTemplate,
  getTemplate,
  TEMPLATE_REFUSED,
} from '@app/shared';
import { TRPCError } from '@trpc/server';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCacheKey } from '../src/modules/documents/render-key.js';
import { findRenderSource } from '../src/modules/documents/render-source.repo.js';
import { storeRenderedFile } from '../src/modules/documents/renders.repo.js';
import { createRedis } from '../src/queue/redis.js';
import { callerWithToken, insertTestDocument, LETTER, RESUME, renderRows } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const as = (token: string) => asBearer(ctx.app, token);

const stored = (id: string) =>
  ctx.deps.db
    .selectFrom('documents')
    .select(['content', 'template_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** What a tRPC call threw: its code and message. */
async function trpcError(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

/** A tRPC call over HTTP, as the client makes it: the status and the message a person reads. */
async function trpcHttp(token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
  const res = await ctx.app.inject(
    kind === 'query'
      ? {
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: { authorization: `Bearer ${token}` },
        }
      : {
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        },
  );
  return { status: res.statusCode, message: res.json().error?.message as string | undefined };
}

/** A stored rendered file for the document's current content and design. */
async function storeRender(
  doc: { id: string; user_id: string; type: string; content: string; template_id: string | null },
  format: 'pdf' | 'docx',
  bytes: Buffer,
) {
  const template = effectiveTemplate(doc.type as DocumentDto['type'], doc.template_id);
  const source = await findRenderSource(ctx.deps.db, doc.id);
  if (!source) throw new Error(`no document ${doc.id}`);
  const cacheKey = renderCacheKey(source, template, format);
  const fileId = await storeRenderedFile(ctx.deps.db, {
    documentId: doc.id,
    userId: doc.user_id,
    cacheKey,
    format,
    filename: `x.${format}`,
    mimeType: format === 'pdf' ? 'application/pdf' : 'application/octet-stream',
    content: bytes,
  });
  return { cacheKey, fileId };
}

/** Rendered files are cached by content: a test that stores one uses words of its own. */
let uniqueCount = 0;
const uniqueResume = () => `${RESUME}\n- Unique line ${++uniqueCount} ${Date.now()}`;

/**
 * Render jobs queued for one document, in any state. Per document: a save elsewhere in the file
 * queues its PDF in the background (prerender.ts), possibly while a later test runs.
 */
const renderJobCount = async (documentId: string) => {
  const jobs = await ctx.deps.queues.get('render').getJobs();
  return jobs.filter(
    (job) => (job?.data as { data?: { documentId?: string } })?.data?.documentId === documentId,
  ).length;
};

describe('listing and reading documents', () => {
  it('lists only the caller’s documents, newest first, as a bare array (REST and tRPC)', async () => {
    const { user, token } = await signInTestUser(ctx);
    const other = await signInTestUser(ctx);
    const old = await insertTestDocument(ctx.deps.db, user.id, {
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const mid = await insertTestDocument(ctx.deps.db, user.id, {
      type: 'cover_letter',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const newest = await insertTestDocument(ctx.deps.db, user.id, {
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    await insertTestDocument(ctx.deps.db, other.user.id);

    const res = await as(token)({ method: 'GET', url: '/api/documents' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as DocumentDto[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((d) => d.id)).toEqual([newest.id, mid.id, old.id]);
    expect(list[1]).toMatchObject({
      type: 'cover_letter',
      content: LETTER,
      jobTitle: 'Backend Engineer',
      companyName: 'Flutterwave',
      templateId: 'standard',
      createdAt: '2026-02-01T10:00:00.000Z',
    });

    const caller = await callerWithToken(ctx.deps, token);
    expect((await caller.documents.list()).map((d) => d.id)).toEqual([newest.id, mid.id, old.id]);
  });

  it('reads one document (REST and tRPC) and refuses a signed-out visitor', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: doc.id, type: 'resume', content: RESUME, templateId: 'classic' });
    const caller = await callerWithToken(ctx.deps, token);
    expect(await caller.documents.get({ id: doc.id })).toEqual(res.json());

    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
  });

  it('refuses a signed-out visitor on every call and changes nothing', async () => {
    const { user } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const base = `/api/documents/${doc.id}`;
    const calls = [
      { method: 'PUT', url: base, payload: { content: 'Taken over' } },
      { method: 'DELETE', url: base },
      { method: 'GET', url: `${base}/download?format=pdf` },
      { method: 'GET', url: `${base}/download?format=docx` },
      { method: 'GET', url: `${base}/generate-html-pdf` },
      { method: 'POST', url: `${base}/generate-html-pdf` },
      { method: 'GET', url: `${base}/html-preview` },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().message).toBe('You need to be logged in to access this page.');
    }
    const stored = await ctx.deps.db
      .selectFrom('documents')
      .select('content')
      .where('id', '=', doc.id)
      .executeTakeFirst();
    expect(stored?.content).toBe(doc.content);
  });

  it('keeps the public document count', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stats/document-count' });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().count).toBe('number');
  });
});

describe('editing a document', () => {
  it('saves new content and bumps updatedAt (REST and tRPC)', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, {
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const res = await as(token)({
      method: 'PUT',
      url: `/api/documents/${doc.id}`,
      payload: { content: `${RESUME}\n- Led a team of four` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe(`${RESUME}\n- Led a team of four`);
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
    expect((await stored(doc.id))?.content).toBe(`${RESUME}\n- Led a team of four`);

    const caller = await callerWithToken(ctx.deps, token);
    const updated = await caller.documents.update({ id: doc.id, content: 'Dear team,\n\nHello.' });
    expect(updated.content).toBe('Dear team,\n\nHello.');
    expect((await stored(doc.id))?.content).toBe('Dear team,\n\nHello.');
  });

  const refused: Array<[string, unknown, string]> = [
    ['empty', { content: '' }, DOCUMENT_MESSAGES.contentRequired],
    ['whitespace only', { content: ' \n\t  \n' }, DOCUMENT_MESSAGES.contentRequired],
    ['over the limit', { content: 'a'.repeat(DOCUMENT_MAX_CHARS + 1) }, DOCUMENT_MESSAGES.tooLong],
    ['a number', { content: 12345 }, DOCUMENT_MESSAGES.contentType],
    ['an object', { content: { text: 'hello' } }, DOCUMENT_MESSAGES.contentType],
    ['null', { content: null }, DOCUMENT_MESSAGES.contentType],
    ['missing', {}, DOCUMENT_MESSAGES.contentType],
    ['an array body', ['hello'], 'The request body must be a JSON object.'],
  ];

  it.each(refused)('refuses %s content with 400 and changes nothing', async (_name, body, message) => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const before = await stored(doc.id);
    const res = await as(token)({ method: 'PUT', url: `/api/documents/${doc.id}`, payload: body as object });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await stored(doc.id)).toEqual(before);
  });

  it('accepts exactly the longest allowed document', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const content = 'a'.repeat(DOCUMENT_MAX_CHARS);
    const res = await as(token)({ method: 'PUT', url: `/api/documents/${doc.id}`, payload: { content } });
    expect(res.statusCode).toBe(200);
    expect((await stored(doc.id))?.content).toBe(content);
  });

  it('refuses empty and non-text content through tRPC too', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const caller = await callerWithToken(ctx.deps, token);
    expect(await trpcError(caller.documents.update({ id: doc.id, content: '   ' }))).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(DOCUMENT_MESSAGES.contentRequired),
    });
    expect(
      await trpcError(caller.documents.update({ id: doc.id, content: 42 as unknown as string })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await stored(doc.id))?.content).toBe(RESUME);
  });

  it('deletes the files rendered from the old content (an edit makes a new file)', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    await storeRender(doc, 'pdf', Buffer.from('%PDF-1.7 old'));
    await storeRender(doc, 'docx', Buffer.from('PK old'));
    expect(await renderRows(ctx.deps.db, doc.id)).toHaveLength(2);
    const res = await as(token)({
      method: 'PUT',
      url: `/api/documents/${doc.id}`,
      payload: { content: `${RESUME}\n- New line` },
    });
    expect(res.statusCode).toBe(200);
    expect(await renderRows(ctx.deps.db, doc.id)).toEqual([]);
    const orphans = await ctx.deps.db
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'rendered')
      .execute();
    expect(orphans).toEqual([]);
  });
});

describe('deleting a document', () => {
  it('deletes it with its rendered files (REST), then it is gone', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    const { fileId } = await storeRender(doc, 'pdf', Buffer.from('%PDF-1.7 x'));
    const res = await as(token)({ method: 'DELETE', url: `/api/documents/${doc.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Document deleted successfully' });
    expect(await stored(doc.id)).toBeUndefined();
    expect(await ctx.deps.db.selectFrom('files').select('id').where('id', '=', fileId).execute()).toEqual([]);
    expect((await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` })).statusCode).toBe(404);
    expect((await as(token)({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode).toBe(404);
  });

  it('deletes through tRPC too', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const caller = await callerWithToken(ctx.deps, token);
    expect(await caller.documents.remove({ id: doc.id })).toEqual({
      message: 'Document deleted successfully',
    });
    expect(await stored(doc.id)).toBeUndefined();
  });
});

describe("another user's document", () => {
  it('answers exactly like a missing one, for every verb, and nothing changes', async () => {
    const owner = await signInTestUser(ctx);
    const { token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, owner.user.id);
    const before = await stored(doc.id);
    const missing = '7b0c6f7e-3c4f-4b8e-9a55-3f1d2c9e8a10';
    const calls = (id: string): InjectOptions[] => [
      { method: 'GET', url: `/api/documents/${id}` },
      { method: 'PUT', url: `/api/documents/${id}`, payload: { content: 'Taken over' } },
      { method: 'DELETE', url: `/api/documents/${id}` },
      { method: 'GET', url: `/api/documents/${id}/download?format=pdf` },
      { method: 'GET', url: `/api/documents/${id}/download?format=docx` },
      { method: 'GET', url: `/api/documents/${id}/generate-html-pdf` },
      { method: 'POST', url: `/api/documents/${id}/generate-html-pdf` },
      { method: 'GET', url: `/api/documents/${id}/html-preview` },
    ];
    for (const [foreign, absent] of calls(doc.id).map((c, i) => [c, calls(missing)[i]] as const)) {
      const a = await as(token)(foreign);
      const b = await as(token)(absent as InjectOptions);
      expect({ call: `${foreign.method} ${foreign.url}`, status: a.statusCode, body: a.json() }).toEqual({
        call: `${foreign.method} ${foreign.url}`,
        status: 404,
        body: { error: DOCUMENT_MESSAGES.notFound, message: DOCUMENT_MESSAGES.notFound, code: 'NOT_FOUND' },
      });
      expect(b.statusCode).toBe(404);
      expect(b.json()).toEqual(a.json());
    }

    const caller = await callerWithToken(ctx.deps, token);
    const notFound = { code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.notFound };
    expect(await trpcError(caller.documents.get({ id: doc.id }))).toEqual(notFound);
    expect(await trpcError(caller.documents.update({ id: doc.id, content: 'Taken over' }))).toEqual(notFound);
    expect(await trpcError(caller.documents.remove({ id: doc.id }))).toEqual(notFound);
    expect(await trpcError(caller.documents.setTemplate({ id: doc.id, templateId: 'classic' }))).toEqual(
      notFound,
    );
    expect((await caller.documents.list()).map((d) => d.id)).not.toContain(doc.id);

    expect(await stored(doc.id)).toEqual(before);
    expect(await renderJobCount(doc.id)).toBe(0);
  });

  it('answers a malformed id like a missing document', async () => {
    const { token } = await signInTestUser(ctx);
    for (const id of ['not-a-uuid', "1'%20OR%20'1'='1", '123', '7b0c6f7e-3c4f-4b8e-9a55-3f1d2c9e8a1']) {
      for (const call of [
        { method: 'GET', url: `/api/documents/${id}` },
        { method: 'PUT', url: `/api/documents/${id}`, payload: { content: 'x' } },
        { method: 'DELETE', url: `/api/documents/${id}` },
        { method: 'GET', url: `/api/documents/${id}/download?format=pdf` },
        { method: 'POST', url: `/api/documents/${id}/generate-html-pdf` },
        { method: 'GET', url: `/api/documents/${id}/html-preview` },
      ] as InjectOptions[]) {
        const res = await as(token)(call);
        expect({ url: call.url, status: res.statusCode, message: res.json().message }).toEqual({
          url: call.url,
          status: 404,
          message: DOCUMENT_MESSAGES.notFound,
        });
      }
    }
    // tRPC validates the id with the shared schema first: the same sentence, as a 400.
    expect(await trpcHttp(token, 'documents.get', { id: 'not-a-uuid' }, 'query')).toEqual({
      status: 400,
      message: DOCUMENT_MESSAGES.invalidId,
    });
  });
});

describe('designs', () => {
  const setPlan = (userId: string, plan: string, expiresInDays: number) =>
    ctx.deps.db
      .updateTable('users')
      .set({
        subscription_plan: plan,
        subscription_status: 'active',
        subscription_expires_at: new Date(Date.now() + expiresInDays * 86_400_000),
      })
      .where('id', '=', userId)
      .execute();

  it('refuses a design the plan lacks with the clear message, and keeps the choice', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const caller = await callerWithToken(ctx.deps, token);
    const executive = getTemplate('executive');
    if (!executive) throw new Error('no executive design');
    expect(await trpcError(caller.documents.setTemplate({ id: doc.id, templateId: 'executive' }))).toEqual({
      code: 'FORBIDDEN',
      message: TEMPLATE_REFUSED(executive),
    });
    expect(await trpcError(caller.documents.setTemplate({ id: doc.id, templateId: 'modern' }))).toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    expect((await stored(doc.id))?.template_id).toBeNull();
    // The design on every plan is allowed.
    expect((await caller.documents.setTemplate({ id: doc.id, templateId: 'classic' })).templateId).toBe(
      'classic',
    );
  });

  it('allows a premium design on agba, and refuses it again once the plan has ended', async () => {
    const { user, token } = await signInTestUser(ctx);
    await setPlan(user.id, 'agba', 30);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const caller = await callerWithToken(ctx.deps, token);
    const dto = await caller.documents.setTemplate({ id: doc.id, templateId: 'executive' });
    expect(dto.templateId).toBe('executive');
    expect((await stored(doc.id))?.template_id).toBe('executive');
    const read = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(read.json().templateId).toBe('executive');

    await setPlan(user.id, 'agba', -1);
    const later = await callerWithToken(ctx.deps, token);
    expect(await trpcError(later.documents.setTemplate({ id: doc.id, templateId: 'modern' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('allows the basic designs on jjc but not the premium one', async () => {
    const { user, token } = await signInTestUser(ctx);
    await setPlan(user.id, 'jjc', 30);
    const letter = await insertTestDocument(ctx.deps.db, user.id, { type: 'cover_letter' });
    const caller = await callerWithToken(ctx.deps, token);
    expect((await caller.documents.setTemplate({ id: letter.id, templateId: 'letterhead' })).templateId).toBe(
      'letterhead',
    );
    const resume = await insertTestDocument(ctx.deps.db, user.id);
    expect(
      await trpcError(caller.documents.setTemplate({ id: resume.id, templateId: 'executive' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a design of the other kind, and an unknown design, with 400', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    const caller = await callerWithToken(ctx.deps, token);
    expect(await trpcError(caller.documents.setTemplate({ id: doc.id, templateId: 'standard' }))).toEqual({
      code: 'BAD_REQUEST',
      message: DOCUMENT_MESSAGES.templateKind,
    });
    expect(
      await trpcHttp(token, 'documents.setTemplate', { id: doc.id, templateId: 'fancy' }, 'mutation'),
    ).toEqual({ status: 400, message: DOCUMENT_MESSAGES.template });
    expect(await trpcHttp(token, 'documents.update', { id: doc.id, content: '' }, 'mutation')).toEqual({
      status: 400,
      message: DOCUMENT_MESSAGES.contentRequired,
    });
    expect((await stored(doc.id))?.template_id).toBeNull();
  });
});

describe('downloads without a render', () => {
  it('sends a file already rendered from the same content at once: no job is queued', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: uniqueResume() });
    const pdf = Buffer.from('%PDF-1.7 cached bytes');
    const docx = Buffer.from('PK\u0003\u0004 cached docx');
    await storeRender(doc, 'pdf', pdf);
    await storeRender(doc, 'docx', docx);

    const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Resume - Backend Engineer - Flutterwave.pdf"; filename*=UTF-8''Resume%20-%20Backend%20Engineer%20-%20Flutterwave.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');

    const word = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` });
    expect(word.statusCode).toBe(200);
    expect(word.rawPayload.equals(docx)).toBe(true);
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.headers['content-disposition']).toContain(
      'filename="Resume - Backend Engineer - Flutterwave.docx"',
    );

    for (const method of ['GET', 'POST'] as const) {
      const designed = await as(token)({ method, url: `/api/documents/${doc.id}/generate-html-pdf` });
      expect(designed.statusCode).toBe(200);
      expect(designed.rawPayload.equals(pdf)).toBe(true);
      expect(designed.headers['content-type']).toBe('application/pdf');
    }
    expect(await renderJobCount(doc.id)).toBe(0);
  });

  it('refuses a format other than pdf or docx with 400', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id);
    for (const query of ['?format=exe', '?format=PDF%00', '', '?format[]=pdf']) {
      const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.format);
    }
  });

  it('answers 503 with Retry-After when the render does not finish in time, never hanging', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, {
      content: `${RESUME}\n- Waits in the queue`,
    });
    const saved = ctx.deps.renderWaitMs;
    ctx.deps.renderWaitMs = 300;
    try {
      const started = Date.now();
      // No render worker runs in this file: the job waits in the queue.
      const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.renderBusy);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // A second try while the job still waits joins the same job instead of queueing another.
      const again = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/download?format=docx` });
      expect(again.statusCode).toBe(503);
      const waiting = await ctx.deps.queues.get('render').getJobs(['waiting', 'prioritized', 'delayed']);
      expect(waiting.filter((j) => j.data.data.documentId === doc.id)).toHaveLength(1);
    } finally {
      ctx.deps.renderWaitMs = saved;
    }
  });
});

describe('HTML preview', () => {
  it('serves the page in its design with a strict CSP, nosniff and inline disposition', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, {
      content: '# Ada <script>alert(1)</script>\n## Links\n- <img src="http://127.0.0.1:9/x">',
    });
    const res = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/html-preview` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src|'self' data:|https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="Resume - Backend Engineer - Flutterwave\.html"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/^<!doctype html>/i);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<img');
  });
});

describe('render jobs (a stand-in render worker on the real queue)', () => {
  type Handler = (payload: { documentId: string; cacheKey: string }, job: Job) => Promise<unknown>;
  /** A BullMQ worker on this file's render queue that runs `handler`; returns its stop. */
  function renderWorker(handler: Handler) {
    const connection = createRedis(ctx.deps.env.REDIS_URL, 'consumer');
    const worker = new Worker('render', (job: Job) => handler(job.data.data, job), {
      connection,
      prefix: ctx.deps.env.QUEUE_PREFIX,
    });
    worker.on('error', () => {});
    return async () => {
      await worker.close();
      connection.disconnect();
    };
  }
  /** Stores fake bytes under the job's key, as the real processor stores the real file. */
  const storing =
    (calls: string[]): Handler =>
    async ({ documentId, cacheKey }, job) => {
      calls.push(cacheKey);
      const doc = await ctx.deps.db
        .selectFrom('documents')
        .select('user_id')
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow();
      const pdf = job.name === 'render.pdf';
      const fileId = await storeRenderedFile(ctx.deps.db, {
        documentId,
        userId: doc.user_id,
        cacheKey,
        format: pdf ? 'pdf' : 'docx',
        filename: 'x',
        mimeType: 'application/octet-stream',
        content: Buffer.from(`${pdf ? '%PDF-' : 'PK'} ${cacheKey}`),
      });
      return { fileId, cacheKey };
    };

  it('answers a failed render with a clear 503, leaking nothing, and tries afresh next time', async () => {
    const { user, token } = await signInTestUser(ctx);
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: `${RESUME}\n- Fails once` });
    const url = `/api/documents/${doc.id}/download?format=pdf`;
    let stop = renderWorker(async () => {
      throw new UnrecoverableError('chromium exploded at /usr/lib/secret');
    });
    const failed = await as(token)({ method: 'GET', url });
    await stop();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: DOCUMENT_MESSAGES.renderFailed,
      message: DOCUMENT_MESSAGES.renderFailed,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(failed.body).not.toContain('chromium');

    const calls: string[] = [];
    stop = renderWorker(storing(calls));
    try {
      const ok = await as(token)({ method: 'GET', url });
      expect(ok.statusCode).toBe(200);
      expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // This document's render only: PDFs that earlier tests' saves queued may print meanwhile
      // (the queue takes accounts in turns, render-turns.ts, so they are not all done by now).
      const key = ok.rawPayload.toString().slice('%PDF- '.length);
      expect(calls.filter((k) => k === key)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('renders once, then serves the stored file; an edit back to old content renders again', async () => {
    const { user, token } = await signInTestUser(ctx);
    const first = `${RESUME}\n- Round trip`;
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: first });
    const url = `/api/documents/${doc.id}/download?format=docx`;
    const calls: string[] = [];
    const stop = renderWorker(storing(calls));
    try {
      const a = await as(token)({ method: 'GET', url });
      expect(a.statusCode).toBe(200);
      const b = await as(token)({ method: 'GET', url });
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
      // This document's DOCX only: PDFs that earlier tests' saves queued may print meanwhile
      // (the queue takes accounts in turns, render-turns.ts, so they are not all done by now).
      const docxKeys = new Set([a.rawPayload.toString().slice('PK '.length)]);
      expect(calls.filter((key) => docxKeys.has(key))).toHaveLength(1);

      const put = (content: string) =>
        as(token)({ method: 'PUT', url: `/api/documents/${doc.id}`, payload: { content } });
      const docxRows = async () => (await renderRows(ctx.deps.db, doc.id)).filter((r) => r.format === 'docx');
      expect((await put(`${first} (edited)`)).statusCode).toBe(200);
      expect(await docxRows()).toEqual([]);
      expect((await put(first)).statusCode).toBe(200);
      // Same content as the first render: its job is finished, its file deleted by the edit.
      const c = await as(token)({ method: 'GET', url });
      expect(c.statusCode).toBe(200);
      expect(c.rawPayload.subarray(0, 2).toString()).toBe('PK');
      // The saves' PDFs print in the background (prerender.ts); the DOCX was rendered twice.
      expect(calls.filter((key) => docxKeys.has(key))).toHaveLength(2);
      expect(await docxRows()).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});
