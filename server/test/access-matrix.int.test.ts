import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { insertTestDocument, insertTestGeneration } from './helpers/documents.js';
import { fixture } from './helpers/generation-env.js';
import { freshIp } from './helpers/http.js';
import { multipartBody, plainImage } from './helpers/profile.js';
import { supportForm } from './helpers/support.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';

// Issue 17, security: every resource × (owner, another user, administrator, signed out).
// Nobody reaches what is not theirs, and a refusal reads exactly like a missing resource: the same
// status and the same body, so an id that exists cannot be told from one that does not.
// Administrators run the admin calls; through the user endpoints they are people like any other
// (spec 01: documents, generations and payments are private). Profile photos and support images
// are readable by administrators by design (the support inbox, the admin user page).

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;

/** The owner's resources. */
const own = {
  documentId: '',
  resumeFileId: '',
  photoUrl: '',
  supportImageUrl: '',
  generationId: '',
  payment: '',
};
/** Ids of the same shape that exist nowhere. */
const missing = {
  id: randomUUID(),
  payment: `jp-${randomBytes(8).toString('hex')}`,
};

type Who = 'owner' | 'stranger' | 'admin' | 'signedOut';
const WHO: Who[] = ['owner', 'stranger', 'admin', 'signedOut'];

function call(who: Who, options: InjectOptions): Promise<LightMyRequestResponse> {
  const person = { owner, stranger, admin, signedOut: null }[who];
  return ctx.app.inject({
    ...options,
    remoteAddress: freshIp(),
    headers: {
      ...(options.headers as Record<string, string>),
      ...(person ? { authorization: `Bearer ${person.token}` } : {}),
    },
  });
}

const trpcQuery = (path: string, input: unknown): InjectOptions => ({
  method: 'GET',
  url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
});
const trpcMutation = (path: string, input: unknown): InjectOptions => ({
  method: 'POST',
  url: `/trpc/${path}`,
  payload: input as InjectOptions['payload'],
});

/** What a person can learn from an answer: its status, type and body (no per-request fields). */
function answer(res: LightMyRequestResponse) {
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {}
  const strip = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(strip);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== 'requestId' && key !== 'stack')
        .map(([key, v]) => [key, strip(v)]),
    );
  };
  return { status: res.statusCode, type: res.headers['content-type'], body: strip(body) };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // No render worker runs here: the owner's downloads answer "try again" quickly.
  ctx.deps.renderWaitMs = 1_000;
  [owner, stranger, admin] = await Promise.all([
    signInAs(ctx, 'user'),
    signInAs(ctx, 'user'),
    signInAs(ctx, 'admin'),
  ]);
  const db = ctx.deps.db;

  own.documentId = (await insertTestDocument(db, owner.user.id)).id;

  const resume = multipartBody({
    field: 'resume',
    filename: 'cv.pdf',
    type: 'application/pdf',
    content: fixture('john_doe.pdf'),
  });
  const uploaded = await owner.inject({ method: 'POST', url: '/api/files/resume', ...resume });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  own.resumeFileId = uploaded.json().fileId;

  const photo = multipartBody({ filename: 'me.png', type: 'image/png', content: await plainImage('png') });
  const photoRes = await owner.inject({ method: 'POST', url: '/api/profile/photo', ...photo });
  expect(photoRes.statusCode, photoRes.body).toBe(200);
  own.photoUrl = photoRes.json().profileImageUrl;

  const form = supportForm(
    { message: 'My download fails' },
    { filename: 'screen.png', type: 'image/png', content: await plainImage('png') },
  );
  const sent = await owner.inject({
    method: 'POST',
    url: '/api/support/message',
    payload: form.payload,
    headers: form.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  own.supportImageUrl = sent.json().supportMessage.metadata.imageAttachment.url;

  own.generationId = await insertTestGeneration(db, owner.user.id);

  own.payment = `jp-${randomBytes(8).toString('hex')}`;
  await db
    .insertInto('payments')
    .values({
      reference: own.payment,
      user_id: owner.user.id,
      plan_id: 'jjc',
      amount_kobo: 300_000,
      status: 'success',
      kind: 'new',
      confirmed_at: new Date(),
    })
    .execute();
});

afterAll(async () => {
  await ctx?.close();
});

