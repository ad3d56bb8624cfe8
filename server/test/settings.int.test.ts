import { DEFAULT_SETTINGS, NOTIFICATION_MESSAGES, SETTINGS_MESSAGES, type SettingsDto } from '@app/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingSweep } from '../src/modules/billing/billing-sweep.js';
import { mayEmail } from '../src/modules/users/email-preferences.js';
import { callerWithToken } from './helpers/documents.js';
import { freshIp } from './helpers/http.js';
import { latestMail, mailCount } from './helpers/mailbox.js';
import { asBearer, patchSettings, trpcError } from './helpers/profile.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const patch = (token: string, payload: unknown) => patchSettings(ctx.app, token, payload);

describe('settings', () => {
  it('answers the defaults before anything is saved, then saves every toggle and choice at once', async () => {
    const { token } = await signInTestUser(ctx);
    const first = await asBearer(ctx.app, token)({ method: 'GET', url: '/api/settings' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      marketingEmails: false,
      darkMode: false,
      language: 'en',
      timezone: 'Africa/Lagos',
      twoFactorAuth: false,
      followUpDays: 7,
    });

    const dark = await patch(token, { darkMode: true });
    expect(dark.json<SettingsDto>()).toEqual({ ...DEFAULT_SETTINGS, darkMode: true });
    // The full object, as the settings page sends it on every change.
    const full: SettingsDto = {
      emailNotifications: false,
      pushNotifications: true,
      marketingEmails: true,
      darkMode: true,
      language: 'fr',
      timezone: 'America/Los_Angeles',
      twoFactorAuth: false,
      followUpDays: 14,
    };
    expect((await patch(token, full)).json()).toEqual(full);
    // Read back on another "device": the same.
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: '/api/settings' })).json()).toEqual(full);
    for (const timezone of ['UTC', 'America/New_York', 'Europe/London', 'Africa/Lagos']) {
      expect((await patch(token, { timezone })).json().timezone).toBe(timezone);
    }
    for (const language of ['en', 'es', 'de'])
      expect((await patch(token, { language })).json().language).toBe(language);
  });

  it('refuses every bad value with a clear 400 and saves nothing of that request', async () => {
    const { token } = await signInTestUser(ctx);
    const cases: Array<[unknown, string]> = [
      [{ darkMode: 'yes' }, SETTINGS_MESSAGES.boolean('Dark mode')],
      [{ emailNotifications: 1 }, SETTINGS_MESSAGES.boolean('Email notifications')],
      [{ pushNotifications: null }, SETTINGS_MESSAGES.boolean('Push notifications')],
      [{ marketingEmails: 'false' }, SETTINGS_MESSAGES.boolean('Marketing emails')],
      [{ language: 'yo' }, SETTINGS_MESSAGES.language],
      [{ timezone: 'Africa/Abuja' }, SETTINGS_MESSAGES.timezone],
      [{ timezone: 'EST' }, SETTINGS_MESSAGES.timezone],
      [{ twoFactorAuth: true }, SETTINGS_MESSAGES.twoFactor],
      [{ darkMode: true, theme: 'dark' }, SETTINGS_MESSAGES.unknown(['theme'])],
      [[true], SETTINGS_MESSAGES.notObject],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: '/api/settings' })).json()).toEqual(
      DEFAULT_SETTINGS,
    );
    const broken = await asBearer(
      ctx.app,
      token,
    )({
      method: 'PATCH',
      url: '/api/settings',
      payload: '{"darkMode":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('tRPC twins; each person reads and writes only their own; signed out is refused', async () => {
    const ada = await signInTestUser(ctx);
    const bola = await signInTestUser(ctx);
    const caller = await callerWithToken(ctx.deps, ada.token);
    expect(await caller.settings.update({ darkMode: true, language: 'de' })).toMatchObject({
      darkMode: true,
      language: 'de',
    });
    expect(await caller.settings.get()).toMatchObject({ darkMode: true, language: 'de' });
    expect(await (await callerWithToken(ctx.deps, bola.token)).settings.get()).toEqual(DEFAULT_SETTINGS);
    expect((await trpcError(callerFor(ctx.deps).settings.get())).code).toBe('UNAUTHORIZED');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: '/api/settings', payload: { darkMode: true } }))
        .statusCode,
    ).toBe(401);
    // Parallel saves from two tabs: both land.
    await Promise.all([
      caller.settings.update({ pushNotifications: true }),
      caller.settings.update({ marketingEmails: true }),
    ]);
    expect(await caller.settings.get()).toMatchObject({
      pushNotifications: true,
      marketingEmails: true,
      darkMode: true,
    });
  });

  it('stores the language where generation reads it (user_settings.language)', async () => {
    const { user, token } = await signInTestUser(ctx);
    await patch(token, { language: 'es' });
    const row = await ctx.deps.db
      .selectFrom('user_settings')
      .select('language')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });
});

