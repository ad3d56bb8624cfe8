import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, postGenerate } from './helpers/generation-env.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// Hostile or malformed input on the generation endpoints: always a 4xx a person can read, never a
// 500, and nothing stored or charged. No worker runs here: nothing hostile may even be queued.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token = '';
let userId = '';

beforeAll(async () => {
  ctx = await createTestApp({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1' });
  const signedIn = await signInTestUser(ctx);
  userId = signedIn.user.id;
  token = signedIn.token;
});
afterAll(() => ctx.close());

const valid = {
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  jobDescription: 'Analyse payment data and build dashboards.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
};

const expectClear4xx = (res: { statusCode: number; json: () => { message?: unknown } }) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const message = res.json().message;
  expect(typeof message).toBe('string');
  expect(message as string).not.toMatch(/stack|at \w+ \(|undefined|null|\[object/i);
};

describe('POST /api/generate with hostile input', () => {
  it('refuses a signed-out caller', async () => {
    const body = await multipart(valid);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a JSON body', 'application/json', JSON.stringify(valid)],
    ['invalid JSON', 'application/json', '{"jobTitle": '],
    ['a plain-text body', 'text/plain', 'jobTitle=Data Analyst'],
    ['a broken multipart body', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form'],
    ['a multipart body without a boundary', 'multipart/form-data', 'whatever'],
  ])('answers %s with a clear 4xx', async (_name, contentType, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expectClear4xx(res);
  });

  it.each([
    ['missing fields', {}],
    ['a 1 MB job title', { ...valid, jobTitle: 'x'.repeat(1_000_000) }],
    ['a 1 MB description', { ...valid, jobDescription: 'y'.repeat(1_000_000) }],
    ['a boolean that is not one', { ...valid, generateCoverLetter: 'yes please' }],
    ['an idempotency key of the wrong shape', { ...valid, idempotencyKey: 'k' }],
  ])('answers %s with a clear 4xx', async (_name, fields) => {
    expectClear4xx(await postGenerate(ctx.app, token, fields as Record<string, string>));
  });

  it('has stored, queued and charged nothing after the corpus', async () => {
    const generations = await ctx.deps.db
      .selectFrom('generations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(generations.n).toBe(0);
    const user = await ctx.deps.db
      .selectFrom('users')
      .select(['cover_letters_remaining', 'resumes_remaining'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ cover_letters_remaining: 2, resumes_remaining: 1 });
  });
});

describe('generation procedures with hostile input', () => {
  it('refuse wrong types and ids that are not ids, and hide other people’s generations', async () => {
    const user = await ctx.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const caller = callerFor(ctx.deps, { id: 's', expiresAt: new Date(), token: 't', via: 'bearer', user });
    await expect(caller.generation.get({ id: "1' or '1'='1" })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.generation.get({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    await expect(
      // @ts-expect-error: a hostile client sends whatever it likes
      caller.generation.start({ ...valid, jobTitle: 42, generateCoverLetter: { $gt: '' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
