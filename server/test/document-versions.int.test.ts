import {
  DOCUMENT_MESSAGES,
  type DocumentDto,
  type DocumentVersionDto,
  type DocumentVersionListDto,
  type ExportFile,
  VERSION_MESSAGES,
  VERSIONS_KEPT,
} from '@app/shared';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneratedDocument } from '../src/modules/documents/documents.repo.js';
import { callerWithToken, insertTestDocument, insertTestGeneration, RESUME } from './helpers/documents.js';
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
let unique = 0;
const text = (line: string) => `${RESUME}\n- ${line} (${++unique})`;

async function save(token: string, id: string, content: string): Promise<DocumentDto> {
  const res = await as(token)({ method: 'PUT', url: `/api/documents/${id}`, payload: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentDto>();
}

async function versionsOf(token: string, id: string): Promise<DocumentVersionListDto['versions']> {
  const res = await as(token)({ method: 'GET', url: `/api/documents/${id}/versions` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentVersionListDto>().versions;
}

const storedVersions = (documentId: string) =>
  ctx.deps.db
    .selectFrom('document_versions')
    .select(['n', 'content', 'saved_at'])
    .where('document_id', '=', documentId)
    .orderBy('n', 'desc')
    .execute();

/** A signed-in person with one stored resume (stored by hand: no version yet). */
async function personWithResume(content = text('Original line')) {
  const { user, token } = await signInTestUser(ctx);
  const doc = await insertTestDocument(ctx.deps.db, user.id, { content });
  return { user, token, doc };
}

describe('keeping a version at every save', () => {
  it('lists the saves newest first with their time, design and score; the text before the first save is version 1', async () => {
    const { token, doc } = await personWithResume();
    const first = await save(token, doc.id, text('First edit'));
    const second = await save(token, doc.id, text('Second edit'));
    const versions = await versionsOf(token, doc.id);
    expect(versions.map((v) => v.n)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ templateId: second.templateId, matchScore: second.matchScore });
    expect(versions[1]).toMatchObject({ templateId: first.templateId, matchScore: first.matchScore });
    expect(new Date(versions[0]?.savedAt ?? '').toISOString()).toBe(second.updatedAt);
    for (const v of versions)
      expect(Object.keys(v).sort()).toEqual(['matchScore', 'n', 'savedAt', 'templateId']);

    const one = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/versions/1` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.json<DocumentVersionDto>()).toMatchObject({ n: 1, content: doc.content });
    const three = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/versions/3` });
    expect(three.json<DocumentVersionDto>()).toEqual({
      n: 3,
      content: second.content,
      savedAt: second.updatedAt,
    });
  });

  it('adds no version for a save of the same text', async () => {
    const { token, doc } = await personWithResume();
    const content = text('Saved twice');
    await save(token, doc.id, content);
    await save(token, doc.id, content);
    expect((await versionsOf(token, doc.id)).map((v) => v.n)).toEqual([2, 1]);
  });

  it('keeps version 1 when a generation writes a document, in the same statement, once', async () => {
    const { user, token } = await signInTestUser(ctx);
    const generationId = await insertTestGeneration(ctx.deps.db, user.id);
    const values = {
      userId: user.id,
      generationId,
      type: 'resume' as const,
      title: 'Resume – Data Analyst at Paystack',
      content: text('Analysed payments data for Lagos merchants'),
      jobTitle: 'Data Analyst',
      companyName: 'Paystack',
      companyLocation: 'Lagos',
      matchScore: 64,
    };
    const row = await insertGeneratedDocument(ctx.deps.db, values);
    if (!row) throw new Error('not inserted');
    // A re-delivered job finds the first document and adds nothing.
    expect(await insertGeneratedDocument(ctx.deps.db, values)).toBeUndefined();
    const versions = await versionsOf(token, row.id);
    expect(versions).toEqual([
      { n: 1, savedAt: new Date(row.updated_at).toISOString(), templateId: 'classic', matchScore: 64 },
    ]);
    expect((await storedVersions(row.id))[0]?.content).toBe(values.content);
  });

  it('numbers concurrent saves of one document one after another, none lost', async () => {
    const { token, doc } = await personWithResume();
    const contents = Array.from({ length: 8 }, (_, i) => text(`Concurrent edit ${i}`));
    const answers = await Promise.all(
      contents.map((content) =>
        as(token)({ method: 'PUT', url: `/api/documents/${doc.id}`, payload: { content } }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const stored = await storedVersions(doc.id);
    expect(stored.map((v) => v.n)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(new Set(stored.slice(0, 8).map((v) => v.content))).toEqual(new Set(contents));
    // The newest version is the document's text.
    const current = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(current.json<DocumentDto>().content).toBe(stored[0]?.content);
  });
});

describe('thinning', () => {
  it(`keeps the newest ${VERSIONS_KEPT} and, before them, the last save of each Lagos day`, async () => {
    const { token, doc } = await personWithResume();
    // Lagos is UTC+1: 22:30Z on 1 Jan is 23:30 on 1 Jan in Lagos, 23:30Z is already 2 Jan.
    const at = (n: number): string => {
      if (n === 1) return '2026-01-01T22:30:00Z';
      if (n === 2) return '2026-01-01T23:30:00Z';
      if (n === 3) return '2026-01-02T10:00:00Z';
      // 4–6 on 3 Jan, 7–9 on 4 Jan, 10–12 on 5 Jan (Lagos), then one a day.
      if (n <= 12) return `2026-01-0${3 + Math.floor((n - 4) / 3)}T1${(n - 4) % 3}:00:00Z`;
      return new Date(Date.UTC(2026, 0, 6 + (n - 13), 12)).toISOString();
    };
    for (let n = 1; n <= 60; n += 1)
      await sql`insert into document_versions (document_id, n, content, saved_at)
        values (${doc.id}, ${n}, ${`Text ${n}`}, ${at(n)}::timestamptz)`.execute(ctx.deps.db);
    await save(token, doc.id, text('The 61st save'));
    const kept = (await versionsOf(token, doc.id)).map((v) => v.n);
    const newest = Array.from({ length: VERSIONS_KEPT }, (_, i) => 61 - i);
    // 10 and 11 share 5 Jan with 12 (among the newest); 2 shares 2 Jan (Lagos) with 3; 4, 5 and
    // 7, 8 are not the last of their day. 1 stays: in UTC it would share 1 Jan with 2.
    expect(kept).toEqual([...newest, 9, 6, 3, 1]);
  });
});

describe('restoring', () => {
  it('makes the old text current as a new save; the text it replaced stays in History', async () => {
    const { token, doc } = await personWithResume();
    await save(token, doc.id, text('Middle'));
    const latest = await save(token, doc.id, text('Latest'));
    const res = await as(token)({ method: 'POST', url: `/api/documents/${doc.id}/versions/1/restore` });
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json<DocumentDto>();
    expect(restored).toMatchObject({ id: doc.id, content: doc.content });
    // The same JSON as a save answers.
    expect(Object.keys(restored).sort()).toEqual(Object.keys(latest).sort());
    const current = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(current.json<DocumentDto>().content).toBe(doc.content);
    const stored = await storedVersions(doc.id);
    expect(stored.map((v) => v.n)).toEqual([4, 3, 2, 1]);
    expect(stored[0]?.content).toBe(doc.content);
    expect(stored[1]?.content).toBe(latest.content);
  });

  it('works over tRPC: list, get and restore', async () => {
    const { token, doc } = await personWithResume();
    await save(token, doc.id, text('Over tRPC'));
    const caller = await callerWithToken(ctx.deps, token);
    const list = await caller.documents.versions.list({ id: doc.id });
    expect(list.versions.map((v) => v.n)).toEqual([2, 1]);
    expect((await caller.documents.versions.get({ id: doc.id, n: 1 })).content).toBe(doc.content);
    const restored = await caller.documents.versions.restore({ id: doc.id, n: 1 });
    expect(restored.content).toBe(doc.content);
    expect((await caller.documents.versions.list({ id: doc.id })).versions[0]?.n).toBe(3);
  });

  it('leaves the copy sent with an application as it was sent, and records the score like a save', async () => {
    const { user, token } = await signInTestUser(ctx);
    const generationId = await insertTestGeneration(ctx.deps.db, user.id);
    const created = await as(token)({
      method: 'POST',
      url: '/api/applications',
      payload: {
        jobTitle: 'Data Analyst',
        companyName: 'Paystack',
        jobDescription: 'Analyse payments data for Lagos merchants with SQL and Python.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const applicationId = created.json().application.id as string;
    const original = text('Analysed payments data for Lagos merchants with SQL');
    const doc = await insertTestDocument(ctx.deps.db, user.id, { content: original });
    await ctx.deps.db
      .updateTable('documents')
      .set({ application_id: applicationId, generation_id: generationId })
      .where('id', '=', doc.id)
      .execute();
    const edited = await save(token, doc.id, text('Wrote Python reports'));
    const applied = await as(token)({ method: 'POST', url: `/api/applications/${applicationId}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    const sentBefore = await ctx.deps.db
      .selectFrom('application_sent')
      .selectAll()
      .where('document_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(sentBefore.content).toBe(edited.content);
    const scoresBefore = await scoreCount(applicationId);

    const res = await as(token)({ method: 'POST', url: `/api/documents/${doc.id}/versions/1/restore` });
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json<DocumentDto>();
    expect(restored.content).toBe(original);

    const sentAfter = await ctx.deps.db
      .selectFrom('application_sent')
      .selectAll()
      .where('document_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(sentAfter).toEqual(sentBefore);
    // The restored text's score is the version's and the application's newest point.
    const versions = await versionsOf(token, doc.id);
    expect(versions[0]).toMatchObject({ n: 3, matchScore: restored.matchScore });
    if (restored.matchScore !== null) expect(await scoreCount(applicationId)).toBe(scoresBefore + 1);
  });
});

const scoreCount = async (applicationId: string) =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('application_scores')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('who may see versions', () => {
  it('answers 404 for another person’s or a missing document, and for a missing or malformed version', async () => {
    const { token, doc } = await personWithResume();
    await save(token, doc.id, text('Mine'));
    const other = await signInTestUser(ctx);
    for (const url of [
      `/api/documents/${doc.id}/versions`,
      `/api/documents/${doc.id}/versions/1`,
      '/api/documents/00000000-0000-4000-8000-000000000000/versions',
      '/api/documents/not-an-id/versions/1',
    ]) {
      const res = await as(other.token)({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.notFound);
    }
    const foreignRestore = await as(other.token)({
      method: 'POST',
      url: `/api/documents/${doc.id}/versions/1/restore`,
    });
    expect(foreignRestore.statusCode).toBe(404);
    expect(foreignRestore.json().message).toBe(DOCUMENT_MESSAGES.notFound);

    for (const n of ['3', '99', 'abc', '0', '-1', '1.5', '1e0', '99999999999']) {
      const get = await as(token)({ method: 'GET', url: `/api/documents/${doc.id}/versions/${n}` });
      expect(get.statusCode, n).toBe(404);
      expect(get.json().message, n).toBe(VERSION_MESSAGES.notFound);
      const restore = await as(token)({
        method: 'POST',
        url: `/api/documents/${doc.id}/versions/${n}/restore`,
      });
      expect(restore.statusCode, n).toBe(404);
      expect(restore.json().message, n).toBe(VERSION_MESSAGES.notFound);
    }
    // Nothing was restored by any of them.
    expect((await versionsOf(token, doc.id)).map((v) => v.n)).toEqual([2, 1]);

    const caller = await callerWithToken(ctx.deps, other.token);
    await expect(caller.documents.versions.list({ id: doc.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: DOCUMENT_MESSAGES.notFound,
    });
    const mine = await callerWithToken(ctx.deps, token);
    await expect(mine.documents.versions.get({ id: doc.id, n: 7 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: VERSION_MESSAGES.notFound,
    });
    const malformed = await mine.documents.versions.get({ id: doc.id, n: 1.5 }).catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(TRPCError);
    expect((malformed as TRPCError).code).toBe('BAD_REQUEST');
  });

  it('answers 401 when signed out', async () => {
    const { doc } = await personWithResume();
    for (const [method, url] of [
      ['GET', `/api/documents/${doc.id}/versions`],
      ['GET', `/api/documents/${doc.id}/versions/1`],
      ['POST', `/api/documents/${doc.id}/versions/1/restore`],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('the data export', () => {
  it('holds each document’s versions, newest first', async () => {
    const { token, doc } = await personWithResume();
    const edited = await save(token, doc.id, text('Exported'));
    const res = await as(token)({ method: 'GET', url: '/api/user/export' });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<ExportFile>();
    const exported = file.documents.find((d) => d.id === doc.id);
    expect(exported?.versions.map((v) => [v.n, v.content])).toEqual([
      [2, edited.content],
      [1, doc.content],
    ]);
    expect(exported?.versions[0]).toEqual({
      n: 2,
      content: edited.content,
      templateId: null,
      matchScore: edited.matchScore,
      savedAt: edited.updatedAt,
    });
  });
});
