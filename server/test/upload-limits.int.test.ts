import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STORAGE_BYTES, STORAGE_FULL_MESSAGE } from '../src/modules/files/storage-quota.js';
import { multipart } from './helpers/generation-env.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// Security issue 9, item 13: an account may not flood the database with uploads.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A "PDF" of random bytes just under the 10 MB upload limit: it passes the type check. */
const junkPdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(10 * 1024 * 1024 - 4096)]);

async function upload(token: string, content: Buffer) {
  const body = await multipart({}, { name: 'cv.pdf', content, type: 'application/pdf' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/resume',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const storedBytes = async (userId: string) =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('files')
        .select(sql<string>`coalesce(sum(size_bytes), 0)`.as('bytes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).bytes,
  );

describe('resume uploads per account', () => {
  it('a burst of 10 MB junk "PDFs" is slowed down and cannot grow the database past the cap', async () => {
    const { user, token } = await signInTestUser(ctx);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof upload>> | undefined;
    let lastId = '';
    for (let i = 0; i < 12; i++) {
      const res = await upload(token, junkPdf());
      statuses.push(res.statusCode);
      if (res.statusCode === 201) lastId = res.json().fileId;
      if (res.statusCode === 429) limited ??= res;
    }
    // Ten in a burst go through; then the account waits, told for how long.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json().message).toMatch(
      /^You have uploaded many files in a short time\. Please wait \d+ minutes? and upload your resume again\.$/,
    );
    // 100 MB was accepted, but the account holds at most its allowance: the newest files.
    expect(await storedBytes(user.id)).toBeLessThanOrEqual(ACCOUNT_STORAGE_BYTES);
    const newest = await ctx.deps.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', lastId)
      .executeTakeFirst();
    expect(newest?.id).toBe(lastId);
  });

  it('refuses a new upload with a clear message when every stored resume is still being used', async () => {
    const { user, token } = await signInTestUser(ctx);
    for (let i = 0; i < 3; i++) {
      const res = await upload(token, junkPdf());
      expect(res.statusCode).toBe(201);
      await ctx.deps.db
        .insertInto('generations')
        .values({
          user_id: user.id,
          job_title: 'Analyst',
          company_name: 'Dangote',
          job_description: 'Numbers.',
          generate_cover_letter: true,
          optimize_resume: false,
          resume_file_id: res.json().fileId,
          language: 'en',
          status: 'queued',
        })
        .execute();
    }
    const res = await upload(token, junkPdf());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(STORAGE_FULL_MESSAGE);
    expect(await storedBytes(user.id)).toBeLessThanOrEqual(ACCOUNT_STORAGE_BYTES);
  });
});
