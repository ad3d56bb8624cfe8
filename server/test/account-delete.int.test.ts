import { ACCOUNT_MESSAGES } from '@app/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '../src/modules/users/account-deletion.service.js';
import { callerWithToken, insertTestDocument } from './helpers/documents.js';
import { browser, freshIp } from './helpers/http.js';
import { latestMail, sixDigits } from './helpers/mailbox.js';
import { asBearer, multipartBody, plainImage, trpcError } from './helpers/profile.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({}, { sessionCache: true });
});
afterAll(async () => {
  await ctx?.close();
});

const deleteUser = (token: string, payload: unknown) =>
  asBearer(
    ctx.app,
    token,
  )({ method: 'DELETE', url: '/api/user', remoteAddress: freshIp(), payload: payload as object });

/** An account with something in every table that can hold its data. */
async function fullAccount(email: string) {
  const { user, token } = await signInTestUser(ctx, { email });
  const db = ctx.deps.db;
  const generation = await db
    .insertInto('generations')
    .values({
      user_id: user.id,
      job_title: 'Dev',
      company_name: 'Co',
      job_description: 'Ten years of code',
      generate_cover_letter: true,
      optimize_resume: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = await insertTestDocument(db, user.id);
  const rendered = await db
    .insertInto('files')
    .values({
      user_id: user.id,
      purpose: 'rendered',
      filename: 'cv.pdf',
      mime_type: 'application/pdf',
      size_bytes: 5,
      sha256: Buffer.alloc(32),
      content: Buffer.from('%PDF-'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('document_renders')
    .values({ document_id: doc.id, cache_key: `k-${doc.id}`, format: 'pdf', file_id: rendered.id })
    .execute();
  await db
    .insertInto('files')
    .values({
      user_id: user.id,
      purpose: 'support_image',
      filename: 'shot.png',
      mime_type: 'image/png',
      size_bytes: 5,
      sha256: Buffer.alloc(32),
      content: Buffer.from('x'),
    })
    .execute();
  await asBearer(
    ctx.app,
    token,
  )({
    method: 'POST',
    url: '/api/profile/photo',
    ...multipartBody({ filename: 'me.png', type: 'image/png', content: await plainImage('png') }),
  });
  await db.insertInto('user_settings').values({ user_id: user.id, dark_mode: true }).execute();
  const payment = await db
    .insertInto('payments')
    .values({
      reference: `del-${user.id.slice(0, 8)}`,
      user_id: user.id,
      plan_id: 'agba',
      amount_kobo: 2_000_000,
      status: 'success',
      confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_grants')
    .values({
      payment_id: payment.id,
      user_id: user.id,
      plan_id: 'agba',
      period_end: new Date(),
      cover_letters_added: 25,
      resumes_added: 15,
    })
    .execute();
  // A pending e-mail change (a token, mails to both addresses).
  await asBearer(
    ctx.app,
    token,
  )({
    method: 'PATCH',
    url: '/api/profile',
    remoteAddress: freshIp(),
    payload: { firstName: 'Ada', lastName: 'Obi', email: `new-${email}` },
  });
  return { user, token, generationId: generation.id, documentId: doc.id, paymentId: payment.id };
}

/** Every row anywhere that still names the account, its address or its files. */
async function traces(userId: string, emails: string[]) {
  const db = ctx.deps.db;
  const count = async (query: Promise<Array<unknown>>) => (await query).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', userId).execute()),
    sessions: await count(db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()),
    tokens: await count(db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).execute()),
    settings: await count(
      db.selectFrom('user_settings').select('user_id').where('user_id', '=', userId).execute(),
    ),
    documents: await count(db.selectFrom('documents').select('id').where('user_id', '=', userId).execute()),
    generations: await count(
      db.selectFrom('generations').select('id').where('user_id', '=', userId).execute(),
    ),
    files: await count(db.selectFrom('files').select('id').where('user_id', '=', userId).execute()),
    renders: await count(
      db
        .selectFrom('document_renders')
        .innerJoin('documents', 'documents.id', 'document_renders.document_id')
        .select('document_renders.id')
        .where('documents.user_id', '=', userId)
        .execute(),
    ),
    payments: await count(db.selectFrom('payments').select('id').where('user_id', '=', userId).execute()),
    grants: await count(
      db.selectFrom('payment_grants').select('payment_id').where('user_id', '=', userId).execute(),
    ),
    mail: await count(
      db
        .selectFrom('email_outbox')
        .select('id')
        .where(sql<string>`lower(to_address)`, 'in', emails)
        .where('template', '!=', 'account-deleted')
        .execute(),
    ),
  };
}

const NONE = {
  users: 0,
  sessions: 0,
  tokens: 0,
  settings: 0,
  documents: 0,
  generations: 0,
  files: 0,
  renders: 0,
  payments: 0,
  grants: 0,
  mail: 0,
};

describe('deleting my account', () => {
  it('with the password: everything of the account goes at once; payments stay without an owner', async () => {
    const email = 'leaving@example.com';
    const account = await fullAccount(email);
    const bystander = await fullAccount('staying@example.com');
    const before = await traces(account.user.id, [email, `new-${email}`]);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const wrong = await deleteUser(account.token, { password: 'Wrong!Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const noPassword = await deleteUser(account.token, {});
    expect(noPassword.json().message).toBe(ACCOUNT_MESSAGES.confirmWithPassword);
    const codeInstead = await deleteUser(account.token, { code: '123456' });
    expect(codeInstead.json().message).toBe(ACCOUNT_MESSAGES.confirmWithPassword);
    const both = await deleteUser(account.token, { password: TEST_PASSWORD, code: '123456' });
    expect(both.json().message).toBe(ACCOUNT_MESSAGES.confirmOne);
    expect((await traces(account.user.id, [email])).users).toBe(1);

    const res = await deleteUser(account.token, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.deleted });
    expect(String(res.headers['set-cookie'])).toMatch(/session=;.*Max-Age=0/i);

    expect(await traces(account.user.id, [email, `new-${email}`])).toEqual(NONE);
    const payment = await ctx.deps.db
      .selectFrom('payments')
      .select(['user_id', 'amount_kobo', 'provider_answer'])
      .where('id', '=', account.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ user_id: null, amount_kobo: 2_000_000, provider_answer: null });
    const grant = await ctx.deps.db
      .selectFrom('payment_grants')
      .select('user_id')
      .where('payment_id', '=', account.paymentId)
      .executeTakeFirstOrThrow();
    expect(grant.user_id).toBeNull();

    // Signed out everywhere at once (the session cache included), and signing in again fails.
    expect(
      (await asBearer(ctx.app, account.token)({ method: 'GET', url: '/api/auth/user' })).statusCode,
    ).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    const confirmation = await latestMail(ctx.deps.db, email, 'account-deleted');
    expect(confirmation?.subject).toBe('Your JobPadi account was deleted');

    // Nobody else lost anything.
    expect(Object.values(await traces(bystander.user.id, ['staying@example.com'])).every((n) => n > 0)).toBe(
      true,
    );
  });

  it('without a password: an e-mailed code confirms it; the tRPC twin signs the session out', async () => {
    const user = await insertTestUser(ctx.deps.db, { email: 'nopass@example.com', password: null });
    // Sign in the passwordless way (a code by e-mail).
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      remoteAddress: freshIp(),
      payload: { email: user.email },
    });
    const otp = sixDigits(await latestMail(ctx.deps.db, user.email, 'sign-in-code'));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      remoteAddress: freshIp(),
      payload: { email: user.email, otp },
    });
    const token = signIn.json().token as string;
    expect(signIn.json().user.hasPassword).toBe(false);
    const caller = await callerWithToken(ctx.deps, token);

    expect(await trpcError(caller.account.delete({}))).toMatchObject({
      message: ACCOUNT_MESSAGES.confirmWithCode,
    });
    expect(await trpcError(caller.account.delete({ password: 'Anything1!' }))).toMatchObject({
      message: ACCOUNT_MESSAGES.confirmWithCode,
    });
    const sent = await caller.account.requestDeletionCode();
    expect(sent.message).toBe(ACCOUNT_MESSAGES.codeSent(user.email));
    const code = sixDigits(await latestMail(ctx.deps.db, user.email, 'account-deletion-code'));
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await trpcError(caller.account.delete({ code: wrongCode }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: ACCOUNT_MESSAGES.codeInvalid,
    });
    // A sign-in code is not a deletion code.
    expect((await trpcError(caller.account.delete({ code: otp }))).code).toBe('BAD_REQUEST');

    expect(await caller.account.delete({ code })).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.deleted,
    });
    expect(await traces(user.id, [user.email])).toEqual(NONE);
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('an account with a password gets no code; signed out is refused; the last administrator stays', async () => {
    const { token } = await signInTestUser(ctx);
    const res = await asBearer(
      ctx.app,
      token,
    )({ method: 'POST', url: '/api/user/delete-code', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.codeNotNeeded);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect((await trpcError(callerFor(ctx.deps).account.delete({ password: 'x' }))).code).toBe(
      'UNAUTHORIZED',
    );

    // This file's database has no other administrator.
    const admin = await signInTestUser(ctx, { role: 'admin' });
    const refused = await deleteUser(admin.token, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LAST_ADMIN_MESSAGE);
    const second = await signInTestUser(ctx, { role: 'admin' });
    expect((await deleteUser(admin.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await deleteUser(second.token, { password: TEST_PASSWORD })).statusCode).toBe(403);
  });

  it('works from the browser: the cookie is cleared and the same browser is signed out', async () => {
    await insertTestUser(ctx.deps.db, { email: 'cookie-delete@example.com' });
    const client = browser(ctx.app);
    await client.post('/api/auth/login', { email: 'cookie-delete@example.com', password: TEST_PASSWORD });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      remoteAddress: client.ip,
      payload: { password: TEST_PASSWORD },
      headers: { cookie: client.cookie ?? '', origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });
});
