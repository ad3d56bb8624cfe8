import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../src/deps.js';
import { accountMailSettled, whenAccountMayReceive } from '../src/modules/auth/account-mail.js';
import { browser, freshIp } from './helpers/http.js';
import { latestMail, mailCount, sixDigits } from './helpers/mailbox.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const WRONG = 'Wr0ng!pass';
const OTP_INVALID = 'That code is not correct. Check the e-mail and try again.';
const OTP_LOCKED = 'Too many wrong codes. Please request a new one.';

/** The `device` cookie a response sets, as a `name=value` pair for a Cookie header. */
function deviceCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('device='));
}

/** A password sign-in from its own fresh address, optionally carrying a device cookie. */
const login = (email: string, password: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });

/**
 * Wrong passwords for `email`, each from a different address, until the address's shared budget
 * (10 in 15 minutes, the owner's own sign-ins included) is used up: the attack of issue 9 item 8.
 */
async function lockOutFromManyAddresses(email: string): Promise<void> {
  const statuses: number[] = [];
  while (statuses.at(-1) !== 429 && statuses.length <= 11)
    statuses.push((await login(email, WRONG)).statusCode);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(8);
}

describe('password sign-in lock-out by strangers (item 8)', () => {
  it('sets a long-lived, HttpOnly, random device cookie when a sign-in succeeds', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const first = deviceCookieOf(await login(user.email, TEST_PASSWORD));
    const second = deviceCookieOf(await login(user.email, TEST_PASSWORD));
    expect(first).toMatch(/^device=[a-z2-7]{52}$/);
    expect(second).toMatch(/^device=[a-z2-7]{52}$/);
    expect(first).not.toBe(second);
    const res = await login(user.email, TEST_PASSWORD, first);
    // A browser that has one keeps it (and its Max-Age is renewed).
    expect(deviceCookieOf(res)).toBe(first);
    const line = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((l) => l.startsWith('device='));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(Number(line?.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThan(300 * 24 * 3600);
  });

  it('still lets the owner in from a browser that signed in before, with the right password', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const owner = deviceCookieOf(await login(user.email, TEST_PASSWORD));
    expect(owner).toBeDefined();

    await lockOutFromManyAddresses(user.email);

    const fromOwnersBrowser = await login(user.email, TEST_PASSWORD, owner);
    expect(fromOwnersBrowser.statusCode).toBe(200);
    expect(fromOwnersBrowser.json().user.id).toBe(user.id);
  });

  it('keeps the shared limit for new browsers, forged cookies and devices known to other accounts', async () => {
    const victim = await insertTestUser(ctx.deps.db);
    const attacker = await insertTestUser(ctx.deps.db);
    const attackersDevice = deviceCookieOf(await login(attacker.email, TEST_PASSWORD));
    await lockOutFromManyAddresses(victim.email);

    expect((await login(victim.email, TEST_PASSWORD)).statusCode).toBe(429);
    const forged = `device=${'a'.repeat(52)}`;
    expect((await login(victim.email, TEST_PASSWORD, forged)).statusCode).toBe(429);
    expect((await login(victim.email, TEST_PASSWORD, attackersDevice)).statusCode).toBe(429);
    expect((await login(victim.email, TEST_PASSWORD, 'device=junk')).statusCode).toBe(429);
  });

  it('gives a known device a budget of its own, which it can use up', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const owner = deviceCookieOf(await login(user.email, TEST_PASSWORD));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await login(user.email, WRONG, owner)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Its guesses did not use the shared budget: a new browser may still try.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the device cookie on a tRPC sign-in too', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const owner = deviceCookieOf(res);
    expect(owner).toMatch(/^device=[a-z2-7]{52}$/);
    await lockOutFromManyAddresses(user.email);
    expect((await login(user.email, TEST_PASSWORD, owner)).statusCode).toBe(200);
  });

  it('remembers a device that signed in with an e-mailed code', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/send-otp', { email: user.email });
    const code = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    const owner = deviceCookieOf(await client.post('/api/auth/verify-otp', { email: user.email, otp: code }));
    await lockOutFromManyAddresses(user.email);
    expect((await login(user.email, TEST_PASSWORD, owner)).statusCode).toBe(200);
  });
});

/** The response, or undefined when none came within `ms` (the request is left to finish). */
const within = <T>(ms: number, promise: Promise<T>): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

