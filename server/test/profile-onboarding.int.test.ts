import { PROFILE_MESSAGES, type ProfileUpdateResult } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithToken } from './helpers/documents.js';
import { browser } from './helpers/http.js';
import { asBearer, trpcError } from './helpers/profile.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const patchProfile = (token: string, payload: unknown) =>
  asBearer(ctx.app, token)({ method: 'PATCH', url: '/api/profile', payload: payload as object });

describe('onboarding (PATCH /api/profile, complete, reset)', () => {
  it('saves step 0: names trimmed, LinkedIn optional; the user shows it at once', async () => {
    const { token } = await signInTestUser(ctx);
    const res = await patchProfile(token, {
      firstName: '  Chiamaka ',
      lastName: ' Eze  ',
      linkedinProfile: 'https://www.linkedin.com/in/chiamaka-eze',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileUpdateResult>();
    expect(body.user).toMatchObject({
      firstName: 'Chiamaka',
      lastName: 'Eze',
      fullName: 'Chiamaka Eze',
      linkedinProfile: 'https://www.linkedin.com/in/chiamaka-eze',
    });
    expect(body).toMatchObject({
      message: PROFILE_MESSAGES.profileUpdated,
      emailChangeSent: false,
      pendingEmail: null,
    });
    const me = await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' });
    expect(me.json()).toMatchObject({ firstName: 'Chiamaka', lastName: 'Eze', onboardingCompleted: false });

    // LinkedIn left out stays; an empty one clears it.
    await patchProfile(token, { firstName: 'Chiamaka', lastName: 'Eze' });
    expect(
      (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' })).json().linkedinProfile,
    ).toBe('https://www.linkedin.com/in/chiamaka-eze');
    const cleared = await patchProfile(token, {
      firstName: 'Chiamaka',
      lastName: 'Eze',
      linkedinProfile: '',
    });
    expect(cleared.json<ProfileUpdateResult>().user.linkedinProfile).toBeNull();
  });

  it('takes a LinkedIn address without https:// (REST and tRPC) and stores it with https://', async () => {
    const { token } = await signInTestUser(ctx, { fullName: 'Ada Obi' });
    const rest = await patchProfile(token, {
      firstName: 'Ada',
      lastName: 'Obi',
      linkedinProfile: 'linkedin.com/in/ada-obi',
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<ProfileUpdateResult>().user.linkedinProfile).toBe('https://linkedin.com/in/ada-obi');
    const trpc = await asBearer(
      ctx.app,
      token,
    )({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Obi',
        linkedinProfile: 'www.linkedin.com/in/ada',
      }),
    });
    expect(trpc.statusCode).toBe(200);
    const me = await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' });
    expect(me.json().linkedinProfile).toBe('https://www.linkedin.com/in/ada');
  });

  it('refuses missing or blank names with the spec’s words, and a LinkedIn that is not a URL', async () => {
    const { token } = await signInTestUser(ctx, { fullName: 'Ada Obi' });
    for (const payload of [
      { firstName: '   ', lastName: 'Obi' },
      { firstName: 'Ada', lastName: '\t \n' },
      { lastName: 'Obi' },
      { firstName: 'Ada' },
      { firstName: 7, lastName: 'Obi' },
    ]) {
      const res = await patchProfile(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: PROFILE_MESSAGES.namesRequired,
      });
    }
    for (const linkedinProfile of ['javascript:alert(1)', 'not a url', 'mailto:ada@example.com', 42]) {
      const res = await patchProfile(token, { firstName: 'Ada', lastName: 'Obi', linkedinProfile });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PROFILE_MESSAGES.linkedinInvalid);
    }
    const long = await patchProfile(token, { firstName: 'A'.repeat(51), lastName: 'Obi' });
    expect(long.json().message).toBe(PROFILE_MESSAGES.nameTooLong);
    const notJson = await asBearer(
      ctx.app,
      token,
    )({
      method: 'PATCH',
      url: '/api/profile',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    // Nothing was saved by the refused requests.
    const me = await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' });
    expect(me.json()).toMatchObject({ firstName: 'Ada', lastName: 'Obi' });
  });

  it('Finish Setup completes onboarding only after the names are saved; Reset brings it back', async () => {
    const { token, user } = await signInTestUser(ctx);
    await ctx.deps.db
      .updateTable('users')
      .set({ first_name: null, last_name: '  ' })
      .where('id', '=', user.id)
      .execute();
    const early = await asBearer(ctx.app, token)({ method: 'POST', url: '/api/complete-onboarding' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PROFILE_MESSAGES.namesRequired);

    await patchProfile(token, { firstName: 'Tunde', lastName: 'Bello' });
    const done = await asBearer(ctx.app, token)({ method: 'POST', url: '/api/complete-onboarding' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, user: { onboardingCompleted: true } });
    // It does not come back by itself.
    expect(
      (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' })).json().onboardingCompleted,
    ).toBe(true);

    const reset = await asBearer(ctx.app, token)({ method: 'POST', url: '/api/reset-onboarding' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, user: { onboardingCompleted: false } });
  });

  it('works from the browser with its cookie, and refuses a signed-out visitor and another site', async () => {
    await insertTestUser(ctx.deps.db, { email: 'cookie-onboarding@example.com' });
    const client = browser(ctx.app);
    const login = await client.post('/api/auth/login', {
      email: 'cookie-onboarding@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect((await client.post('/api/complete-onboarding')).statusCode).toBe(200);
    const foreign = await client.post('/api/reset-onboarding', undefined, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);

    for (const [method, url] of [
      ['PATCH', '/api/profile'],
      ['GET', '/api/profile'],
      ['POST', '/api/complete-onboarding'],
      ['POST', '/api/reset-onboarding'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { firstName: 'a', lastName: 'b' } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('You need to be logged in to access this page.');
    }
  });

  it('tRPC twins do the same; each person only ever changes their own account', async () => {
    const ada = await signInTestUser(ctx);
    const bola = await signInTestUser(ctx, { fullName: 'Bola Ade' });
    const caller = await callerWithToken(ctx.deps, ada.token);
    const saved = await caller.profile.update({
      firstName: 'Adaeze',
      lastName: 'Obi',
      linkedinProfile: null,
    });
    expect(saved.user).toMatchObject({ id: ada.user.id, firstName: 'Adaeze' });
    expect((await caller.profile.completeOnboarding()).user.onboardingCompleted).toBe(true);
    expect((await caller.profile.resetOnboarding()).user.onboardingCompleted).toBe(false);
    expect((await caller.profile.get()).user.id).toBe(ada.user.id);
    // Over HTTP the message is the first issue's; a direct caller sees zod's list of them.
    const refused = await trpcError(caller.profile.update({ firstName: ' ', lastName: 'Obi' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toContain(PROFILE_MESSAGES.namesRequired);
    const overHttp = await asBearer(
      ctx.app,
      ada.token,
    )({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'Ada', lastName: '' }),
    });
    expect(overHttp.statusCode).toBe(400);
    expect(overHttp.json().error.message).toBe(PROFILE_MESSAGES.namesRequired);
    expect((await trpcError(callerFor(ctx.deps).profile.get())).code).toBe('UNAUTHORIZED');

    const bolaNow = await ctx.deps.db
      .selectFrom('users')
      .select(['first_name', 'onboarding_completed'])
      .where('id', '=', bola.user.id)
      .executeTakeFirstOrThrow();
    expect(bolaNow).toEqual({ first_name: 'Bola', onboarding_completed: false });
  });

  it('tells the client whether the account has a password', async () => {
    const withPassword = await signInTestUser(ctx);
    expect(
      (await asBearer(ctx.app, withPassword.token)({ method: 'GET', url: '/api/auth/user' })).json()
        .hasPassword,
    ).toBe(true);
    const passwordless = await insertTestUser(ctx.deps.db, { password: null });
    const caller = callerFor(ctx.deps, {
      id: 'x',
      token: 'x',
      via: 'bearer',
      expiresAt: new Date(Date.now() + 60_000),
      user: passwordless,
    });
    expect((await caller.profile.get()).user.hasPassword).toBe(false);
  });
});
