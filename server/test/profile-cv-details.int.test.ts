import { CV_DETAIL_MESSAGES, type CvDetailsDto, type JobCheckResult } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './helpers/admin.js';
import { asBearer } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// Issue 31 §2: the Nigerian CV details through PATCH /api/profile, read back by GET /api/auth/user,
// carried by the data export, judged by the job check, hidden from the admin console.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const NAMES = { firstName: 'Ada', lastName: 'Obi' };
const patch = (token: string, cvDetails: unknown) =>
  asBearer(ctx.app, token)({ method: 'PATCH', url: '/api/profile', payload: { ...NAMES, cvDetails } });
const me = async (token: string) =>
  (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' })).json();

const FULL = {
  nyscStatus: 'completed',
  nyscYear: 2022,
  stateOfOrigin: 'Enugu',
  dateOfBirth: '1999-04-12',
  degreeClass: 'second_class_lower',
  oLevel: 'WAEC 2015: 7 credits incl. English and Mathematics',
  referees: [
    { name: 'Dr. Ngozi Okafor', role: 'HOD Accounting, UNN', contact: 'ngozi.okafor@unn.edu.ng' },
    { name: 'Mr. Tunde Bello', role: '', contact: null },
  ],
};

describe('Nigerian CV details on the profile', () => {
  it('starts as null, saves every field, and GET /api/auth/user answers them', async () => {
    const { token } = await signInTestUser(ctx);
    expect((await me(token)).cvDetails).toBeNull();
    const res = await patch(token, FULL);
    expect(res.statusCode).toBe(200);
    const expected: CvDetailsDto = {
      ...(FULL as Omit<CvDetailsDto, 'referees'>),
      referees: [
        { name: 'Dr. Ngozi Okafor', role: 'HOD Accounting, UNN', contact: 'ngozi.okafor@unn.edu.ng' },
        { name: 'Mr. Tunde Bello', role: null, contact: null },
      ],
    };
    expect(res.json().user.cvDetails).toEqual(expected);
    expect((await me(token)).cvDetails).toEqual(expected);
  });

  it('a field left out stays, null clears it, and clearing everything answers null again', async () => {
    const { token } = await signInTestUser(ctx);
    await patch(token, FULL);
    const partial = await patch(token, { degreeClass: 'second_class_upper', dateOfBirth: null });
    expect(partial.json().user.cvDetails).toMatchObject({
      degreeClass: 'second_class_upper',
      dateOfBirth: null,
      stateOfOrigin: 'Enugu',
      nyscYear: 2022,
    });
    // The names-only save of the profile page's top form leaves the details alone.
    const namesOnly = await asBearer(
      ctx.app,
      token,
    )({ method: 'PATCH', url: '/api/profile', payload: NAMES });
    expect(namesOnly.json().user.cvDetails.stateOfOrigin).toBe('Enugu');
    const cleared = await patch(token, {
      nyscStatus: null,
      nyscYear: '',
      stateOfOrigin: null,
      degreeClass: null,
      oLevel: '  ',
      referees: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user.cvDetails).toBeNull();
  });

  it.each([
    [{ nyscStatus: 'done' }, CV_DETAIL_MESSAGES.nyscStatus],
    [{ nyscYear: 1850 }, CV_DETAIL_MESSAGES.nyscYear],
    [{ stateOfOrigin: 'Lagoss' }, CV_DETAIL_MESSAGES.stateOfOrigin],
    [{ dateOfBirth: '2001-02-30' }, CV_DETAIL_MESSAGES.dateOfBirth],
    [{ dateOfBirth: '2020-01-01' }, CV_DETAIL_MESSAGES.dateOfBirth],
    [{ degreeClass: '2:1' }, CV_DETAIL_MESSAGES.degreeClass],
    [{ oLevel: 'x'.repeat(301) }, CV_DETAIL_MESSAGES.oLevel],
    [{ referees: [1, 2, 3, 4].map((n) => ({ name: `R${n}` })) }, CV_DETAIL_MESSAGES.referees],
    [{ referees: [{ name: '   ', role: 'Boss' }] }, CV_DETAIL_MESSAGES.refereeName],
    [{ referees: [{ name: 'A', contact: 'x'.repeat(201) }] }, CV_DETAIL_MESSAGES.refereeField],
  ])('refuses %j with 400 and a sentence, saving nothing', async (bad, message) => {
    const { token } = await signInTestUser(ctx);
    await patch(token, { stateOfOrigin: 'Kano' });
    const res = await patch(token, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await me(token)).cvDetails.stateOfOrigin).toBe('Kano');
  });

  it('refuses an unknown key by name and a details value that is not an object', async () => {
    const { token } = await signInTestUser(ctx);
    const typo = await patch(token, { stateOfOrgin: 'Kano' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toContain('stateOfOrgin');
    expect((await patch(token, 'Kano')).statusCode).toBe(400);
  });

  it('signed out is 401', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { ...NAMES, cvDetails: FULL },
    });
    expect(res.statusCode).toBe(401);
  });

  it('the data export carries them; the admin console never shows them', async () => {
    const { token, user } = await signInTestUser(ctx);
    await patch(token, FULL);
    const file = (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/user/export' })).json();
    expect(file.profile.cvDetails).toMatchObject({ dateOfBirth: '1999-04-12', stateOfOrigin: 'Enugu' });
    const admin = await signInAs(ctx, 'admin');
    const detail = await asBearer(
      ctx.app,
      admin.token,
    )({ method: 'GET', url: `/api/admin/users/${user.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('1999-04-12');
    expect(detail.body).not.toContain('cvDetails');
    const list = await asBearer(ctx.app, admin.token)({ method: 'GET', url: '/api/admin/users?search=Obi' });
    expect(list.body).not.toContain('Enugu');
  });

  it('the job check judges eligibility against them: a 2:2 profile does not meet a 2:1 scheme', async () => {
    const { token } = await signInTestUser(ctx);
    const advert = {
      jobTitle: 'Graduate Trainee',
      companyName: 'Acme Bank',
      jobDescription:
        'Requirements: a minimum of Second Class Upper (2:1) in any discipline. NYSC discharge certificate. Apply at https://acme.ng/careers.',
    };
    const before = (
      await asBearer(ctx.app, token)({ method: 'POST', url: '/api/job-check', payload: advert })
    ).json<JobCheckResult>();
    expect(before.eligibility.find((r) => r.kind === 'degree')?.status).toBe('unknown');
    await patch(token, FULL);
    const after = (
      await asBearer(ctx.app, token)({ method: 'POST', url: '/api/job-check', payload: advert })
    ).json<JobCheckResult>();
    expect(after.eligibility.find((r) => r.kind === 'degree')?.status).toBe('unmet');
    expect(after.eligibility.find((r) => r.kind === 'nysc')?.status).toBe('met');
  });
});
