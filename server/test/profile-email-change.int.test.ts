import { PROFILE_MESSAGES, type ProfileUpdateResult } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithToken } from './helpers/documents.js';
import { freshIp } from './helpers/http.js';
import { latestMail, linkToken, mailCount, sixDigits } from './helpers/mailbox.js';
import { asBearer, trpcError } from './helpers/profile.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://jobpadi.test' });
});
afterAll(async () => {
  await ctx?.close();
});

const emailOf = async (id: string) =>
  await ctx.deps.db
    .selectFrom('users')
    .select(['email', 'email_verified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function askForChange(token: string, email: string) {
  const res = await asBearer(
    ctx.app,
    token,
  )({
    method: 'PATCH',
    url: '/api/profile',
    remoteAddress: freshIp(),
    payload: { firstName: 'Ada', lastName: 'Obi', email },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ProfileUpdateResult>();
}

const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshIp(),
    payload: { email, password: TEST_PASSWORD },
  });

describe('changing the e-mail address', () => {
  it('changes nothing until the new address confirms; the old address is told; the link works signed out', async () => {
    const { user, token } = await signInTestUser(ctx, { email: 'ada.old@example.com' });
    const asked = await askForChange(token, 'Ada.New@Example.com');
    expect(asked).toMatchObject({
      emailChangeSent: true,
      pendingEmail: 'ada.new@example.com',
      message: PROFILE_MESSAGES.emailChangeSent('ada.new@example.com'),
      user: { email: 'ada.old@example.com' },
    });
    expect(await emailOf(user.id)).toEqual({ email: 'ada.old@example.com', email_verified: true });
    expect((await login('ada.old@example.com')).statusCode).toBe(200);
    expect((await login('ada.new@example.com')).statusCode).toBe(401);

    const confirmMail = await latestMail(ctx.deps.db, 'ada.new@example.com', 'email-change-confirm');
    expect(confirmMail?.text).toContain('https://jobpadi.test/confirm-email-change?token=');
    const told = await latestMail(ctx.deps.db, 'ada.old@example.com', 'email-change-requested');
    expect(told?.text).toContain('ada.new@example.com');

    // The profile still shows the pending address on a fresh read.
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({
      pendingEmail: 'ada.new@example.com',
      user: { email: 'ada.old@example.com' },
    });

    // A magic link sent to the old address before the change stops working after it.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-magic-link',
      remoteAddress: freshIp(),
      payload: { email: 'ada.old@example.com' },
    });
    const oldLink = linkToken(await latestMail(ctx.deps.db, 'ada.old@example.com', 'magic-link'));

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/confirm-email',
      remoteAddress: freshIp(),
      payload: { token: linkToken(confirmMail) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: PROFILE_MESSAGES.emailChanged,
      email: 'ada.new@example.com',
    });
    expect(await emailOf(user.id)).toEqual({ email: 'ada.new@example.com', email_verified: true });
    expect((await login('ada.new@example.com')).statusCode).toBe(200);
    expect((await login('ada.old@example.com')).statusCode).toBe(401);
    expect((await latestMail(ctx.deps.db, 'ada.old@example.com', 'email-changed'))?.text).toContain(
      'ada.new@example.com',
    );
    const magic = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-magic-link',
      remoteAddress: freshIp(),
      payload: { token: oldLink },
    });
    expect(magic.statusCode).toBe(400);

    // The link works once.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/confirm-email',
      remoteAddress: freshIp(),
      payload: { token: linkToken(confirmMail) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PROFILE_MESSAGES.emailChangeInvalid);
    expect(
      (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/profile' })).json().pendingEmail,
    ).toBeNull();
  });

  it('confirms with the 6-digit code only when signed in as the account', async () => {
    const { user, token } = await signInTestUser(ctx, { email: 'bola.old@example.com' });
    await askForChange(token, 'bola.new@example.com');
    const code = sixDigits(await latestMail(ctx.deps.db, 'bola.new@example.com', 'email-change-confirm'));

    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/confirm-email',
      payload: { code },
    });
    expect(signedOut.statusCode).toBe(401);
    const stranger = await signInTestUser(ctx);
    const wrongAccount = await asBearer(
      ctx.app,
      stranger.token,
    )({ method: 'POST', url: '/api/profile/confirm-email', payload: { code } });
    expect(wrongAccount.statusCode).toBe(400);
    expect(await emailOf(user.id)).toMatchObject({ email: 'bola.old@example.com' });

    const caller = await callerWithToken(ctx.deps, token);
    expect(await caller.profile.confirmEmailChange({ code })).toEqual({
      message: PROFILE_MESSAGES.emailChanged,
      email: 'bola.new@example.com',
    });
    expect(await emailOf(user.id)).toMatchObject({ email: 'bola.new@example.com' });
  });

  it('sending the current address changes nothing; a change can be cancelled; bad input is refused', async () => {
    const { token } = await signInTestUser(ctx, { email: 'chidi@example.com' });
    const same = await askForChange(token, 'CHIDI@example.com');
    expect(same).toMatchObject({
      emailChangeSent: false,
      pendingEmail: null,
      message: PROFILE_MESSAGES.profileUpdated,
    });
    expect(await mailCount(ctx.deps.db, 'chidi@example.com')).toBe(0);

    await askForChange(token, 'chidi.new@example.com');
    const link = linkToken(await latestMail(ctx.deps.db, 'chidi.new@example.com', 'email-change-confirm'));
    const cancelled = await asBearer(ctx.app, token)({ method: 'DELETE', url: '/api/profile/pending-email' });
    expect(cancelled.json()).toMatchObject({ pendingEmail: null, user: { email: 'chidi@example.com' } });
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/confirm-email',
      remoteAddress: freshIp(),
      payload: { token: link },
    });
    expect(late.statusCode).toBe(400);

    const invalid = await asBearer(
      ctx.app,
      token,
    )({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'C', lastName: 'D', email: 'not-an-address' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid email address');
    const neither = await ctx.app.inject({ method: 'POST', url: '/api/profile/confirm-email', payload: {} });
    expect(neither.json().message).toBe(PROFILE_MESSAGES.confirmationRequired);
    const expiredish = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/confirm-email',
      remoteAddress: freshIp(),
      payload: { token: 'a'.repeat(52) },
    });
    expect(expiredish.json().message).toBe(PROFILE_MESSAGES.emailChangeInvalid);
  });

  it('an address that has its own account: same answer, no link sent, never takes it', async () => {
    await insertTestUser(ctx.deps.db, { email: 'taken@example.com' });
    const { user, token } = await signInTestUser(ctx, { email: 'dayo@example.com' });
    const asked = await askForChange(token, 'taken@example.com');
    expect(asked).toMatchObject({ emailChangeSent: true, pendingEmail: 'taken@example.com' });
    expect(await latestMail(ctx.deps.db, 'taken@example.com', 'email-change-confirm')).toBeUndefined();
    expect(await latestMail(ctx.deps.db, 'taken@example.com', 'email-change-taken')).toBeDefined();
    expect(await emailOf(user.id)).toMatchObject({ email: 'dayo@example.com' });
  });

  it('a race: the address taken between the request and the confirmation answers 409', async () => {
    const { user, token } = await signInTestUser(ctx, { email: 'efe@example.com' });
    await askForChange(token, 'efe.new@example.com');
    const link = linkToken(await latestMail(ctx.deps.db, 'efe.new@example.com', 'email-change-confirm'));
    await insertTestUser(ctx.deps.db, { email: 'efe.new@example.com' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/confirm-email',
      remoteAddress: freshIp(),
      payload: { token: link },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROFILE_MESSAGES.emailTaken);
    expect(await emailOf(user.id)).toMatchObject({ email: 'efe@example.com' });
  });

  it('limits how often a change can be asked for', async () => {
    const { token } = await signInTestUser(ctx, { email: 'femi@example.com' });
    for (let i = 0; i < 5; i++) await askForChange(token, `femi${i}@example.com`);
    const refused = await asBearer(
      ctx.app,
      token,
    )({
      method: 'PATCH',
      url: '/api/profile',
      remoteAddress: freshIp(),
      payload: { firstName: 'F', lastName: 'G', email: 'femi9@example.com' },
    });
    expect(refused.statusCode).toBe(429);
    // Refused before anything was saved.
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' })).json().firstName).toBe(
      'Ada',
    );
    expect(await latestMail(ctx.deps.db, 'femi9@example.com')).toBeUndefined();
  });

  it('the code route needs sign-in over tRPC too', async () => {
    expect((await trpcError(callerFor(ctx.deps).profile.confirmEmailChange({ code: '123456' }))).code).toBe(
      'UNAUTHORIZED',
    );
  });
});
