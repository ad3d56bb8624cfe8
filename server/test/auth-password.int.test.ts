import { AUTH_MESSAGES as M } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, freshIp } from './helpers/http.js';
import { latestMail, linkToken, mailCount, sixDigits } from './helpers/mailbox.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => ctx.close());

const registration = (email: string, password = TEST_PASSWORD) => ({
  fullName: 'Chioma Okafor',
  email,
  password,
  confirmPassword: password,
});

describe('register → verify → login → user → logout', () => {
  it('walks the whole password path with the documented answers', async () => {
    const client = browser(ctx.app);
    const registered = await client.post('/api/auth/register', registration('Chioma@Example.com'));
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      message: 'Registration successful! Please check your email to verify your account.',
      email: 'chioma@example.com',
    });

    const early = await client.post('/api/auth/login', {
      email: 'chioma@example.com',
      password: TEST_PASSWORD,
    });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ requiresVerification: true, email: 'chioma@example.com' });
    expect(early.json().token).toBeUndefined();
    expect(client.cookie).toBeUndefined();

    const mail = await latestMail(ctx.deps.db, 'chioma@example.com', 'email-verification');
    expect(mail?.html).toContain('/verify-email?token=');
    const verified = await client.post('/api/auth/verify-email', { token: linkToken(mail) });
    expect(verified.json()).toEqual({ message: 'Email verified successfully' });

    const login = await client.post('/api/auth/login', {
      email: 'CHIOMA@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.message).toBe('Login successful');
    expect(body.token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(body.user).toMatchObject({
      email: 'chioma@example.com',
      firstName: 'Chioma',
      lastName: 'Okafor',
      emailVerified: true,
      role: 'user',
      subscriptionPlan: 'free_trial',
      quotaBalance: { coverLettersRemaining: 2, resumesRemaining: 1 },
      totalGenerated: { coverLettersGenerated: 0, resumesGenerated: 0 },
      isUnlimitedActive: false,
    });
    // The one password-related thing the user carries is whether there is one (a boolean).
    expect(JSON.stringify(body).replace('"hasPassword":true,', '')).not.toMatch(/password|hash/i);
    const [sessionCookie, deviceCookie] = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(sessionCookie).toMatch(/^session=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect(deviceCookie).toMatch(/^device=[a-z2-7]{52}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);

    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('chioma@example.com');

    const out = await client.post('/api/auth/logout');
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const bearerAfter = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(bearerAfter.statusCode).toBe(401);
  });

  it('verifies with the 6-digit code from the same e-mail instead of the link', async () => {
    const client = browser(ctx.app);
    await client.post('/api/auth/register', registration('code@example.com'));
    const mail = await latestMail(ctx.deps.db, 'code@example.com', 'email-verification');
    const noEmail = await client.post('/api/auth/verify-email', { token: sixDigits(mail) });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Enter the e-mail address the code was sent to, then the code.');
    const ok = await client.post('/api/auth/verify-email', {
      token: sixDigits(mail),
      email: 'code@example.com',
    });
    expect(ok.json()).toEqual({ message: 'Email verified successfully' });
    // The same e-mail's link, opened afterwards, is not a failure: the address is verified.
    const linkAfter = await client.post('/api/auth/verify-email', { token: linkToken(mail) });
    expect(linkAfter.statusCode).toBe(200);
    expect(linkAfter.json()).toEqual({ message: 'Your email is already verified.', alreadyVerified: true });
    // The code itself is single use (it answers like any wrong code: it reveals nothing).
    const codeAgain = await client.post('/api/auth/verify-email', {
      token: sixDigits(mail),
      email: 'code@example.com',
    });
    expect(codeAgain.statusCode).toBe(400);
  });

  it('says "already verified" for a link whose address a sign-in code proved; real failures stay failures', async () => {
    const client = browser(ctx.app);
    await client.post('/api/auth/register', registration('otpfirst@example.com'));
    const link = linkToken(await latestMail(ctx.deps.db, 'otpfirst@example.com', 'email-verification'));
    // A tampered link (one character changed) matches no link: still a failure.
    const tampered = `${link.slice(0, -1)}${link.endsWith('a') ? 'b' : 'a'}`;
    expect((await client.post('/api/auth/verify-email', { token: tampered })).statusCode).toBe(400);

    await client.post('/api/auth/send-otp', { email: 'otpfirst@example.com' });
    const code = sixDigits(await latestMail(ctx.deps.db, 'otpfirst@example.com', 'sign-in-code'));
    const signedIn = await client.post('/api/auth/verify-otp', { email: 'otpfirst@example.com', otp: code });
    expect(signedIn.json().user.emailVerified).toBe(true);

    const opened = await client.post('/api/auth/verify-email', { token: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: 'Your email is already verified.', alreadyVerified: true });
    // Days later, expired: the address is still verified, so still not a failure.
    const realClock = ctx.deps.clock;
    ctx.deps.clock = { now: () => new Date(Date.now() + 25 * 3600 * 1000) };
    try {
      const late = await client.post('/api/auth/verify-email', { token: link });
      expect(late.json()).toEqual({ message: 'Your email is already verified.', alreadyVerified: true });
    } finally {
      ctx.deps.clock = realClock;
    }
    expect((await client.post('/api/auth/verify-email', { token: tampered })).statusCode).toBe(400);
  });

  it('keeps a retired link of an address not yet verified a failure', async () => {
    const client = browser(ctx.app);
    await client.post('/api/auth/register', registration('resent@example.com'));
    const first = linkToken(await latestMail(ctx.deps.db, 'resent@example.com', 'email-verification'));
    await client.post('/api/auth/resend-verification', { email: 'resent@example.com' });
    const second = linkToken(await latestMail(ctx.deps.db, 'resent@example.com', 'email-verification'));
    expect(second).not.toBe(first);
    const retired = await client.post('/api/auth/verify-email', { token: first });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().message).toBe(
      'This verification link or code is invalid or has already been used. Please request a new one.',
    );
    expect((await client.post('/api/auth/verify-email', { token: second })).json()).toEqual({
      message: 'Email verified successfully',
    });
  });

  it('refuses a used, a wrong and an expired verification link', async () => {
    const client = browser(ctx.app);
    await client.post('/api/auth/register', registration('late@example.com'));
    const token = linkToken(await latestMail(ctx.deps.db, 'late@example.com'));
    const realClock = ctx.deps.clock;
    ctx.deps.clock = { now: () => new Date(Date.now() + 25 * 3600 * 1000) };
    try {
      const expired = await client.post('/api/auth/verify-email', { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('This verification link has expired. Please request a new one.');
    } finally {
      ctx.deps.clock = realClock;
    }
    const wrong = await client.post('/api/auth/verify-email', { token: 'abcdefghijklmnop' });
    expect(wrong.json().message).toBe(
      'This verification link or code is invalid or has already been used. Please request a new one.',
    );
  });
});

describe('register and login answers', () => {
  it('gives each validation message of the spec', async () => {
    const client = browser(ctx.app);
    const cases: Array<[unknown, string]> = [
      [{ ...registration('x@example.com'), email: 'not-an-email' }, M.invalidEmail],
      [{ ...registration('x@example.com'), fullName: 'A' }, M.fullNameMin],
      [registration('x@example.com', 'Sh0rt!'), M.passwordMin],
      [registration('x@example.com', 'lowercase1!'), M.passwordUpper],
      [registration('x@example.com', 'UPPERCASE1!'), M.passwordLower],
      [registration('x@example.com', 'NoDigits!!'), M.passwordDigit],
      [registration('x@example.com', 'NoSpecial11'), M.passwordSpecial],
      [{ ...registration('x@example.com'), confirmPassword: 'Other1!x' }, M.passwordsDontMatch],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/auth/register', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const login = await client.post('/api/auth/login', { email: 'x@example.com', password: '' });
    expect(login.json().message).toBe(M.passwordRequired);
  });

  it('never reveals whether an address has an account', async () => {
    const existing = await insertTestUser(ctx.deps.db, { email: 'taken@example.com' });
    const client = browser(ctx.app);
    const again = await client.post('/api/auth/register', registration('taken@example.com'));
    const fresh = await client.post('/api/auth/register', registration('brand-new@example.com'));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json().message).toBe(fresh.json().message);
    expect((await latestMail(ctx.deps.db, existing.email))?.template).toBe('account-exists');

    const unknown = await client.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: TEST_PASSWORD,
    });
    const wrong = await client.post('/api/auth/login', {
      email: 'taken@example.com',
      password: 'Wr0ng!pass',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().message).toBe('Invalid email or password');

    for (const path of [
      '/api/auth/forgot-password',
      '/api/auth/send-otp',
      '/api/auth/send-magic-link',
      '/api/auth/resend-verification',
    ]) {
      const a = await browser(ctx.app).post(path, { email: 'nobody@example.com' });
      const b = await browser(ctx.app).post(path, { email: 'taken@example.com' });
      expect([a.statusCode, a.json()], path).toEqual([b.statusCode, b.json()]);
    }
    expect(await mailCount(ctx.deps.db, 'nobody@example.com')).toBe(0);
  });

  it('grants the admin role to ADMIN_EMAILS at sign-up and refuses deactivated accounts', async () => {
    const client = browser(ctx.app);
    await client.post('/api/auth/register', registration('boss@example.com'));
    await client.post('/api/auth/verify-email', {
      token: linkToken(await latestMail(ctx.deps.db, 'boss@example.com')),
    });
    const login = await client.post('/api/auth/login', {
      email: 'boss@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.json().user.role).toBe('admin');

    await insertTestUser(ctx.deps.db, { email: 'gone@example.com', active: false });
    const gone = await browser(ctx.app).post('/api/auth/login', {
      email: 'gone@example.com',
      password: TEST_PASSWORD,
    });
    expect(gone.statusCode).toBe(403);
    expect(gone.json().message).toMatch(/deactivated/);
  });
});

describe('sessions', () => {
  it('accepts the cookie and the bearer token, and rotates at every sign-in', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const first = await browser(ctx.app).post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const second = await browser(ctx.app).post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(first.json().token).not.toBe(second.json().token);
    const token = second.json().token as string;
    const viaBearer = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    const viaCookie = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `session=${token}` },
    });
    expect(viaBearer.json().id).toBe(user.id);
    expect(viaCookie.json().id).toBe(user.id);
    const forged = `${token.split('.')[0]}.${'a'.repeat(32)}`;
    const bad = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({
      error: 'You need to be logged in to access this page.',
      message: 'You need to be logged in to access this page.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers GET /api/login with a redirect to /login', async () => {
    const res = await ctx.app.inject({ url: '/api/login', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});
