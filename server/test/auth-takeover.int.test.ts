import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.js';
import { FakeOAuthServer, type IdClaims } from './fakes/oauth-server.js';
import { browser, type Client } from './helpers/http.js';
import { latestMail, linkToken, type StoredMail, sixDigits } from './helpers/mailbox.js';
import { createTestApp } from './helpers/test-deps.js';

// Issue 9: account pre-hijacking, OAuth login CSRF, returnTo and name hardening.

const google = new FakeOAuthServer({ id: 'client-takeover', secret: 'shh' });
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const tokenUrl = await google.start();
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: 'client-takeover',
    GOOGLE_CLIENT_SECRET: 'shh',
    GOOGLE_TOKEN_URL: tokenUrl,
    PUBLIC_URL: 'http://jobpadi.test',
    ADMIN_EMAILS: 'boss@example.com,chief@example.com',
  });
});
afterAll(async () => {
  await ctx.close();
  await google.stop();
});

/** The newest mail of a kind, waiting briefly: some e-mails are stored just after the answer. */
async function mailFor(email: string, template: string): Promise<StoredMail | undefined> {
  const until = Date.now() + 3000;
  for (;;) {
    const mail = await latestMail(ctx.deps.db, email, template);
    if (mail || Date.now() > until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const STRANGER_PASSWORD = 'Str4nger!Pass';
let codes = 0;
const nextCode = () => `takeover-code-${++codes}`;

/** The stranger parks their own password on someone else's address and never verifies it. */
async function preRegister(email: string, fullName = 'Mallory Stranger'): Promise<Client> {
  const stranger = browser(ctx.app);
  const res = await stranger.post('/api/auth/register', {
    fullName,
    email,
    password: STRANGER_PASSWORD,
    confirmPassword: STRANGER_PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  return stranger;
}

/** What the stranger sees when they try their password later. */
async function strangerLogin(stranger: Client, email: string) {
  return stranger.post('/api/auth/login', { email, password: STRANGER_PASSWORD });
}

async function startGoogle(client: Client, returnTo?: string): Promise<{ authUrl: string; state: string }> {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const res = await client.get(`/api/auth/google${query}`);
  expect(res.statusCode).toBe(200);
  const { authUrl } = res.json() as { authUrl: string };
  return { authUrl, state: new URL(authUrl).searchParams.get('state') ?? '' };
}

/** A browser that started the flow keeps the oauth_state cookie the server set. */
const withStateCookie = (client: Client, state: string) => {
  client.cookie = [client.cookie, `oauth_state=${state}`].filter(Boolean).join('; ');
};

async function googleSignIn(client: Client, who: IdClaims, returnTo?: string) {
  const { authUrl, state } = await startGoogle(client, returnTo);
  withStateCookie(client, state);
  const code = nextCode();
  google.authorise(code, authUrl, who);
  return client.post('/api/auth/google/callback', { code, state });
}

const claims = (email: string, over: Partial<IdClaims> = {}): IdClaims => ({
  sub: `g-${Math.random()}`,
  email,
  email_verified: true,
  name: 'Victoria Owner',
  given_name: 'Victoria',
  family_name: 'Owner',
  ...over,
});

describe('account pre-hijacking', () => {
  it("an OTP sign-in by the owner removes the stranger's password", async () => {
    const email = 'victim-otp@example.com';
    const stranger = await preRegister(email);
    const owner = browser(ctx.app);
    await owner.post('/api/auth/send-otp', { email });
    const otp = sixDigits(await mailFor(email, 'sign-in-code'));
    const signedIn = await owner.post('/api/auth/verify-otp', { email, otp });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ emailVerified: true });

    const attempt = await strangerLogin(stranger, email);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json().token).toBeUndefined();
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  it("a magic-link sign-in by the owner removes the stranger's password", async () => {
    const email = 'victim-link@example.com';
    const stranger = await preRegister(email);
    const owner = browser(ctx.app);
    await owner.post('/api/auth/send-magic-link', { email });
    const token = linkToken(await mailFor(email, 'magic-link'));
    expect((await owner.post('/api/auth/verify-magic-link', { token })).statusCode).toBe(200);

    expect((await strangerLogin(stranger, email)).statusCode).toBe(401);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  it("a Google sign-in by the owner removes the stranger's password", async () => {
    const email = 'victim-google@example.com';
    const stranger = await preRegister(email);
    const owner = browser(ctx.app);
    const res = await googleSignIn(owner, claims(email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, emailVerified: true });

    expect((await strangerLogin(stranger, email)).statusCode).toBe(401);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('signs out every session that existed before the address was proven', async () => {
    const email = 'victim-session@example.com';
    await preRegister(email);
    const row = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // However it came about, a session opened before the owner proved the address is not theirs.
    const earlier = await createSession(ctx.deps.db, row.id, { ip: null, userAgent: 'stranger' });
    const bearer = { authorization: `Bearer ${earlier.token}` };
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: bearer })).statusCode).toBe(200);

    const owner = browser(ctx.app);
    await owner.post('/api/auth/send-otp', { email });
    const otp = sixDigits(await mailFor(email, 'sign-in-code'));
    expect((await owner.post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);

    expect((await ctx.app.inject({ url: '/api/auth/user', headers: bearer })).statusCode).toBe(401);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
  });

  it("an administrator's pre-registered address gives the stranger no admin role", async () => {
    const email = 'boss@example.com';
    const stranger = await preRegister(email);
    const owner = browser(ctx.app);
    const res = await googleSignIn(owner, claims(email));
    expect(res.json().user).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await strangerLogin(stranger, email)).statusCode).toBe(401);
  });

  it('grants the admin role only once the address is verified', async () => {
    const email = 'chief@example.com';
    await preRegister(email);
    const row = await ctx.deps.db
      .selectFrom('users')
      .select(['role', 'email_verified'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'user', email_verified: false });
  });

  it('leaves the owner without a password: changing one needs the reset e-mail', async () => {
    const email = 'victim-reset@example.com';
    const stranger = await preRegister(email);
    const owner = browser(ctx.app);
    await owner.post('/api/auth/send-otp', { email });
    const otp = sixDigits(await mailFor(email, 'sign-in-code'));
    await owner.post('/api/auth/verify-otp', { email, otp });

    // The stranger's password is not the "current password" either.
    const change = await owner.post('/api/auth/change-password', {
      currentPassword: STRANGER_PASSWORD,
      newPassword: 'Own3r!Secret',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe('Current password is incorrect');

    await owner.post('/api/auth/forgot-password', { email });
    const token = linkToken(await mailFor(email, 'password-reset'));
    const reset = await owner.post('/api/auth/reset-password', { token, password: 'Own3r!Secret' });
    expect(reset.statusCode).toBe(200);
    expect((await owner.post('/api/auth/login', { email, password: 'Own3r!Secret' })).statusCode).toBe(200);
    expect((await strangerLogin(stranger, email)).statusCode).toBe(401);
  });

  it("keeps the registrant's password when they confirm with the link they were sent", async () => {
    const email = 'normal-signup@example.com';
    const registrant = await preRegister(email, 'Normal Person');
    const token = linkToken(await mailFor(email, 'email-verification'));
    expect((await registrant.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const login = await strangerLogin(registrant, email);
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeDefined();
  });

  it('keeps the password of an account that was already verified', async () => {
    const email = 'verified-first@example.com';
    const registrant = await preRegister(email, 'Verified First');
    const token = linkToken(await mailFor(email, 'email-verification'));
    await registrant.post('/api/auth/verify-email', { token });
    await registrant.post('/api/auth/send-otp', { email });
    const otp = sixDigits(await mailFor(email, 'sign-in-code'));
    expect((await registrant.post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    expect((await strangerLogin(browser(ctx.app), email)).statusCode).toBe(200);
  });
});

describe('OAuth login CSRF', () => {
  it("refuses a callback carrying someone else's code and state when this browser has no state cookie", async () => {
    const attacker = browser(ctx.app);
    const { authUrl, state } = await startGoogle(attacker);
    const code = nextCode();
    google.authorise(code, authUrl, claims('attacker@example.com'));

    // The victim opens /auth/callback?code=…&state=… from the attacker's link.
    const victim = browser(ctx.app);
    const res = await victim.post('/api/auth/google/callback', { code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Authentication failed: the sign-in attempt did not match this browser. Please try again.',
    );
    expect(victim.cookie).toBeUndefined();
    expect((await victim.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses it over tRPC too', async () => {
    const attacker = browser(ctx.app);
    const { authUrl, state } = await startGoogle(attacker);
    const code = nextCode();
    google.authorise(code, authUrl, claims('attacker2@example.com'));
    const victim = browser(ctx.app);
    const res = await victim.post('/trpc/auth.oauthCallback', { code, state });
    expect(res.statusCode).toBe(400);
    expect(victim.cookie).toBeUndefined();
  });
});

describe('returnTo', () => {
  it('drops paths that normalise to another site', async () => {
    for (const returnTo of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/\t/evil.example',
    ]) {
      const res = await googleSignIn(browser(ctx.app), claims('roamer@example.com'), returnTo);
      expect(res.statusCode, returnTo).toBe(200);
      expect(res.json().returnTo, returnTo).toBeNull();
    }
  });

  it('keeps same-site paths with their query and hash', async () => {
    const res = await googleSignIn(
      browser(ctx.app),
      claims('homebody@example.com'),
      '/documents?tab=resumes#top',
    );
    expect(res.json().returnTo).toBe('/documents?tab=resumes#top');
  });
});

describe('names', () => {
  it('strips line breaks and other control characters from a registered name', async () => {
    const email = 'crlf-register@example.com';
    const client = await preRegister(email, 'Ada\r\nBcc: everyone@example.com\u0000 Obi');
    const token = linkToken(await mailFor(email, 'email-verification'));
    await client.post('/api/auth/verify-email', { token });
    const login = await strangerLogin(client, email);
    const user = login.json().user as { fullName: string; firstName: string; lastName: string };
    expect(user.fullName).toBe('Ada Bcc: everyone@example.com Obi');
    expect(user.firstName).toBe('Ada');
    expect(user.lastName).toBe('Bcc: everyone@example.com Obi');
  });

  it('strips them from the names Google sends', async () => {
    const res = await googleSignIn(
      browser(ctx.app),
      claims('crlf-google@example.com', {
        name: 'Eve\r\nInjected Header',
        given_name: 'Eve\r\n',
        family_name: '\u0007Smith\u2028X',
      }),
    );
    expect(res.json().user).toMatchObject({
      fullName: 'Eve Injected Header',
      firstName: 'Eve',
      lastName: 'Smith X',
    });
  });

  it('refuses a name that is nothing but control characters', async () => {
    const res = await browser(ctx.app).post('/api/auth/register', {
      fullName: '\r\n\r\n\t',
      email: 'blank-name@example.com',
      password: STRANGER_PASSWORD,
      confirmPassword: STRANGER_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Full name must be at least 2 characters');
  });
});
