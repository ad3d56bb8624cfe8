import type { JobCheckResult } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_VERIFIED } from '../src/auth/access.js';
import { JOB_CHECK_RULE } from '../src/modules/job-check/job-check.service.js';
import { callerWithToken } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// POST /api/job-check and tRPC jobCheck.check (issue 31 §1).
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const SCAM = `ZENITH BANK PLC GRADUATE RECRUITMENT 2026
Zenith Bank is recruiting customer service officers nationwide. No experience needed.
Salary: ₦450,000 monthly. Shortlisted candidates will pay a non-refundable form fee of ₦5,000 to
the account below before the aptitude test. Send your CV, BVN and NIN to zenithbankjobs2026@gmail.com.`;

const post = (token: string, payload: unknown) =>
  asBearer(ctx.app, token)({ method: 'POST', url: '/api/job-check', payload: payload as object });

describe('POST /api/job-check', () => {
  it('refuses a signed-out visitor with 401 and a sentence', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/job-check',
      payload: { jobDescription: SCAM },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You need to be logged in to access this page.');
    await expect(callerFor(ctx.deps).jobCheck.check({ jobDescription: SCAM } as never)).rejects.toMatchObject(
      {
        code: 'UNAUTHORIZED',
      },
    );
  });

  it('refuses an account whose e-mail is not verified with 403 and a sentence, like generation', async () => {
    // Password sign-in gives an unverified account no session; one that is signed in when its
    // address stops being verified (a pending e-mail change) keeps its session but not this call.
    const { token, user } = await signInTestUser(ctx);
    await ctx.deps.db.updateTable('users').set({ email_verified: false }).where('id', '=', user.id).execute();
    ctx.deps.sessionCache?.evictUser(user.id);
    const res = await post(token, { jobTitle: 'Officer', companyName: 'Acme', jobDescription: SCAM });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_VERIFIED);
    await expect(
      (await callerWithToken(ctx.deps, token)).jobCheck.check({ jobDescription: SCAM } as never),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('answers a scam advert high, with each sign quoted from the advert', async () => {
    const { token } = await signInTestUser(ctx);
    const res = await post(token, {
      jobTitle: 'Customer Service Officer',
      companyName: 'Zenith Bank',
      jobDescription: SCAM,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<JobCheckResult>();
    expect(body.risk).toBe('high');
    expect(body.flags.map((f) => f.id)).toEqual(
      expect.arrayContaining(['fee', 'identity_data', 'free_mail', 'no_experience_high_pay']),
    );
    for (const f of body.flags) expect(SCAM.slice(f.start, f.end)).toBe(f.evidence);
    expect(body.flags.find((f) => f.id === 'free_mail')?.evidence).toBe('zenithbankjobs2026@gmail.com');
    // The tRPC twin answers the same.
    const caller = await callerWithToken(ctx.deps, token);
    expect(
      await caller.jobCheck.check({
        jobTitle: 'Customer Service Officer',
        companyName: 'Zenith Bank',
        jobDescription: SCAM,
      }),
    ).toEqual(body);
  });

  it('reads eligibility, unknown without the profile details', async () => {
    const { token } = await signInTestUser(ctx);
    const res = await post(token, {
      jobTitle: 'Graduate Trainee',
      companyName: 'Stanbic IBTC',
      jobDescription:
        'Minimum of Second Class Upper (2:1).\nNYSC discharge or exemption certificate.\nNot older than 26 years by 31 December 2026.\nApply at https://careers.stanbicibtc.com',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<JobCheckResult>();
    expect(body.risk).toBe('low');
    expect(body.flags).toEqual([]);
    expect(body.eligibility.map((e) => [e.kind, e.status])).toEqual([
      ['degree', 'unknown'],
      ['nysc', 'unknown'],
      ['age', 'unknown'],
    ]);
  });

  it('refuses bad input with 400 and a sentence', async () => {
    const { token } = await signInTestUser(ctx);
    for (const [payload, message] of [
      [
        { jobTitle: 'Driver', companyName: 'Acme', jobDescription: '   ' },
        'Paste the job description to check it.',
      ],
      [{ jobTitle: 'Driver' }, 'Paste the job description to check it.'],
      [{ jobDescription: 42 }, 'Paste the job description to check it.'],
      [{ jobDescription: 'a'.repeat(20_001) }, 'Job description must be at most 20,000 characters'],
      [
        { jobTitle: 'x'.repeat(201), jobDescription: 'Drive the van.' },
        'Job title must be at most 200 characters',
      ],
    ] as const) {
      const res = await post(token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const array = await asBearer(
      ctx.app,
      token,
    )({
      method: 'POST',
      url: '/api/job-check',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('The request body must be a JSON object.');
  });

  it('limits each account: 429 with a sentence and Retry-After past the limit', async () => {
    const { token } = await signInTestUser(ctx);
    const payload = { jobDescription: 'Drive the company van around Lagos. Send your CV to hr@acme.ng.' };
    for (let i = 0; i < JOB_CHECK_RULE.limit; i++) expect((await post(token, payload)).statusCode).toBe(200);
    const res = await post(token, payload);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back.
    const other = await signInTestUser(ctx);
    expect((await post(other.token, payload)).statusCode).toBe(200);
  });
});
