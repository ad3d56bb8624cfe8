import { describe, expect, it } from 'vitest';
import { fixture, postGenerate, useGenerationApp } from './helpers/generation-env.js';
import { callerFor } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';
import { waitUntil } from './helpers/wait.js';

// "A resume written from scratch reads no file" is one rule of the service: REST (a file in the
// form) and tRPC (an earlier upload's id) must both follow it, and both refuse a stranger's file.
const env = useGenerationApp();

const job = {
  jobTitle: 'Credit Analyst',
  companyName: 'Moniepoint',
  jobDescription: 'Assess small-business loans and write credit memos.',
};

const details = {
  fullName: 'Bola Ade',
  phone: '+234 803 000 0000',
  email: 'bola@example.com',
  location: 'Ibadan',
  major: 'Economics',
  school: 'University of Ibadan',
};

const signedIn = () => signInTestUser(env.ctx);

const storedFiles = async (userId: string) =>
  (await env.ctx.deps.db.selectFrom('files').select('id').where('user_id', '=', userId).execute()).length;

const callerOf = async (userId: string) => {
  const user = await env.ctx.deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return callerFor(env.ctx.deps, { id: 's', expiresAt: new Date(), token: 't', via: 'bearer', user });
};

const finished = (id: string) =>
  waitUntil(async () => {
    const row = await env.ctx.deps.db
      .selectFrom('generations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status === 'succeeded' || row?.status === 'failed' ? row.status : undefined;
  });

/** Another person's stored resume, uploaded the way they would. */
async function strangersResume(): Promise<string> {
  const stranger = await signInTestUser(env.ctx);
  const form = new FormData();
  form.append('resume', new Blob([new Uint8Array(fixture('john_doe.pdf'))]), 'theirs.pdf');
  const response = new Response(form);
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/files/resume',
    headers: {
      authorization: `Bearer ${stranger.token}`,
      'content-type': response.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await response.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fileId as string;
}

describe('the resume a generation reads', () => {
  it('REST: a file sent with "creating a new resume" is neither stored nor read', async () => {
    const { user, token } = await signedIn();
    const res = await postGenerate(
      env.ctx.app,
      token,
      {
        ...job,
        ...details,
        generateCoverLetter: 'false',
        optimizeResume: 'true',
        isCreatingNewResume: 'true',
      },
      { name: 'cv.pdf', content: fixture('john_doe.pdf') },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedFiles(user.id)).toBe(0);
    expect(env.llm.requests.at(-1)?.user ?? '').not.toContain('JOHN DOE');
  });

  it('tRPC: an uploaded id with "creating a new resume" is ignored, even a stranger’s', async () => {
    const fileId = await strangersResume();
    const { user } = await signedIn();
    const caller = await callerOf(user.id);
    const { id } = await caller.generation.start({
      ...job,
      ...details,
      generateCoverLetter: false,
      optimizeResume: true,
      isCreatingNewResume: true,
      resumeFileId: fileId,
    });
    expect(await finished(id)).toBe('succeeded');
    expect(env.llm.requests.at(-1)?.user ?? '').not.toContain('JOHN DOE');
  });

  it('tRPC: a stranger’s resume is "not found" and costs nothing', async () => {
    const fileId = await strangersResume();
    const { user } = await signedIn();
    const caller = await callerOf(user.id);
    await expect(
      caller.generation.start({
        ...job,
        generateCoverLetter: true,
        optimizeResume: true,
        isCreatingNewResume: false,
        resumeFileId: fileId,
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'That uploaded resume was not found. Please upload it again.',
    });
    const generations = await env.ctx.deps.db
      .selectFrom('generations')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(generations).toEqual([]);
  });
});
