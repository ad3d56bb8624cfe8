import { APPLICATION_MESSAGES, type ApplicationDto } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { callerWithToken } from './helpers/documents.js';
import { postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { asBearer } from './helpers/http.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

// Every generation belongs to an application (issue 30): a new one from the job's details, or
// the one the person chose.
const env = useGenerationApp();
const as = (token: string) => asBearer(env.ctx.app, token);

const job = {
  jobTitle: 'Programme Officer',
  companyName: 'Save the Children',
  companyLocation: 'Abuja',
  jobDescription: 'Coordinate education programmes across the North-East with local partners.',
};
const letterOnly = { ...job, generateCoverLetter: 'true', optimizeResume: 'false' };

const applicationsOf = (userId: string) =>
  env.ctx.deps.db
    .selectFrom('applications')
    .select(['id', 'job_title', 'company_name', 'company_location', 'job_description', 'status'])
    .where('user_id', '=', userId)
    .execute();

const getApp = async (token: string, id: string): Promise<ApplicationDto> =>
  (await as(token)({ method: 'GET', url: `/api/applications/${id}` })).json().application;

describe('generation and applications', () => {
  it('makes a new application from the job when none is named, and its documents belong to it', async () => {
    const { user, token } = await signInTestUser(env.ctx);
    const res = await postGenerate(env.ctx.app, token, letterOnly);
    expect(res.statusCode, res.body).toBe(200);
    const { applicationId, coverLetter } = res.json();
    expect(applicationId).toEqual(expect.any(String));
    expect(coverLetter.applicationId).toBe(applicationId);
    expect(await applicationsOf(user.id)).toEqual([
      {
        id: applicationId,
        job_title: job.jobTitle,
        company_name: job.companyName,
        company_location: job.companyLocation,
        job_description: job.jobDescription,
        status: 'saved',
      },
    ]);
    const app = await getApp(token, applicationId);
    expect(app.timeline.map((e) => e.status)).toEqual(['saved']);
    expect(app.documents.map((d) => d.id)).toEqual([coverLetter.id]);
  });

  it('adds documents to the application named (a second letter for the same job)', async () => {
    const { user, token } = await signInTestUser(env.ctx);
    // Three letters: more than a free trial holds.
    await env.ctx.deps.db
      .updateTable('users')
      .set({ cover_letters_remaining: 5 })
      .where('id', '=', user.id)
      .execute();
    const first = await postGenerate(env.ctx.app, token, letterOnly);
    const applicationId = first.json().applicationId as string;
    const second = await postGenerate(env.ctx.app, token, { ...letterOnly, applicationId });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().applicationId).toBe(applicationId);
    expect(await applicationsOf(user.id)).toHaveLength(1);
    expect((await getApp(token, applicationId)).documents.map((d) => d.id)).toEqual([
      first.json().coverLetter.id,
      second.json().coverLetter.id,
    ]);

    // tRPC start answers the application too; the documents land in it.
    const caller = await callerWithToken(env.ctx.deps, token);
    const started = await caller.generation.start({
      ...job,
      generateCoverLetter: true,
      optimizeResume: false,
      applicationId,
    });
    expect(started.applicationId).toBe(applicationId);
    await waitUntil(async () => (await getApp(token, applicationId)).documents.length === 3);
  });

  it('refuses another person’s, a missing or a malformed application with the 404 of applications, taking nothing', async () => {
    const owner = await signInTestUser(env.ctx);
    const stranger = await signInTestUser(env.ctx);
    const mine = await postGenerate(env.ctx.app, owner.token, letterOnly);
    const ownersApp = mine.json().applicationId as string;
    const before = await env.ctx.deps.db
      .selectFrom('users')
      .select('cover_letters_remaining')
      .where('id', '=', stranger.user.id)
      .executeTakeFirstOrThrow();
    for (const applicationId of [ownersApp, '2b1c7a52-0000-4000-8000-000000000000', 'nope']) {
      const res = await postGenerate(env.ctx.app, stranger.token, { ...letterOnly, applicationId });
      expect(res.statusCode, applicationId).toBe(404);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.notFound);
    }
    const caller = await callerWithToken(env.ctx.deps, stranger.token);
    await expect(
      caller.generation.start({
        ...job,
        generateCoverLetter: true,
        optimizeResume: false,
        applicationId: ownersApp,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const after = await env.ctx.deps.db
      .selectFrom('users')
      .select('cover_letters_remaining')
      .where('id', '=', stranger.user.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await applicationsOf(stranger.user.id)).toEqual([]);
    const generations = await env.ctx.deps.db
      .selectFrom('generations')
      .select('id')
      .where('user_id', '=', stranger.user.id)
      .execute();
    expect(generations).toEqual([]);
  });
});
