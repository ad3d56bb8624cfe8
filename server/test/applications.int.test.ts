import {
  APPLICATION_MESSAGES,
  type ApplicationDto,
  type ApplicationSummaryDto,
  type ExportFile,
} from '@app/shared';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithToken, insertTestDocument, RESUME } from './helpers/documents.js';
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
const M = APPLICATION_MESSAGES;

const JOB = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Access Bank',
  companyLocation: 'Lagos',
  jobDescription: 'Join our graduate programme: rotations in retail banking, risk and operations.',
  jobUrl: 'https://careers.example.com/graduate-trainee',
};

async function create(token: string, body: Record<string, unknown> = {}): Promise<ApplicationSummaryDto> {
  const res = await as(token)({ method: 'POST', url: '/api/applications', payload: { ...JOB, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application;
}

/** A document of `userId` written for application `applicationId`. */
async function documentFor(
  userId: string,
  applicationId: string,
  options: Parameters<typeof insertTestDocument>[2] = {},
) {
  const doc = await insertTestDocument(ctx.deps.db, userId, options);
  await ctx.deps.db
    .updateTable('documents')
    .set({ application_id: applicationId })
    .where('id', '=', doc.id)
    .execute();
  return doc;
}

const getApp = async (token: string, id: string): Promise<ApplicationDto> => {
  const res = await as(token)({ method: 'GET', url: `/api/applications/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().application;
};

const DAY = 24 * 3600 * 1000;
const lagosDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(at);

describe('saving, reading and listing applications', () => {
  it('saves a job by hand (201, status saved) and shows it with its timeline, REST and tRPC alike', async () => {
    const { token } = await signInTestUser(ctx);
    const created = await create(token, { closingDate: '2030-01-31' });
    expect(created).toMatchObject({
      jobTitle: 'Graduate Trainee',
      companyName: 'Access Bank',
      companyLocation: 'Lagos',
      jobUrl: JOB.jobUrl,
      closingDate: '2030-01-31',
      status: 'saved',
      appliedAt: null,
      matchScore: null,
      followUpDueAt: null,
      documents: [],
    });
    const full = await getApp(token, created.id);
    expect(full.jobDescription).toBe(JOB.jobDescription);
    expect(full.timeline.map((e) => e.status)).toEqual(['saved']);
    expect(full.sent).toEqual([]);
    expect(full.followUpNotes).toEqual([]);
    expect(full.interviewPrep).toBeNull();
    expect(full.scoreHistory).toEqual([]);

    const caller = await callerWithToken(ctx.deps, token);
    expect((await caller.applications.get({ id: created.id })).jobTitle).toBe('Graduate Trainee');
    const list = await caller.applications.list({});
    expect(list.map((a) => a.id)).toEqual([created.id]);
    const viaTrpc = await caller.applications.create({ ...JOB, jobTitle: 'Risk Analyst' });
    expect(viaTrpc.status).toBe('saved');
  });

  it('lists only the person’s own, newest change first, with documents and the resume’s latest score', async () => {
    const { user, token } = await signInTestUser(ctx);
    const other = await signInTestUser(ctx);
    const first = await create(token, { jobTitle: 'Data Analyst', companyName: 'Paystack' });
    const second = await create(token, { jobTitle: 'Product 100%_Designer', companyName: 'Kuda' });
    await create(other.token);
    const letter = await documentFor(user.id, first.id, { type: 'cover_letter' });
    const resume = await documentFor(user.id, first.id, { type: 'resume' });
    await ctx.deps.db.updateTable('documents').set({ match_score: 72 }).where('id', '=', resume.id).execute();

    const res = await as(token)({ method: 'GET', url: '/api/applications' });
    expect(res.statusCode).toBe(200);
    const { applications } = res.json() as { applications: ApplicationSummaryDto[] };
    expect(applications.map((a) => a.id)).toEqual([second.id, first.id]);
    const withDocs = applications[1];
    expect(withDocs?.documents).toEqual([
      { id: letter.id, type: 'cover_letter', title: letter.title },
      { id: resume.id, type: 'resume', title: resume.title },
    ]);
    expect(withDocs?.matchScore).toBe(72);

    // Filters: status, words in the title or company (taken literally), closing within N days.
    const search = async (query: string) =>
      (await as(token)({ method: 'GET', url: `/api/applications?${query}` }))
        .json()
        .applications.map((a: ApplicationSummaryDto) => a.id);
    expect(await search('q=paystack')).toEqual([first.id]);
    expect(await search('q=100%25_')).toEqual([second.id]);
    expect(await search('q=%25')).toEqual([second.id]);
    expect(await search('status=applied')).toEqual([]);
    expect(await search('status=')).toHaveLength(2);
    const soon = lagosDay(new Date(Date.now() + 5 * DAY));
    await as(token)({
      method: 'PATCH',
      url: `/api/applications/${first.id}`,
      payload: { closingDate: soon },
    });
    expect(await search('closingWithinDays=7')).toEqual([first.id]);
    expect(await search('closingWithinDays=3')).toEqual([]);
  });

  it('refuses bad input with a sentence: fields, links, dates, statuses, unknown keys', async () => {
    const { token } = await signInTestUser(ctx);
    const post = (payload: unknown) =>
      as(token)({ method: 'POST', url: '/api/applications', payload: payload as object });
    const message = async (res: Promise<{ statusCode: number; json(): { message: string } }>) => {
      const r = await res;
      expect(r.statusCode).toBe(400);
      return r.json().message;
    };
    expect(await message(post({ ...JOB, jobTitle: '  ' }))).toBe(M.jobTitle);
    expect(await message(post({ ...JOB, companyName: undefined }))).toBe(M.companyName);
    expect(await message(post({ ...JOB, jobDescription: 'short' }))).toBe(M.jobDescription);
    expect(await message(post({ ...JOB, jobUrl: 'javascript:alert(1)' }))).toBe(M.jobUrl);
    expect(await message(post({ ...JOB, closingDate: '2026-02-30' }))).toBe(M.closingDate);
    expect(await message(post({ ...JOB, jobTitle: 'x'.repeat(201) }))).toBe(M.tooLong('Job title', 200));
    expect(await message(post([1, 2]))).toMatch(/JSON object/);

    const app = await create(token);
    const patch = (payload: unknown) =>
      as(token)({ method: 'PATCH', url: `/api/applications/${app.id}`, payload: payload as object });
    expect(await message(patch({ status: 'hired' }))).toBe(M.status);
    expect(await message(patch({ jobUrl: 'data:text/html,hi' }))).toBe(M.jobUrl);
    expect((await patch({ owner: 'me' })).statusCode).toBe(400);
    expect(await message(as(token)({ method: 'GET', url: '/api/applications?status=hired' }))).toBe(M.status);
    expect(
      (await as(token)({ method: 'GET', url: `/api/applications?q=${'a'.repeat(201)}` })).statusCode,
    ).toBe(400);
    // Nothing was changed by the refused calls.
    expect((await getApp(token, app.id)).timeline).toHaveLength(1);
  });
});

describe('who may do what', () => {
  it('answers another person’s, a missing and a malformed application with the same 404 on every verb; 401 signed out', async () => {
    const owner = await signInTestUser(ctx);
    const stranger = await signInTestUser(ctx);
    const app = await create(owner.token);
    const doc = await documentFor(owner.user.id, app.id);
    const calls = (id: string) => [
      { method: 'GET' as const, url: `/api/applications/${id}` },
      { method: 'PATCH' as const, url: `/api/applications/${id}`, payload: { status: 'applied' } },
      { method: 'POST' as const, url: `/api/applications/${id}/apply` },
      { method: 'GET' as const, url: `/api/applications/${id}/sent/${doc.id}/download?format=pdf` },
      { method: 'DELETE' as const, url: `/api/applications/${id}` },
    ];
    for (const id of [app.id, '8f1c7a52-0000-4000-8000-000000000000', 'not-an-id', '1%27%20or%201=1']) {
      const who = id === app.id ? stranger.token : owner.token;
      for (const call of calls(id)) {
        const res = await as(who)(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
    }
    for (const call of [
      ...calls(app.id),
      { method: 'GET' as const, url: '/api/applications' },
      { method: 'POST' as const, url: '/api/applications', payload: JOB },
      { method: 'GET' as const, url: '/api/applications/export.csv' },
      { method: 'GET' as const, url: '/api/applications/overview' },
    ]) {
      const res = await ctx.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    // Untouched by all of it.
    const still = await getApp(owner.token, app.id);
    expect(still.status).toBe('saved');
    expect(still.timeline).toHaveLength(1);

    // tRPC: the stranger gets NOT_FOUND with the same sentence.
    const caller = await callerWithToken(ctx.deps, stranger.token);
    const error = await caller.applications.get({ id: app.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('NOT_FOUND');
    expect((error as TRPCError).message).toBe(M.notFound);
  });
});

describe('status changes and "Mark as applied"', () => {
  it('keeps every change in the timeline; applying freezes the documents as sent, once', async () => {
    const { user, token } = await signInTestUser(ctx);
    const app = await create(token);
    // Nothing written yet: nothing to send.
    const empty = await as(token)({ method: 'POST', url: `/api/applications/${app.id}/apply` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.nothingToSend);
    expect((await getApp(token, app.id)).status).toBe('saved');

    const resume = await documentFor(user.id, app.id, { type: 'resume', templateId: 'modern' });
    const letter = await documentFor(user.id, app.id, { type: 'cover_letter' });
    const applied = await as(token)({ method: 'POST', url: `/api/applications/${app.id}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    const body = applied.json().application as ApplicationDto;
    expect(body.status).toBe('applied');
    expect(body.appliedAt).not.toBeNull();
    expect(body.timeline.map((e) => e.status)).toEqual(['saved', 'applied']);
    expect(body.sent.map((s) => [s.documentId, s.templateId, s.content])).toEqual([
      [letter.id, 'standard', letter.content],
      [resume.id, 'modern', resume.content],
    ]);
    // Applied: a follow-up falls due after the default 7 days.
    expect(new Date(body.followUpDueAt ?? 0).getTime() - new Date(body.appliedAt ?? 0).getTime()).toBe(
      7 * DAY,
    );

    // Editing the resume changes the document, never the sent copy; applying again changes nothing.
    const edit = await as(token)({
      method: 'PUT',
      url: `/api/documents/${resume.id}`,
      payload: { content: `${RESUME}\n- A later line` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const again = await as(token)({ method: 'POST', url: `/api/applications/${app.id}/apply` });
    expect(again.statusCode).toBe(200);
    expect(
      again.json().application.sent.find((s: { documentId: string }) => s.documentId === resume.id).content,
    ).toBe(resume.content);
    expect(again.json().application.timeline).toHaveLength(2);

    // Interviewing keeps the applied date; back to saved and applied again sends the current words.
    const move = (status: string) =>
      as(token)({ method: 'PATCH', url: `/api/applications/${app.id}`, payload: { status } });
    const interviewing = await move('interviewing');
    expect(interviewing.json().application).toMatchObject({ status: 'interviewing', followUpDueAt: null });
    expect(interviewing.json().application.appliedAt).toBe(body.appliedAt);
    expect((await move('saved')).json().application.appliedAt).toBeNull();
    const reapplied = await as(token)({ method: 'POST', url: `/api/applications/${app.id}/apply` });
    const sentResume = (reapplied.json().application as ApplicationDto).sent.find(
      (s) => s.documentId === resume.id,
    );
    expect(sentResume?.content).toBe(`${RESUME}\n- A later line`);
    expect((await getApp(token, app.id)).timeline.map((e) => e.status)).toEqual([
      'saved',
      'applied',
      'interviewing',
      'saved',
      'applied',
    ]);
  });

  it('moving a card to Applied freezes its documents too, and a job without documents may move', async () => {
    const { user, token } = await signInTestUser(ctx);
    const bare = await create(token);
    const moved = await as(token)({
      method: 'PATCH',
      url: `/api/applications/${bare.id}`,
      payload: { status: 'applied' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().application.status).toBe('applied');

    const app = await create(token);
    const doc = await documentFor(user.id, app.id);
    await as(token)({ method: 'PATCH', url: `/api/applications/${app.id}`, payload: { status: 'applied' } });
    expect((await getApp(token, app.id)).sent.map((s) => s.documentId)).toEqual([doc.id]);
  });

  it('follows the person’s follow-up setting: N days, or none when turned off', async () => {
    const { user, token } = await signInTestUser(ctx);
    const app = await create(token);
    await documentFor(user.id, app.id);
    await as(token)({ method: 'POST', url: `/api/applications/${app.id}/apply` });
    await ctx.deps.db.insertInto('user_settings').values({ user_id: user.id, follow_up_days: 3 }).execute();
    const three = await getApp(token, app.id);
    expect(new Date(three.followUpDueAt ?? 0).getTime() - new Date(three.appliedAt ?? 0).getTime()).toBe(
      3 * DAY,
    );
    await ctx.deps.db
      .updateTable('user_settings')
      .set({ follow_up_days: null })
      .where('user_id', '=', user.id)
      .execute();
    expect((await getApp(token, app.id)).followUpDueAt).toBeNull();
  });
});

describe('deleting', () => {
  it('deletes the application and keeps the person’s documents', async () => {
    const { user, token } = await signInTestUser(ctx);
    const app = await create(token);
    const doc = await documentFor(user.id, app.id);
    const res = await as(token)({ method: 'DELETE', url: `/api/applications/${app.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/deleted/i);
    expect((await as(token)({ method: 'GET', url: `/api/applications/${app.id}` })).statusCode).toBe(404);
    const docs = await as(token)({ method: 'GET', url: '/api/documents' });
    expect(
      docs.json().map((d: { id: string; applicationId: string | null }) => [d.id, d.applicationId]),
    ).toEqual([[doc.id, null]]);
    expect((await as(token)({ method: 'DELETE', url: `/api/applications/${app.id}` })).statusCode).toBe(404);
  });
});

describe('the dashboard overview', () => {
  it('counts by status, lists follow-ups due and what closes within 3 days (Lagos)', async () => {
    const { user, token } = await signInTestUser(ctx);
    const due = await create(token, { jobTitle: 'Due' });
    await documentFor(user.id, due.id);
    await as(token)({ method: 'POST', url: `/api/applications/${due.id}/apply` });
    await ctx.deps.db
      .updateTable('applications')
      .set({ status_changed_at: new Date(Date.now() - 8 * DAY) })
      .where('id', '=', due.id)
      .execute();
    const fresh = await create(token, { jobTitle: 'Fresh' });
    await documentFor(user.id, fresh.id);
    await as(token)({ method: 'POST', url: `/api/applications/${fresh.id}/apply` });
    await create(token, {
      jobTitle: 'Closing',
      closingDate: lagosDay(new Date(Date.now() + 2 * DAY)),
    });
    await create(token, { jobTitle: 'Later', closingDate: lagosDay(new Date(Date.now() + 9 * DAY)) });
    const decided = await create(token, { jobTitle: 'Decided', closingDate: lagosDay(new Date()) });
    await as(token)({
      method: 'PATCH',
      url: `/api/applications/${decided.id}`,
      payload: { status: 'rejected' },
    });

    const res = await as(token)({ method: 'GET', url: '/api/applications/overview' });
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.counts).toEqual({
      saved: 2,
      applied: 2,
      interviewing: 0,
      offer: 0,
      rejected: 1,
      withdrawn: 0,
    });
    expect(overview.followUpsDue.map((a: ApplicationSummaryDto) => a.jobTitle)).toEqual(['Due']);
    expect(overview.closingSoon.map((a: ApplicationSummaryDto) => a.jobTitle)).toEqual(['Closing']);
    const caller = await callerWithToken(ctx.deps, token);
    expect((await caller.applications.overview()).counts.applied).toBe(2);
  });
});

describe('GET /api/applications/export.csv', () => {
  it('sends one row per application, quoted, with formula cells defused', async () => {
    const { token } = await signInTestUser(ctx);
    await create(token, { jobTitle: '=HYPERLINK("http://evil.example","x")', companyName: '+Acme, Ltd' });
    await create(token, { jobTitle: '-2+3', companyName: '@SUM(A1)' });
    await create(token, { jobTitle: '\tTabbed', companyName: '\rReturned', jobUrl: undefined });
    await create(token, { jobTitle: 'Two\nlines', companyName: 'Plain' });
    const res = await as(token)({ method: 'GET', url: '/api/applications/export.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = lagosDay(new Date());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="jobpadi-applications-${day}.csv"; filename*=UTF-8''jobpadi-applications-${day}.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '"Job title","Company","Status","Applied date","Closing date","Job link","Last change"',
    );
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)","'\+Acme, Ltd","Saved",""/);
    expect(lines[2]).toMatch(/^"'-2\+3","'@SUM\(A1\)"/);
    // A line break stays inside its quoted cell.
    expect(text).toContain('"Two\nlines","Plain","Saved"');
    // The header, four rows and the empty rest after the last CRLF.
    expect(lines).toHaveLength(6);
  });
});

describe('the account’s data export', () => {
  it('carries the applications with their timelines and sent copies', async () => {
    const { user, token } = await signInTestUser(ctx);
    const app = await create(token);
    const doc = await documentFor(user.id, app.id);
    await as(token)({ method: 'POST', url: `/api/applications/${app.id}/apply` });
    const res = await as(token)({ method: 'GET', url: '/api/user/export' });
    expect(res.statusCode).toBe(200);
    const file = res.json<ExportFile>();
    expect(file.applications).toHaveLength(1);
    expect(file.applications[0]).toMatchObject({
      id: app.id,
      jobTitle: JOB.jobTitle,
      status: 'applied',
      timeline: [{ status: 'saved' }, { status: 'applied' }],
      sent: [{ documentId: doc.id, content: doc.content, templateId: 'classic' }],
      followUpNotes: [],
    });
    expect(file.documents[0]?.applicationId).toBe(app.id);
  });
});