describe('the e-mail switches mean something', () => {
  it('e-mail notifications off: no expiry reminder; on: the reminder goes; marketing off unless chosen', async () => {
    const quiet = await insertTestUser(ctx.deps.db);
    const loud = await insertTestUser(ctx.deps.db);
    await ctx.deps.db
      .updateTable('users')
      .set({
        subscription_plan: 'jjc',
        subscription_status: 'active',
        subscription_expires_at: new Date(Date.now() + 2 * 86_400_000),
      })
      .where('id', 'in', [quiet.id, loud.id])
      .execute();
    await ctx.deps.db
      .insertInto('user_settings')
      .values({ user_id: quiet.id, email_notifications: false })
      .execute();
    await runBillingSweep(ctx.deps);
    expect(await latestMail(ctx.deps.db, quiet.email, 'subscription-expiring')).toBeUndefined();
    expect(await latestMail(ctx.deps.db, loud.email, 'subscription-expiring')).toBeDefined();

    expect(await mayEmail(ctx.deps, quiet.id, 'reminder')).toBe(false);
    expect(await mayEmail(ctx.deps, quiet.id, 'support')).toBe(false);
    expect(await mayEmail(ctx.deps, loud.id, 'support')).toBe(true);
    expect(await mayEmail(ctx.deps, loud.id, 'marketing')).toBe(false);
    await ctx.deps.db
      .insertInto('user_settings')
      .values({ user_id: loud.id, marketing_emails: true })
      .execute();
    expect(await mayEmail(ctx.deps, loud.id, 'marketing')).toBe(true);
  });

  it('account-security e-mails are sent whatever the switch says', async () => {
    const { user, token } = await signInTestUser(ctx);
    await patch(token, { emailNotifications: false, marketingEmails: false });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await latestMail(ctx.deps.db, user.email, 'password-reset')).toBeDefined();
  });
});

describe('notifications', () => {
  it('status says demo mode when there is no SMTP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/status' });
    expect(res.json()).toMatchObject({ mode: 'demo' });
  });

  it('sends a test e-mail to the signed-in person, limited to 3 in 10 minutes', async () => {
    const { user, token } = await signInTestUser(ctx);
    await patch(token, { emailNotifications: false });
    const res = await asBearer(
      ctx.app,
      token,
    )({ method: 'POST', url: '/api/notifications/test-email', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      mode: 'demo',
      message: NOTIFICATION_MESSAGES.testStoredDemo(user.email),
    });
    const mail = await latestMail(ctx.deps.db, user.email, 'notification-test');
    expect(mail?.subject).toBe('JobPadi test e-mail');
    const caller = await callerWithToken(ctx.deps, token);
    expect((await caller.notifications.testEmail()).success).toBe(true);
    await caller.notifications.testEmail();
    const limited = await asBearer(
      ctx.app,
      token,
    )({ method: 'POST', url: '/api/notifications/test-email', remoteAddress: freshIp() });
    expect(limited.statusCode).toBe(429);
    expect(await mailCount(ctx.deps.db, user.email)).toBe(3);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/test-email' })).statusCode).toBe(
      401,
    );
  });

  it('answers the spec’s failure text when the message cannot be stored', async () => {
    const { token } = await signInTestUser(ctx);
    // The outbox refuses writes for a moment (a full disk, a broken database): 503 with the words.
    await sql`alter table email_outbox add constraint test_refuse_all check (false) not valid`.execute(
      ctx.deps.db,
    );
    try {
      const res = await asBearer(
        ctx.app,
        token,
      )({ method: 'POST', url: '/api/notifications/test-email', remoteAddress: freshIp() });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(NOTIFICATION_MESSAGES.testFailed);
    } finally {
      await sql`alter table email_outbox drop constraint test_refuse_all`.execute(ctx.deps.db);
    }
  });
});
