import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOAuthServer, type IdClaims } from './fakes/oauth-server.js';
import { browser, type Client } from './helpers/http.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

const google = new FakeOAuthServer({ id: 'client-123', secret: 'shh' });
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const tokenUrl = await google.start();
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: 'client-123',
    GOOGLE_CLIENT_SECRET: 'shh',
    GOOGLE_TOKEN_URL: tokenUrl,
    PUBLIC_URL: 'http://jobpadi.test',
  });
});
afterAll(async () => {
  await ctx.close();
  await google.stop();
});

const claims = (over: Partial<IdClaims> = {}): IdClaims => ({
  sub: `g-${Math.random()}`,
  email: 'ngozi@example.com',
  email_verified: true,
  name: 'Ngozi Eze',
  given_name: 'Ngozi',
  family_name: 'Eze',
  picture: 'https://lh3.googleusercontent.com/a/photo',
  ...over,
});

async function start(client: Client, returnTo?: string): Promise<{ authUrl: string; state: string }> {
  const res = await client.get(
    `/api/auth/google${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  );
  expect(res.statusCode).toBe(200);
  const { authUrl } = res.json() as { authUrl: string };
  const state = new URL(authUrl).searchParams.get('state') ?? '';
  // The browser keeps the state cookie next to its session cookie.
  client.cookie = [client.cookie, `oauth_state=${state}`].filter(Boolean).join('; ');
  return { authUrl, state };
}

describe('Google sign-in', () => {
  it('starts with state and PKCE and signs a new person up, verified, on the free trial', async () => {
    const client = browser(ctx.app);
    const { authUrl, state } = await start(client, '/generate');
    const url = new URL(authUrl);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-123',
      redirect_uri: 'http://jobpadi.test/auth/callback',
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    const who = claims();
    google.authorise('code-1', authUrl, who);
    const res = await client.post('/api/auth/google/callback', { code: 'code-1', state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Login successful',
      returnTo: '/generate',
      user: {
        email: 'ngozi@example.com',
        firstName: 'Ngozi',
        lastName: 'Eze',
        emailVerified: true,
        subscriptionPlan: 'free_trial',
      },
    });
    const again = browser(ctx.app);
    const second = await start(again);
    google.authorise('code-2', second.authUrl, who);
    const back = await again.post('/api/auth/google/callback', { code: 'code-2', state: second.state });
    expect(back.json().user.id).toBe(res.json().user.id);
  });

  it('links Google to an existing account with the same address', async () => {
    const existing = await insertTestUser(ctx.deps.db, { email: 'tunde@example.com', verified: false });
    const client = browser(ctx.app);
    const { authUrl, state } = await start(client);
    google.authorise('code-3', authUrl, claims({ email: 'Tunde@Example.com' }));
    const res = await client.post('/api/auth/google/callback', { code: 'code-3', state });
    expect(res.json().user).toMatchObject({ id: existing.id, emailVerified: true });
  });

  it('refuses an unknown or replayed state, and a state from another browser', async () => {
    const client = browser(ctx.app);
    const { authUrl, state } = await start(client);
    google.authorise('code-4', authUrl, claims());
    const forged = await client.post('/api/auth/google/callback', { code: 'code-4', state: 'made-up-state' });
    expect(forged.statusCode).toBe(400);
    const other = await browser(ctx.app).post(
      '/api/auth/google/callback',
      { code: 'code-4', state },
      { cookie: 'oauth_state=other' },
    );
    expect(other.json().message).toBe(
      'Authentication failed: the sign-in attempt did not match this browser. Please try again.',
    );
    expect((await client.post('/api/auth/google/callback', { code: 'code-4', state })).statusCode).toBe(200);
    const replay = await client.post('/api/auth/google/callback', { code: 'code-4', state });
    expect(replay.json().message).toBe(
      'Authentication failed: the sign-in attempt expired or was already used. Please try again.',
    );
  });

  it('explains a missing code and a code Google rejects', async () => {
    const client = browser(ctx.app);
    const { state } = await start(client);
    const missing = await client.post('/api/auth/google/callback', { state });
    expect(missing.json().message).toBe('Authorization code missing from callback');
    const rejected = await client.post('/api/auth/google/callback', { code: 'never-issued', state });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().message).toBe(
      'Authentication failed: Google did not accept the sign-in. Please try again.',
    );
  });

  it('refuses an account whose address Google has not verified', async () => {
    const client = browser(ctx.app);
    const { authUrl, state } = await start(client);
    google.authorise('code-5', authUrl, claims({ email: 'unverified@example.com', email_verified: false }));
    const res = await client.post('/api/auth/google/callback', { code: 'code-5', state });
    expect(res.json().message).toBe(
      'Authentication failed: Google did not confirm an e-mail address for this account.',
    );
  });

  it('says clearly when Google sign-in is not configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/api/auth/google' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Google sign-in is not configured on this server.');
    } finally {
      await bare.close();
    }
  });
});