interface Probe {
  name: string;
  /** The request for an id (or reference) of this kind. */
  request: (id: string) => InjectOptions;
  id: () => string;
  missingId: () => string;
  /** Who may use it on the owner's resource; everyone else gets the "missing" answer. */
  allowed: Who[];
  /** How an allowed caller's answer may look (default: 2xx). */
  allowedStatus?: (status: number) => boolean;
}

const ok = (status: number) => status >= 200 && status < 300;
const doc = () => own.documentId;
const missingId = () => missing.id;
const lastPart = (url: string) => url.split('/').at(-1) as string;

/** Reading probes (the changing ones run after, with their own checks). */
const reads: Probe[] = [
  // Documents, REST
  {
    name: 'GET /api/documents/:id',
    request: (id) => ({ method: 'GET', url: `/api/documents/${id}` }),
    id: doc,
    missingId,
    allowed: ['owner'],
  },
  {
    name: 'GET /api/documents/:id/report',
    request: (id) => ({ method: 'GET', url: `/api/documents/${id}/report` }),
    id: doc,
    missingId,
    allowed: ['owner'],
  },
  {
    name: 'GET /api/documents/:id/html-preview',
    request: (id) => ({ method: 'GET', url: `/api/documents/${id}/html-preview` }),
    id: doc,
    missingId,
    allowed: ['owner'],
  },
  // Downloads render through the render queue (no worker here): the owner gets past the
  // ownership check to "try again" (503), never to a 404.
  {
    name: 'GET /api/documents/:id/download?format=pdf',
    request: (id) => ({ method: 'GET', url: `/api/documents/${id}/download?format=pdf` }),
    id: doc,
    missingId,
    allowed: ['owner'],
    allowedStatus: (s) => s === 200 || s === 503,
  },
  {
    name: 'GET /api/documents/:id/download?format=docx',
    request: (id) => ({ method: 'GET', url: `/api/documents/${id}/download?format=docx` }),
    id: doc,
    missingId,
    allowed: ['owner'],
    allowedStatus: (s) => s === 200 || s === 503,
  },
  {
    name: 'POST /api/documents/:id/generate-html-pdf',
    request: (id) => ({ method: 'POST', url: `/api/documents/${id}/generate-html-pdf` }),
    id: doc,
    missingId,
    allowed: ['owner'],
    allowedStatus: (s) => s === 200 || s === 503,
  },
  // Documents, tRPC
  {
    name: 'tRPC documents.get',
    request: (id) => trpcQuery('documents.get', { id }),
    id: doc,
    missingId,
    allowed: ['owner'],
  },
  {
    name: 'tRPC documents.reportSource',
    request: (id) => trpcQuery('documents.reportSource', { id }),
    id: doc,
    missingId,
    allowed: ['owner'],
  },
  {
    name: 'tRPC documents.report',
    request: (id) => trpcQuery('documents.report', { id }),
    id: doc,
    missingId,
    allowed: ['owner'],
  },
  // Generations
  {
    name: 'tRPC generation.get',
    request: (id) => trpcQuery('generation.get', { id }),
    id: () => own.generationId,
    missingId,
    allowed: ['owner'],
  },
  // An uploaded resume, referenced by a new generation: the owner gets past the file to the
  // next check (no AI provider is configured here: 503), anyone else reads "not found".
  {
    name: 'tRPC generation.start with resumeFileId',
    request: (resumeFileId) =>
      trpcMutation('generation.start', {
        jobTitle: 'Credit Analyst',
        companyName: 'Moniepoint',
        jobDescription: 'Assess small-business loans and write credit memos.',
        generateCoverLetter: true,
        optimizeResume: true,
        isCreatingNewResume: false,
        resumeFileId,
      }),
    id: () => own.resumeFileId,
    missingId,
    allowed: ['owner'],
    allowedStatus: (s) => s === 503,
  },
  // Photos and support images: the owner and administrators.
  {
    name: 'GET /api/profile/photo/:id',
    request: (id) => ({ method: 'GET', url: `/api/profile/photo/${id}` }),
    id: () => lastPart(own.photoUrl),
    missingId,
    allowed: ['owner', 'admin'],
  },
  {
    name: 'GET /api/support/images/:id',
    request: (id) => ({ method: 'GET', url: `/api/support/images/${id}` }),
    id: () => lastPart(own.supportImageUrl),
    missingId,
    allowed: ['owner', 'admin'],
  },
  // A resume file is no photo and no support image, whoever asks.
  {
    name: 'GET /api/profile/photo/:id of a resume file',
    request: (id) => ({ method: 'GET', url: `/api/profile/photo/${id}` }),
    id: () => own.resumeFileId,
    missingId,
    allowed: [],
  },
  {
    name: 'GET /api/support/images/:id of a resume file',
    request: (id) => ({ method: 'GET', url: `/api/support/images/${id}` }),
    id: () => own.resumeFileId,
    missingId,
    allowed: [],
  },
  // Payments
  {
    name: 'GET /api/payment/verify/:reference',
    request: (reference) => ({ method: 'GET', url: `/api/payment/verify/${reference}` }),
    id: () => own.payment,
    missingId: () => missing.payment,
    allowed: ['owner'],
  },
  {
    name: 'tRPC billing.verify',
    request: (reference) => trpcMutation('billing.verify', { reference }),
    id: () => own.payment,
    missingId: () => missing.payment,
    allowed: ['owner'],
  },
];

