import { gunzipSync } from 'node:zlib';
import type { ApplicationSummaryDto } from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestDocument } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// GET /api/applications answers with a weak ETag and a 304 to a matching If-None-Match
// (issue 30, speed). Every kind of change that alters the list must change the ETag, whoever
// makes it and however (API or another process writing the rows directly).

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const as = (token: string) => asBearer(ctx.app, token);
const DAY = 24 * 3600 * 1000;
const lagosDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(at);

const JOB = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Access Bank',
  jobDescription: 'Join our graduate programme: rotations in retail banking, risk and operations.',
};

async function create(token: string, body: Record<string, unknown> = {}): Promise<ApplicationSummaryDto> {
  const res = await as(token)({ method: 'POST', url: '/api/applications', payload: { ...JOB, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application;
}

const list = (token: string, url = '/api/applications', headers: Record<string, string> = {}) =>
  as(token)({ method: 'GET', url, headers });

/** A 200 list answer: its ETag and applications. */
async function read(token: string, url?: string) {
  const res = await list(token, url);
  expect(res.statusCode, res.body).toBe(200);
  const etag = res.headers.etag as string;
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  return { etag, applications: res.json().applications as ApplicationSummaryDto[] };
}

/** Asserts `etag` is not current any more: the same request gets a full 200 with a new ETag. */
async function expectChanged(token: string, etag: string, url?: string) {
  const res = await list(token, url, { 'if-none-match': etag });
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).not.toBe(etag);
  return {
    etag: res.headers.etag as string,
    applications: res.json().applications as ApplicationSummaryDto[],
  };
}

const expectNotModified = (res: LightMyRequestResponse, etag: string) => {
  expect(res.statusCode).toBe(304);
  expect(res.body).toBe('');
  expect(res.headers.etag).toBe(etag);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['cache-control']).toBe('private, no-cache');
};

/** A document of `userId` attached to `applicationId` as the worker's insert does. */
async function documentFor(
  userId: string,
  applicationId: string,
  type: 'resume' | 'cover_letter' = 'resume',
) {
  const doc = await insertTestDocument(ctx.deps.db, userId, { type });
  await ctx.deps.db
    .updateTable('documents')
    .set({ application_id: applicationId })
    .where('id', '=', doc.id)
    .execute();
  return doc;
}

describe('GET /api/applications: ETag and 304', () => {
  it('answers 304 with no body to its own ETag, and the same ETag for the same list', async () => {
    const { token } = await signInTestUser(ctx);
    await create(token);
    const first = await read(token);
    const res = await list(token, '/api/applications', { 'if-none-match': first.etag });
    expectNotModified(res, first.etag);
    // Several tags, one of them current; and the same answer again without a tag.
    expectNotModified(
      await list(token, '/api/applications', { 'if-none-match': `W/"old", ${first.etag}` }),
      first.etag,
    );
    const again = await read(token);
    expect(again.etag).toBe(first.etag);
    expect(again.applications).toEqual(first.applications);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('changes the ETag after each change that alters the list, API or direct writes alike', async () => {
    const { token, user } = await signInTestUser(ctx);
    const app = await create(token);
    let { etag } = await read(token);
    const step = async (change: () => Promise<unknown>, check?: (a: ApplicationSummaryDto[]) => void) => {
      await change();
      const next = await expectChanged(token, etag);
      check?.(next.applications);
      // ...and the new one is current at once.
      expectNotModified(await list(token, '/api/applications', { 'if-none-match': next.etag }), next.etag);
      etag = next.etag;
    };

    // Created.
    let second = '';
    await step(
      async () => {
        second = (await create(token, { jobTitle: 'Data Analyst' })).id;
      },
      (a) => expect(a.map((x) => x.id)).toContain(second),
    );
    // Status change.
    await step(
      () =>
        as(token)({
          method: 'PATCH',
          url: `/api/applications/${app.id}`,
          payload: { status: 'interviewing' },
        }),
      (a) => expect(a.find((x) => x.id === app.id)?.status).toBe('interviewing'),
    );
    // A document generated for it (the worker's insert).
    let docId = '';
    await step(
      async () => {
        docId = (await documentFor(user.id, app.id)).id;
      },
      (a) => expect(a.find((x) => x.id === app.id)?.documents.map((d) => d.id)).toEqual([docId]),
    );
    // Renamed, without touching updated_at (any writer).
    await step(
      () =>
        ctx.deps.db
          .updateTable('documents')
          .set({ title: 'Resume – renamed' })
          .where('id', '=', docId)
          .execute(),
      (a) => expect(a.find((x) => x.id === app.id)?.documents[0]?.title).toBe('Resume – renamed'),
    );
    // Its match score changed, likewise.
    await step(
      () => ctx.deps.db.updateTable('documents').set({ match_score: 77 }).where('id', '=', docId).execute(),
      (a) => expect(a.find((x) => x.id === app.id)?.matchScore).toBe(77),
    );
    // Deleted through the API.
    await step(
      async () => {
        const res = await as(token)({ method: 'DELETE', url: `/api/documents/${docId}` });
        expect(res.statusCode, res.body).toBe(200);
      },
      (a) => expect(a.find((x) => x.id === app.id)?.documents).toEqual([]),
    );
    // An application field edited directly, with the same updated_at.
    await step(
      () =>
        ctx.deps.db
          .updateTable('applications')
          .set({ company_name: 'Zenith Bank' })
          .where('id', '=', app.id)
          .execute(),
      (a) => expect(a.find((x) => x.id === app.id)?.companyName).toBe('Zenith Bank'),
    );
    // Moved to applied: a follow-up date appears; then the follow-up setting changes it.
    await step(() =>
      as(token)({ method: 'PATCH', url: `/api/applications/${app.id}`, payload: { status: 'applied' } }),
    );
    const before = (await read(token)).applications.find((x) => x.id === app.id)?.followUpDueAt;
    expect(before).not.toBeNull();
    await step(
      async () => {
        const res = await as(token)({ method: 'PATCH', url: '/api/settings', payload: { followUpDays: 3 } });
        expect(res.statusCode, res.body).toBe(200);
      },
      (a) => expect(a.find((x) => x.id === app.id)?.followUpDueAt).not.toBe(before),
    );
    await step(
      () => as(token)({ method: 'PATCH', url: '/api/settings', payload: { followUpDays: null } }),
      (a) => expect(a.find((x) => x.id === app.id)?.followUpDueAt).toBeNull(),
    );
    // Deleted application.
    await step(
      () => as(token)({ method: 'DELETE', url: `/api/applications/${second}` }),
      (a) => expect(a.map((x) => x.id)).not.toContain(second),
    );
    // A document attached, then detached (application_id set to null by another writer).
    let otherId = '';
    await step(async () => {
      otherId = (await documentFor(user.id, app.id, 'cover_letter')).id;
    });
    await step(
      () =>
        ctx.deps.db
          .updateTable('documents')
          .set({ application_id: null })
          .where('id', '=', otherId)
          .execute(),
      (a) => expect(a.find((x) => x.id === app.id)?.documents).toEqual([]),
    );
  });

  it('gives another query another ETag, and a filter counting from today a new one the next day', async () => {
    const { token } = await signInTestUser(ctx);
    await create(token, { closingDate: lagosDay(new Date(Date.now() + 10 * DAY)) });
    const all = await read(token);
    const saved = await read(token, '/api/applications?status=saved');
    const applied = await read(token, '/api/applications?status=applied');
    const searched = await read(token, '/api/applications?q=Access');
    expect(new Set([all.etag, saved.etag, applied.etag, searched.etag]).size).toBe(4);
    expect(applied.applications).toEqual([]);
    // The ETag of one query does not revalidate another.
    const res = await list(token, '/api/applications?status=applied', { 'if-none-match': all.etag });
    expect(res.statusCode).toBe(200);

    const clock = ctx.deps.clock;
    const realNow = clock.now;
    const start = Date.now();
    const at = (days: number) => () => new Date(start + days * DAY);
    try {
      clock.now = at(6);
      const window = await read(token, '/api/applications?closingWithinDays=5');
      expect(window.applications).toHaveLength(1);
      expectNotModified(
        await list(token, '/api/applications?closingWithinDays=5', { 'if-none-match': window.etag }),
        window.etag,
      );
      // Nothing was written, but the window counts from another day.
      clock.now = at(7);
      const next = await expectChanged(token, window.etag, '/api/applications?closingWithinDays=5');
      expect(next.applications).toHaveLength(1);
      clock.now = at(11);
      const passed = await expectChanged(token, next.etag, '/api/applications?closingWithinDays=5');
      expect(passed.applications).toEqual([]);
    } finally {
      clock.now = realNow;
    }
  });

  it("never answers one person with another person's list or 304", async () => {
    const a = await signInTestUser(ctx);
    const b = await signInTestUser(ctx);
    const mine = await create(a.token, { jobTitle: 'Only for A' });
    const ofA = await read(a.token);
    // B sends A's ETag: B's own (empty) list, in full, under B's ETag.
    const res = await list(b.token, '/api/applications', { 'if-none-match': ofA.etag });
    expect(res.statusCode).toBe(200);
    expect(res.json().applications).toEqual([]);
    expect(res.headers.etag).not.toBe(ofA.etag);
    // Same for identical lists: B creates the same job; the answers never share an ETag.
    await create(b.token, { jobTitle: 'Only for A' });
    const ofB = await read(b.token);
    expect(ofB.etag).not.toBe(ofA.etag);
    expect(ofB.applications.map((x) => x.id)).not.toContain(mine.id);
    expect((await list(b.token, '/api/applications', { 'if-none-match': ofA.etag })).statusCode).toBe(200);
  });

  it('is still 401 signed out, with or without an ETag, and 400 for a malformed filter', async () => {
    const { token } = await signInTestUser(ctx);
    const { etag } = await read(token);
    for (const headers of [{}, { 'if-none-match': etag }, { 'if-none-match': '*' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/applications', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers.etag).toBeUndefined();
    }
    const bad = await list(token, '/api/applications?status=hired', { 'if-none-match': etag });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a large list gzipped to a browser that accepts it, the same JSON as plain', async () => {
    const { token } = await signInTestUser(ctx);
    for (let i = 0; i < 12; i++) await create(token, { jobTitle: `Graduate Trainee ${i}` });
    const plain = await list(token);
    const zipped = await list(token, '/api/applications', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json().applications).toHaveLength(12);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
