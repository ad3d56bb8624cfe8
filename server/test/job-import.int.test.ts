import { JOB_IMPORT_MESSAGES, type JobImportResult } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_VERIFIED } from '../src/auth/access.js';
import { JOB_IMPORT_RULE } from '../src/modules/job-import/job-import.service.js';
import { type JobPages, startJobPages } from './fakes/job-pages.js';
import { callerWithToken } from './helpers/documents.js';
import { asBearer } from './helpers/http.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

// POST /api/job-import and tRPC jobImport.fromLink (issue 31 §3), against fixture pages on 127.0.0.1.
// `local` is a set-up with OUTBOUND_ALLOW_PRIVATE=true (the fixtures are on loopback); `strict` has
// the default, public addresses only. Tests reach only 127.0.0.1 and ::1 (server/test/setup/
// loopback-only.ts): a connection anywhere else would fail the test even after a friendly 422.
const TIMEOUT_MS = 1_000;
let pages: JobPages;
let local: Awaited<ReturnType<typeof createTestApp>>;
let strict: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  pages = await startJobPages();
  local = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_TIMEOUT_MS: String(TIMEOUT_MS) });
  strict = await createTestApp();
});
afterAll(async () => {
  await local?.close();
  await strict?.close();
  await pages?.close();
});

type App = typeof local;
const post = (ctx: App, token: string, payload: unknown) =>
  asBearer(ctx.app, token)({ method: 'POST', url: '/api/job-import', payload: payload as object });
const requestsTo = (path: string) => pages.requests.filter((p) => p === path).length;