describe('access matrix: reading', () => {
  for (const probe of reads) {
    it(probe.name, async () => {
      for (const who of WHO) {
        const mine = await call(who, probe.request(probe.id()));
        const none = await call(who, probe.request(probe.missingId()));
        if (probe.allowed.includes(who)) {
          expect(
            (probe.allowedStatus ?? ok)(mine.statusCode),
            `${who}: ${mine.statusCode} ${mine.body}`,
          ).toBe(true);
          expect(none.statusCode, `${who} on a missing id`).toBe(who === 'signedOut' ? 401 : 404);
        } else {
          // Not theirs: exactly what a missing one answers.
          expect(answer(mine), who).toEqual(answer(none));
          expect(none.statusCode, `${who}: ${none.body}`).toBe(who === 'signedOut' ? 401 : 404);
        }
      }
    });
  }

  it('tRPC generation.watch: a stranger’s or an administrator’s watch reads like a missing one', async () => {
    const watchError = async (who: SignedIn, id: string) => {
      try {
        const iterable = await who.caller.generation.watch({ id });
        await (iterable as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
      } catch (error) {
        const { code, message } = error as { code: string; message: string };
        return { code, message };
      }
      return 'answered';
    };
    for (const who of [stranger, admin]) {
      const theirs = await watchError(who, own.generationId);
      expect(theirs).toEqual(await watchError(who, missing.id));
      expect(theirs).toMatchObject({ code: 'NOT_FOUND' });
    }
    const signedOut = callerFor(ctx.deps);
    await expect(signedOut.generation.watch({ id: own.generationId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('lists hold only their reader’s own: documents, payments, support messages', async () => {
    for (const who of ['stranger', 'admin'] as const) {
      const docs = await call(who, { method: 'GET', url: '/api/documents' });
      expect(docs.statusCode).toBe(200);
      expect(docs.body).not.toContain(own.documentId);
      const docsTrpc = await call(who, trpcQuery('documents.list', undefined));
      expect(docsTrpc.statusCode).toBe(200);
      expect(docsTrpc.body).not.toContain(own.documentId);
      const payments = await call(who, trpcQuery('billing.payments', undefined));
      expect(payments.statusCode, payments.body).toBe(200);
      expect(payments.body).not.toContain(own.payment);
      const support = await call(who, { method: 'GET', url: '/api/support/messages' });
      expect(support.statusCode).toBe(200);
      expect(support.body).not.toContain('My download fails');
      const supportTrpc = await call(who, trpcQuery('support.messages', undefined));
      expect(supportTrpc.body).not.toContain('My download fails');
    }
    const mine = await call('owner', trpcQuery('billing.payments', undefined));
    expect(mine.body).toContain(own.payment);
    for (const url of ['/api/documents', '/api/support/messages', '/api/profile', '/api/user/export']) {
      const res = await call('signedOut', { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('access matrix: changing', () => {
  const changes: Array<{ name: string; request: (id: string) => InjectOptions }> = [
    {
      name: 'PUT /api/documents/:id',
      request: (id) => ({ method: 'PUT', url: `/api/documents/${id}`, payload: { content: 'Taken over' } }),
    },
    {
      name: 'DELETE /api/documents/:id',
      request: (id) => ({ method: 'DELETE', url: `/api/documents/${id}` }),
    },
    {
      name: 'tRPC documents.update',
      request: (id) => trpcMutation('documents.update', { id, content: 'Taken over' }),
    },
    { name: 'tRPC documents.remove', request: (id) => trpcMutation('documents.remove', { id }) },
    {
      name: 'tRPC documents.setTemplate',
      request: (id) => trpcMutation('documents.setTemplate', { id, templateId: 'classic' }),
    },
  ];

  for (const change of changes) {
    it(`${change.name}: only the owner; the others read "missing" and change nothing`, async () => {
      const before = await ctx.deps.db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', own.documentId)
        .executeTakeFirstOrThrow();
      for (const who of ['stranger', 'admin', 'signedOut'] as const) {
        const theirs = await call(who, change.request(own.documentId));
        const none = await call(who, change.request(missing.id));
        expect(answer(theirs), who).toEqual(answer(none));
        expect(none.statusCode, `${who}: ${none.body}`).toBe(who === 'signedOut' ? 401 : 404);
      }
      const after = await ctx.deps.db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', own.documentId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });
  }

  it('the owner may change and delete their own document', async () => {
    const id = (await insertTestDocument(ctx.deps.db, owner.user.id)).id;
    const put = await call('owner', {
      method: 'PUT',
      url: `/api/documents/${id}`,
      payload: { content: 'Mine' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const removed = await call('owner', trpcMutation('documents.remove', { id }));
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await call('owner', { method: 'GET', url: `/api/documents/${id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe('access matrix: administrator calls', () => {
  // A representative of each admin area, REST and tRPC.
  const adminCalls: Array<{ name: string; request: () => InjectOptions }> = [
    { name: 'users list', request: () => ({ method: 'GET', url: '/api/admin/users' }) },
    { name: 'user detail', request: () => ({ method: 'GET', url: `/api/admin/users/${owner.user.id}` }) },
    { name: 'tRPC admin.users.get', request: () => trpcQuery('admin.users.get', { id: owner.user.id }) },
    { name: 'providers', request: () => ({ method: 'GET', url: '/api/admin/llm-providers' }) },
    { name: 'provider status', request: () => ({ method: 'GET', url: '/api/admin/provider-status' }) },
    { name: 'prompts', request: () => ({ method: 'GET', url: '/api/admin/prompts' }) },
    { name: 'tRPC admin.audit.list', request: () => trpcQuery('admin.audit.list', {}) },
    { name: 'stats', request: () => ({ method: 'GET', url: '/api/admin/stats' }) },
    { name: 'analytics', request: () => ({ method: 'GET', url: '/api/admin/analytics' }) },
    { name: 'AI monitoring', request: () => ({ method: 'GET', url: '/api/admin/ai-monitoring' }) },
    { name: 'tRPC analytics.stats', request: () => trpcQuery('analytics.stats', undefined) },
    { name: 'support inbox', request: () => ({ method: 'GET', url: '/api/admin/support/conversations' }) },
    {
      name: 'support thread',
      request: () => ({ method: 'GET', url: `/api/admin/support/conversations/${owner.user.id}` }),
    },
    {
      name: 'tRPC support.admin.conversation',
      request: () => trpcQuery('support.admin.conversation', { userId: owner.user.id }),
    },
    // Changing calls: refused before any change, so the administrator's call is checked too.
    {
      name: 'PATCH user status',
      request: () => ({
        method: 'PATCH',
        url: `/api/admin/users/${stranger.user.id}/status`,
        payload: { isActive: true },
      }),
    },
    {
      name: 'PUT support availability',
      request: () => ({
        method: 'PUT',
        url: '/api/admin/support/availability',
        payload: { available: true },
      }),
    },
  ];

  for (const probe of adminCalls) {
    it(`${probe.name}: 401 signed out, 403 for users, served to administrators`, async () => {
      const out = await call('signedOut', probe.request());
      expect(out.statusCode, out.body).toBe(401);
      for (const who of ['owner', 'stranger'] as const) {
        const res = await call(who, probe.request());
        expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
        expect(res.body).not.toContain(owner.user.email);
        expect(res.body).not.toContain('My download fails');
      }
      const served = await call('admin', probe.request());
      expect(served.statusCode, served.body).toBeLessThan(300);
    });
  }
});
