import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, freshIp } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Google configured (pointing nowhere) so its callback validates instead of answering 503.
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
  });
});
afterAll(() => ctx.close());

describe('rate limits', () => {
  it('answer 429 with Retry-After and a clear message after 10 logins to one account', async () => {
    const user = await insertTestUser(ctx.deps.db);
    let last = await browser(ctx.app).post('/api/auth/login', { email: user.email, password: 'Wr0ng!pass' });
    for (let i = 0; i < 10; i += 1) {
      last = await browser(ctx.app).post('/api/auth/login', { email: user.email, password: 'Wr0ng!pass' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    // The right password from a browser that never signed in to the account waits too: the
    // limit protects the account, not the attacker's guess.
    const right = await browser(ctx.app).post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
  });

  it("do not lock the owner's known browser out when strangers use up an account's limit", async () => {
    const user = await insertTestUser(ctx.deps.db);
    const first = await browser(ctx.app).post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const device = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('device='));
    expect(device).toBeDefined();
    for (let i = 0; i < 10; i += 1)
      await browser(ctx.app).post('/api/auth/login', { email: user.email, password: 'Wr0ng!pass' });
    const owner = await browser(ctx.app).post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { cookie: device ?? '' },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('limit e-mails per address, whoever asks', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await browser(ctx.app).post('/api/auth/send-otp', { email: user.email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limit one address trying many accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await browser(ctx.app, ip).post('/api/auth/login', {
            email: `x${i}@example.com`,
            password: 'Wr0ng!pass',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('CSRF', () => {
  it('refuses cookie-authenticated changes from another origin or without proof of origin', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const body = { currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' };
    const evil = await client.post('/api/auth/change-password', body, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({
      error: 'This request came from another site and was refused. Reload the page and try again.',
      message: 'This request came from another site and was refused. Reload the page and try again.',
      code: 'FORBIDDEN',
    });
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: client.cookie ?? '', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: client.cookie ?? '' },
    });
    expect(bare.statusCode).toBe(403);
    const trpc = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: {
        cookie: client.cookie ?? '',
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(trpc.statusCode).toBe(403);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);

    const sameSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: client.cookie ?? '', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('lets bearer-token requests through whatever their origin', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const { token } = (
      await browser(ctx.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    ).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: {
        authorization: `Bearer ${token}`,
        origin: 'https://app.example',
        'content-type': 'application/json',
      },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'N3w!Password' },
    });
    expect(res.statusCode).toBe(200);
  });
});

const POST_ENDPOINTS = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/send-otp',
  '/api/auth/verify-otp',
  '/api/auth/send-magic-link',
  '/api/auth/verify-magic-link',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/auth/change-password',
  '/api/auth/google/callback',
];

const HOSTILE_BODIES: Array<[string, string, string]> = [
  ['missing body', '', 'application/json'],
  ['invalid JSON', '{"email": ', 'application/json'],
  ['an array', '[1,2,3]', 'application/json'],
  ['a string', '"hello"', 'application/json'],
  [
    'wrong types',
    JSON.stringify({ email: 42, password: true, token: {}, otp: [1], fullName: null, code: 5, state: 7 }),
    'application/json',
  ],
  [
    'SQL',
    JSON.stringify({
      email: "a@b.co' OR '1'='1",
      password: "' OR 1=1 --",
      token: "'; DROP TABLE users; --",
      otp: "1' OR",
      code: "x' --",
      state: "' --",
    }),
    'application/json',
  ],
  [
    'script',
    JSON.stringify({
      email: '<script>alert(1)</script>@x.com',
      fullName: '<img src=x onerror=alert(1)>',
      token: '<script>',
    }),
    'application/json',
  ],
  [
    '1 MB strings',
    JSON.stringify({ email: 'a'.repeat(500_000), password: 'b'.repeat(500_000) }),
    'application/json',
  ],
  ['over 1 MB', JSON.stringify({ email: 'a'.repeat(1_100_000) }), 'application/json'],
  ['wrong content type', 'email=a@b.co', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
  // Multipart is parsed for the upload routes only; elsewhere it is a content type like any other.
  [
    'a multipart form',
    '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  ],
];

describe('hostile input on every auth endpoint', () => {
  it('gets a 4xx with a message a person can read, never a 500', async () => {
    const failures: string[] = [];
    for (const url of POST_ENDPOINTS) {
      for (const [label, payload, type] of HOSTILE_BODIES) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type },
          remoteAddress: freshIp(),
        });
        const body = res.json() as { message?: unknown };
        const ok =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          typeof body.message === 'string' &&
          body.message.length > 5;
        if (!ok) failures.push(`${url} with ${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps stored accounts intact after the corpus', async () => {
    const count = await ctx.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });
});
