import { AUTH_MESSAGES as M } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './helpers/http.js';
import { latestMail, linkToken, sixDigits } from './helpers/mailbox.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const later = async <T>(ms: number, fn: () => Promise<T>): Promise<T> => {
  const real = ctx.deps.clock;
  ctx.deps.clock = { now: () => new Date(Date.now() + ms) };
  try {
    return await fn();
  } finally {
    ctx.deps.clock = real;
  }
};

describe('one-time code (OTP)', () => {
  it('signs in with the e-mailed code and marks the address verified', async () => {
    const user = await insertTestUser(ctx.deps.db, { verified: false, password: null });
    const client = browser(ctx.app);
    const sent = await client.post('/api/auth/send-otp', { email: user.email });
    expect(sent.json()).toEqual({
      message: 'If an account exists for that address, we have sent a 6-digit code to it.',
    });
    const mail = await latestMail(ctx.deps.db, user.email, 'sign-in-code');
    expect(mail?.subject).toMatch(/^Your JobPadi sign-in code: \d{6}$/);

    const ok = await client.post('/api/auth/verify-otp', { email: user.email, otp: sixDigits(mail) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id, emailVerified: true });
    expect(client.cookie).toBeDefined();
    const reused = await client.post('/api/auth/verify-otp', { email: user.email, otp: sixDigits(mail) });
    expect(reused.statusCode).toBe(400);
  });

  it('checks the code format with the spec messages', async () => {
    const client = browser(ctx.app);
    const short = await client.post('/api/auth/verify-otp', { email: 'a@example.com', otp: '123' });
    expect(short.json().message).toBe(M.otpLength);
    const letters = await client.post('/api/auth/verify-otp', { email: 'a@example.com', otp: '12a456' });
    expect(letters.json().message).toBe(M.otpDigits);
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/send-otp', { email: user.email });
    const code = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await client.post('/api/auth/verify-otp', { email: user.email, otp: wrong })).json().message,
      );
    }
    expect(
      answers.slice(0, 4).every((m) => m === 'That code is not correct. Check the e-mail and try again.'),
    ).toBe(true);
    expect(answers[4]).toBe('Too many wrong codes. Please request a new one.');
    const right = await client.post('/api/auth/verify-otp', { email: user.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong codes. Please request a new one.');

    await client.post('/api/auth/send-otp', { email: user.email });
    const fresh = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    expect((await client.post('/api/auth/verify-otp', { email: user.email, otp: fresh })).statusCode).toBe(
      200,
    );
  });

  it('refuses a code after 10 minutes, and an older code once a newer one is sent', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/send-otp', { email: user.email });
    const first = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    const expired = await later(10 * 60_000 + 1_000, () =>
      client.post('/api/auth/verify-otp', { email: user.email, otp: first }),
    );
    expect(expired.json().message).toBe('That code has expired. Please request a new one.');
    await client.post('/api/auth/send-otp', { email: user.email });
    const second = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    if (first !== second) {
      expect((await client.post('/api/auth/verify-otp', { email: user.email, otp: first })).statusCode).toBe(
        400,
      );
    }
    expect((await client.post('/api/auth/verify-otp', { email: user.email, otp: second })).statusCode).toBe(
      200,
    );
  });
});

describe('magic link', () => {
  it('signs in once with the link and says "expired" after 15 minutes', async () => {
    const user = await insertTestUser(ctx.deps.db, { verified: false });
    const client = browser(ctx.app);
    const sent = await client.post('/api/auth/send-magic-link', { email: user.email });
    expect(sent.json()).toEqual({
      message: 'If an account exists for that address, we have sent a sign-in link to it.',
    });
    const mail = await latestMail(ctx.deps.db, user.email, 'magic-link');
    expect(mail?.text).toContain('/magic-link?token=');
    const token = linkToken(mail);

    const ok = await client.post('/api/auth/verify-magic-link', { token });
    expect(ok.json()).toMatchObject({
      message: 'Magic link verified successfully',
      user: { id: user.id, emailVerified: true },
    });
    expect(ok.json().token).toMatch(/\./);
    const again = await client.post('/api/auth/verify-magic-link', { token });
    expect(again.json().message).toBe(
      'This magic link is invalid or has already been used. Please request a new one.',
    );

    await client.post('/api/auth/send-magic-link', { email: user.email });
    const next = linkToken(await latestMail(ctx.deps.db, user.email, 'magic-link'));
    const expired = await later(15 * 60_000 + 1_000, () =>
      client.post('/api/auth/verify-magic-link', { token: next }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('expired');
  });

  it('answers a missing or hostile token with a clear 400', async () => {
    const client = browser(ctx.app);
    for (const token of ['', 'x'.repeat(10_000), "' or 1=1 --", { $ne: null }]) {
      const res = await client.post('/api/auth/verify-magic-link', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
