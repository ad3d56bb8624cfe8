import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './helpers/http.js';
import { latestMail, linkToken } from './helpers/mailbox.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('forgot and reset password', () => {
  it('resets with either payload shape, once, and signs the account out everywhere', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const device = browser(ctx.app);
    await device.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await device.get('/api/auth/user')).statusCode).toBe(200);

    const asked = await browser(ctx.app).post('/api/auth/forgot-password', { email: user.email });
    expect(asked.json()).toEqual({
      message: 'If an account exists for that address, we have sent a password reset link to it.',
    });
    const token = linkToken(await latestMail(ctx.deps.db, user.email, 'password-reset'));
    expect((await ctx.app.inject({ url: `/api/auth/validate-reset-token?token=${token}` })).json()).toEqual({
      valid: true,
    });
    expect((await ctx.app.inject({ url: '/api/auth/validate-reset-token?token=nope' })).json()).toEqual({
      valid: false,
    });

    const mismatch = await browser(ctx.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Passwor',
    });
    expect(mismatch.json().message).toBe("Passwords don't match");
    const reset = await browser(ctx.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    });
    expect(reset.json()).toEqual({ message: 'Password reset successfully' });
    expect((await latestMail(ctx.deps.db, user.email))?.template).toBe('password-changed');

    expect((await device.get('/api/auth/user')).statusCode).toBe(401);
    const reused = await browser(ctx.app).post('/api/auth/reset-password', {
      token,
      password: 'An0ther!Pass',
    });
    expect(reused.json().message).toBe(
      'Invalid or expired reset token. Please request a new password reset.',
    );
    expect(
      (await browser(ctx.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await browser(ctx.app).post('/api/auth/login', { email: user.email, password: 'N3w!Password' }))
        .statusCode,
    ).toBe(200);

    await browser(ctx.app).post('/api/auth/forgot-password', { email: user.email });
    const second = linkToken(await latestMail(ctx.deps.db, user.email, 'password-reset'));
    const shape2 = await browser(ctx.app).post('/api/auth/reset-password', {
      token: second,
      password: 'Th1rd!Pass',
    });
    expect(shape2.json()).toEqual({ message: 'Password reset successfully' });
  });

  it('refuses a reset link after one hour', async () => {
    const user = await insertTestUser(ctx.deps.db);
    await browser(ctx.app).post('/api/auth/forgot-password', { email: user.email });
    const token = linkToken(await latestMail(ctx.deps.db, user.email, 'password-reset'));
    const real = ctx.deps.clock;
    ctx.deps.clock = { now: () => new Date(Date.now() + 3_601_000) };
    try {
      const res = await browser(ctx.app).post('/api/auth/reset-password', {
        token,
        password: 'N3w!Password',
      });
      expect(res.statusCode).toBe(400);
    } finally {
      ctx.deps.clock = real;
    }
  });
});

describe('change password', () => {
  it('needs the current password and revokes every other session', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const laptop = browser(ctx.app);
    const phone = browser(ctx.app);
    await laptop.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    await phone.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });

    const unsigned = await browser(ctx.app).post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!Password',
    });
    expect(unsigned.statusCode).toBe(401);
    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'Wr0ng!Pass',
      newPassword: 'N3w!Password',
    });
    expect(wrong.json().message).toBe('Current password is incorrect');
    const same = await laptop.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(same.json().message).toBe('New password must be different from current password');

    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!Password',
    });
    expect(changed.json()).toEqual({ message: 'Password updated successfully' });
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('works through tRPC for a signed-in caller and refuses a signed-out one', async () => {
    const caller = callerFor(ctx.deps);
    await expect(
      caller.auth.changePassword({ currentPassword: 'x', newPassword: 'N3w!Password' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'You need to be logged in to access this page.',
    });
    await expect(caller.auth.user()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('tRPC input errors', () => {
  it('read like the REST shims: the first message, with every issue in details', async () => {
    const caller = callerFor(ctx.deps);
    await expect(caller.auth.login({ email: 'nope', password: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'nope', password: '' },
    });
    const error = res.json().error;
    expect(error.message).toBe('Invalid email address');
    expect(error.data.appCode).toBe('VALIDATION_FAILED');
    expect(error.data.details.issues).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
    const session = await ctx.app.inject({ url: '/trpc/auth.session' });
    expect(session.json().result.data).toBeNull();
  });
});