describe('account existence through timing (item 9)', () => {
  it.each([
    ['/api/auth/send-otp', 'sign-in-code'],
    ['/api/auth/send-magic-link', 'magic-link'],
    ['/api/auth/forgot-password', 'password-reset'],
  ])('%s answers before looking the address up, whether or not it has an account', async (url, template) => {
    const user = await insertTestUser(ctx.deps.db);
    const stranger = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    // While the users table is locked no lookup can finish: an answer that waited for one never comes.
    const answers = await ctx.deps.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`.execute(trx);
      return Promise.all([
        within(3_000, browser(ctx.app).post(url, { email: user.email })),
        within(3_000, browser(ctx.app).post(url, { email: stranger })),
      ]);
    });
    const [known, unknown] = answers;
    expect(known?.statusCode).toBe(200);
    expect(unknown?.statusCode).toBe(200);
    expect(known?.body).toBe(unknown?.body);
    // The mail still goes, after the answer, to the address that has an account only.
    expect((await latestMail(ctx.deps.db, user.email, template))?.template).toBe(template);
    expect(await mailCount(ctx.deps.db, stranger)).toBe(0);
  });

  it('logs a failure of the work done after answering, which the caller never sees', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const logged: unknown[] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Deps['logger'];
    await whenAccountMayReceive({ ...ctx.deps, logger }, user.email, { ip: freshIp(), userAgent: null }, () =>
      Promise.reject(new Error('SMTP on fire')),
    );
    expect(logged).toEqual([]);
    await accountMailSettled();
    expect(logged).toEqual([[{ err: new Error('SMTP on fire') }, 'account e-mail failed after answering']]);
  });

  it('still refuses over the per-address limit before answering', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await browser(ctx.app).post('/api/auth/send-otp', { email: user.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailCount(ctx.deps.db, user.email)).toBe(5);
  });
});

/** Every 6-digit code but `right`, from `start`. */
const wrongCodes = (right: string, count: number, start = 0): string[] => {
  const codes: string[] = [];
  for (let n = start; codes.length < count; n += 1) {
    const code = String(n).padStart(6, '0');
    if (code !== right) codes.push(code);
  }
  return codes;
};

describe('one-time code guessing (item 10)', () => {
  it('compares at most five wrong codes against one code, however many arrive at once', async () => {
    const user = await insertTestUser(ctx.deps.db);
    const client = browser(ctx.app);
    await client.post('/api/auth/send-otp', { email: user.email });
    const code = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));

    // 39 wrong guesses and, last, the right one: only the first five may be compared.
    const guesses = [...wrongCodes(code, 39), code];
    const answers = await Promise.all(
      guesses.map((otp) => client.post('/api/auth/verify-otp', { email: user.email, otp })),
    );
    expect(answers.map((a) => a.statusCode)).not.toContain(200);
    const messages = answers.map((a) => a.json().message as string);
    expect(messages.filter((m) => m === OTP_INVALID)).toHaveLength(4);
    expect(messages.filter((m) => m === OTP_LOCKED)).toHaveLength(36);
    const right = await client.post('/api/auth/verify-otp', { email: user.email, otp: code });
    expect(right.statusCode).toBe(400);
  });

  it('limits wrong codes per account across fresh codes', async () => {
    const user = await insertTestUser(ctx.deps.db);
    // Four codes, five wrong guesses each, each batch from a new address: 20 wrong codes.
    for (let round = 0; round < 4; round += 1) {
      const client = browser(ctx.app);
      await client.post('/api/auth/send-otp', { email: user.email });
      const code = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
      for (const otp of wrongCodes(code, 5, round * 10))
        await client.post('/api/auth/verify-otp', { email: user.email, otp });
    }
    const client = browser(ctx.app);
    await client.post('/api/auth/send-otp', { email: user.email });
    const code = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    const right = await client.post('/api/auth/verify-otp', { email: user.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/too many wrong codes/i);
    // The other ways in still work.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('rate limits by network (hardening)', () => {
  const hex = () => randomBytes(2).toString('hex');
  const sendOtpFrom = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: `x-${randomBytes(4).toString('hex')}@example.com` },
      remoteAddress: ip,
    });

  it('counts every IPv6 address of one /64 together', async () => {
    const prefix = `2001:db8:${hex()}:${hex()}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i += 1)
      statuses.push((await sendOtpFrom(`${prefix}::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another /64 is another client.
    expect((await sendOtpFrom(`2001:db8:${hex()}:${hex()}::1`)).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await sendOtpFrom(i % 2 ? `::ffff:${ip}` : ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
