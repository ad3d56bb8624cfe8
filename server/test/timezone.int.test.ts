import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingSweep } from '../src/modules/billing/billing-sweep.js';
import { asBearer, browser } from './helpers/http.js';
import { latestMail, sixDigits } from './helpers/mailbox.js';
import { patchSettings } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser, TEST_PASSWORD } from './helpers/users.js';

// Issue 28: people in Nigeria read their dates on West Africa Time unless they choose another clock.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const HOUR_MS = 3_600_000;

/**
 * 23:30 UTC on a day 1–2 days ahead: already 00:30 the next day in Lagos, still the afternoon
 * before in Los Angeles, so the date a person reads depends on their clock.
 */
function lateEveningUtc(): Date {
  const at = new Date(Date.now() + 26 * HOUR_MS);
  at.setUTCHours(23, 30, 0, 0);
  return at;
}
const lagosDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(at);
const losAngelesDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'America/Los_Angeles' }).format(at);

const settingsOf = async (token: string) =>
  (await asBearer(ctx.app, token)({ method: 'GET', url: '/api/settings' })).json();
const patch = (token: string, payload: unknown) => patchSettings(ctx.app, token, payload);

async function onPaidPlanUntil(userId: string, expiresAt: Date): Promise<void> {
  await ctx.deps.db
    .updateTable('users')
    .set({ subscription_plan: 'jjc', subscription_status: 'active', subscription_expires_at: expiresAt })
    .where('id', '=', userId)
    .execute();
}

describe('a new account’s clock', () => {
  it('signed up through the product, its settings say West Africa Time, also once a setting is saved', async () => {
    const client = browser(ctx.app);
    const email = 'temi.lagos@example.com';
    const registered = await client.post('/api/auth/register', {
      fullName: 'Temi Adeyemi',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    const code = sixDigits(await latestMail(ctx.deps.db, email, 'email-verification'));
    expect((await client.post('/api/auth/verify-email', { token: code, email })).statusCode).toBe(200);
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    const token = login.json().token as string;

    expect((await settingsOf(token)).timezone).toBe('Africa/Lagos');
    // The first saved setting writes the row; the timezone it was not told takes the column's default.
    expect((await patch(token, { darkMode: true })).json()).toMatchObject({
      darkMode: true,
      timezone: 'Africa/Lagos',
    });
    const row = await ctx.deps.db
      .selectFrom('user_settings')
      .innerJoin('users', 'users.id', 'user_settings.user_id')
      .select('user_settings.timezone')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.timezone).toBe('Africa/Lagos');
    expect((await settingsOf(token)).timezone).toBe('Africa/Lagos');
  });

  it('a clock the person chose stays chosen, UTC included', async () => {
    const { token } = await signInTestUser(ctx);
    expect((await patch(token, { timezone: 'UTC' })).json().timezone).toBe('UTC');
    expect((await settingsOf(token)).timezone).toBe('UTC');
    expect((await patch(token, { darkMode: true })).json().timezone).toBe('UTC');
    expect((await patch(token, { timezone: 'Africa/Lagos' })).json().timezone).toBe('Africa/Lagos');
  });
});

describe('dates in what the server writes, on the recipient’s clock', () => {
  it('the expiry reminder is dated in West Africa Time by default, on the chosen clock otherwise', async () => {
    const ends = lateEveningUtc();
    expect(lagosDay(ends)).not.toBe(losAngelesDay(ends));
    const lagos = await signInTestUser(ctx);
    const abroad = await signInTestUser(ctx);
    await patch(abroad.token, { timezone: 'America/Los_Angeles' });
    await onPaidPlanUntil(lagos.user.id, ends);
    await onPaidPlanUntil(abroad.user.id, ends);

    await runBillingSweep(ctx.deps);
    expect((await latestMail(ctx.deps.db, lagos.user.email, 'subscription-expiring'))?.subject).toBe(
      `Your JobPadi Basic plan ends on ${lagosDay(ends)}`,
    );
    expect((await latestMail(ctx.deps.db, abroad.user.email, 'subscription-expiring'))?.subject).toBe(
      `Your JobPadi Basic plan ends on ${losAngelesDay(ends)}`,
    );
  });

  it('the cancel message names the last day on the person’s clock', async () => {
    const ends = lateEveningUtc();
    const { user, token } = await signInTestUser(ctx);
    await patch(token, { timezone: 'America/Los_Angeles' });
    await onPaidPlanUntil(user.id, ends);
    const cancel = await asBearer(ctx.app, token)({ method: 'POST', url: '/api/subscription/cancel' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe(
      `Your subscription is cancelled. You keep your plan and credits until ${losAngelesDay(ends)}; nothing will renew.`,
    );
  });
});