/** A 422 with its sentence and reason. */
async function expectRefused(ctx: App, token: string, url: string, reason: string, message?: string) {
  const res = await post(ctx, token, { url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
  const body = res.json();
  expect(body.reason).toBe(reason);
  expect(body.code).toBe('UNPROCESSABLE');
  if (message) expect(body.message).toBe(message);
  expect(body.message).toMatch(/^[A-Z].*\.$/);
  return body;
}

describe('POST /api/job-import: reading adverts', () => {
  it('fills the form from a Jobberman-like JobPosting, and the tRPC twin answers the same', async () => {
    const { token } = await signInTestUser(local);
    const res = await post(local, token, { url: `${pages.origin}/jobberman` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<JobImportResult>();
    expect(body).toEqual({
      jobTitle: 'Graduate Trainee - Finance',
      companyName: 'Zenera Foods Limited',
      companyLocation: 'Ikeja, Lagos, Nigeria',
      jobDescription: [
        'Zenera Foods is hiring graduate trainees for its finance team in Ikeja.',
        '',
        'Requirements',
        '',
        '• B.Sc in Accounting with a minimum of Second Class Upper (2:1)',
        '• NYSC discharge certificate',
        '• Not older than 26 years',
        '',
        'Salary: ₦180,000 monthly & HMO.',
      ].join('\n'),
      closingDate: '2026-03-15',
      source: 'json-ld',
    });
    // Never the page around the advert.
    expect(body.jobDescription).not.toMatch(/Similar Jobs|KPMG|CV Services|Privacy/);
    const caller = await callerWithToken(local.deps, token);
    expect(await caller.jobImport.fromLink({ url: `${pages.origin}/jobberman` })).toEqual(body);
    // A gzip-encoded answer reads the same.
    expect((await post(local, token, { url: `${pages.origin}/jobberman.gz` })).json()).toEqual(body);
  });

  it('reads a MyJobMag-like page without JSON-LD from its main text, never its navigation, footer or similar jobs', async () => {
    const { token } = await signInTestUser(local);
    const res = await post(local, token, { url: `${pages.origin}/myjobmag` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<JobImportResult>();
    expect(body).toMatchObject({
      jobTitle: 'Customer Service Executive',
      companyName: 'Kora Logistics',
      companyLocation: 'Abuja',
      closingDate: '2026-04-30',
      source: 'page',
    });
    expect(body.jobDescription).toMatch(/^Kora Logistics is a last-mile delivery company/);
    expect(body.jobDescription).toContain(
      '• Answer customer calls and messages within agreed response times\n• Log and follow up complaints',
    );
    expect(body.jobDescription).toContain('Application closing date: 30th April, 2026.');
    for (const chrome of [
      'Jobs by Field',
      'Login',
      'Home',
      'Similar Jobs',
      'Call Centre Agent',
      'Eko Hotels',
      'Recommended Jobs',
      'Bolt Foods',
      'MyJobMag ©',
      'Post a Job',
    ])
      expect(body.jobDescription, chrome).not.toContain(chrome);
  });

  it('reads a careers page whose JobPosting sits in an @graph, past a broken JSON-LD block', async () => {
    const { token } = await signInTestUser(local);
    const res = await post(local, token, { url: `${pages.origin}/careers` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      jobTitle: 'Backend Engineer (Payments)',
      companyName: 'Lumen Pay',
      companyLocation: 'Lagos, Nigeria; Nairobi, Kenya',
      jobDescription: [
        'About the role',
        '',
        'You will build the services that move money between banks, with Go and PostgreSQL.',
        '',
        'You have',
        '• 4+ years building backend services',
        '• Experience with BVN verification APIs',
      ].join('\n'),
      closingDate: '2026-05-31',
      source: 'json-ld',
    });
  });

  it('follows up to five redirects, and refuses a sixth', async () => {
    const { token } = await signInTestUser(local);
    const five = await post(local, token, { url: `${pages.origin}/redirect/5` });
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json().jobTitle).toBe('Graduate Trainee - Finance');
    await expectRefused(local, token, `${pages.origin}/redirect/6`, 'too_many_redirects');
    expect(requestsTo('/redirect/6')).toBe(1);
    // An endless loop stops after the first request and five redirects.
    const before = requestsTo('/loop');
    await expectRefused(local, token, `${pages.origin}/loop`, 'too_many_redirects');
    expect(requestsTo('/loop') - before).toBe(6);
  });

  it('answers 422 with a sentence for a page without an advert, a 404 and a refused connection', async () => {
    const { token } = await signInTestUser(local);
    await expectRefused(local, token, `${pages.origin}/login`, 'no_advert', JOB_IMPORT_MESSAGES.noAdvert);
    await expectRefused(
      local,
      token,
      `${pages.origin}/gone`,
      'http_status',
      JOB_IMPORT_MESSAGES.httpStatus(404),
    );
    // Port 1 on loopback: nothing listens there.
    await expectRefused(
      local,
      token,
      'http://127.0.0.1:1/job',
      'unreachable',
      JOB_IMPORT_MESSAGES.unreachable,
    );
    await expect(
      (await callerWithToken(local.deps, token)).jobImport.fromLink({ url: `${pages.origin}/login` }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: JOB_IMPORT_MESSAGES.noAdvert });
  });
});

describe('POST /api/job-import: hostile answers', () => {
  it('refuses a page over 2 MB, whether it says so or not', async () => {
    const { token } = await signInTestUser(local);
    await expectRefused(local, token, `${pages.origin}/huge`, 'too_large', JOB_IMPORT_MESSAGES.tooLarge);
    await expectRefused(local, token, `${pages.origin}/huge-declared`, 'too_large');
  });

  it('refuses an answer that is not HTML', async () => {
    const { token } = await signInTestUser(local);
    await expectRefused(local, token, `${pages.origin}/image.png`, 'not_html', JOB_IMPORT_MESSAGES.notHtml);
  });

  it('gives up on a server that never answers within the time limit', async () => {
    const { token } = await signInTestUser(local);
    const started = Date.now();
    await expectRefused(local, token, `${pages.origin}/hang`, 'timeout', JOB_IMPORT_MESSAGES.timeout);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
  });
});

describe('POST /api/job-import: private and metadata addresses', () => {
  it('refuses loopback links by default (an IP or localhost) without any request reaching them', async () => {
    const { token } = await signInTestUser(strict);
    const before = pages.requests.length;
    const port = new URL(pages.origin).port;
    for (const url of [
      `${pages.origin}/jobberman`,
      `http://localhost:${port}/jobberman`,
      `http://[::1]:${port}/jobberman`,
      `http://[::ffff:127.0.0.1]:${port}/jobberman`,
      `http://0.0.0.0:${port}/jobberman`,
      `http://2130706433:${port}/jobberman`, // 127.0.0.1 as one number
    ])
      await expectRefused(strict, token, url, 'blocked', JOB_IMPORT_MESSAGES.blocked);
    expect(pages.requests.length).toBe(before);
    await expect(
      (await callerWithToken(strict.deps, token)).jobImport.fromLink({ url: `${pages.origin}/jobberman` }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: JOB_IMPORT_MESSAGES.blocked });
    expect(pages.requests.length).toBe(before);
  });

  it('refuses metadata addresses even where private ones are allowed, also behind a redirect', async () => {
    const { token } = await signInTestUser(local);
    // Any connection to them would also fail this test (the loopback-only guard).
    await expectRefused(local, token, 'http://169.254.169.254/latest/meta-data', 'blocked');
    await expectRefused(local, token, 'http://[fd00:ec2::254]/latest/meta-data', 'blocked');
    await expectRefused(local, token, `${pages.origin}/to-metadata`, 'blocked', JOB_IMPORT_MESSAGES.blocked);
    await expectRefused(local, token, `${pages.origin}/to-ipv6-metadata`, 'blocked');
    expect(requestsTo('/to-metadata')).toBe(1);
  });
});

describe('POST /api/job-import: access and input', () => {
  it('refuses a signed-out visitor with 401 and a sentence', async () => {
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/job-import',
      payload: { url: `${pages.origin}/jobberman` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You need to be logged in to access this page.');
    await expect(
      callerFor(strict.deps).jobImport.fromLink({ url: `${pages.origin}/jobberman` }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses an account whose e-mail is not verified with 403', async () => {
    const { token, user } = await signInTestUser(strict);
    await strict.deps.db
      .updateTable('users')
      .set({ email_verified: false })
      .where('id', '=', user.id)
      .execute();
    strict.deps.sessionCache?.evictUser(user.id);
    const res = await post(strict, token, { url: `${pages.origin}/jobberman` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_VERIFIED);
  });

  it('refuses bad input with 400 and a sentence, before fetching anything', async () => {
    const { token } = await signInTestUser(local);
    const before = pages.requests.length;
    for (const [payload, message] of [
      [{}, JOB_IMPORT_MESSAGES.url],
      [{ url: '   ' }, JOB_IMPORT_MESSAGES.url],
      [{ url: 42 }, JOB_IMPORT_MESSAGES.url],
      [{ url: 'ftp://127.0.0.1/job.html' }, JOB_IMPORT_MESSAGES.protocol],
      [{ url: 'javascript:alert(1)' }, JOB_IMPORT_MESSAGES.protocol],
      [{ url: 'file:///etc/passwd' }, JOB_IMPORT_MESSAGES.protocol],
      [{ url: 'not a link' }, JOB_IMPORT_MESSAGES.invalidUrl],
      [{ url: 'http://' }, JOB_IMPORT_MESSAGES.invalidUrl],
      [{ url: `http://user:secret@127.0.0.1/job` }, JOB_IMPORT_MESSAGES.credentials],
      [{ url: `${pages.origin}/jobberman?${'a'.repeat(3_000)}` }, JOB_IMPORT_MESSAGES.tooLong],
    ] as const) {
      const res = await post(local, token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(pages.requests.length).toBe(before);
    await expect(
      (await callerWithToken(local.deps, token)).jobImport.fromLink({ url: 'ftp://127.0.0.1/x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits each account: 429 with a sentence and Retry-After past the limit', async () => {
    const { token } = await signInTestUser(local);
    const payload = { url: `${pages.origin}/careers` };
    for (let i = 0; i < JOB_IMPORT_RULE.limit; i++)
      expect((await post(local, token, payload)).statusCode).toBe(200);
    const before = pages.requests.length;
    const res = await post(local, token, payload);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(pages.requests.length).toBe(before);
    const other = await signInTestUser(local);
    expect((await post(local, other.token, payload)).statusCode).toBe(200);
  });
});
