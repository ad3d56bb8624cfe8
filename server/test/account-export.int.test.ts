import { EXPORT_FORMAT, type ExportFile } from '@app/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestDocument } from './helpers/documents.js';
import { freshIp } from './helpers/http.js';
import { asBearer, multipartBody, plainImage } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function seedAccount(label: string) {
  const { user, token } = await signInTestUser(ctx, {
    email: `${label}@example.com`,
    fullName: `${label} Person`,
  });
  const db = ctx.deps.db;
  // A second device signed in.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshIp(),
    headers: { 'user-agent': `${label}-phone` },
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  const generation = await db
    .insertInto('generations')
    .values({
      user_id: user.id,
      status: 'succeeded',
      job_title: `${label} Engineer`,
      company_name: 'Paystack',
      job_description: `Build ${label} things for ten years`,
      generate_cover_letter: true,
      optimize_resume: true,
      personal_details: JSON.stringify({ fullName: `${label} Person`, phone: '+234 800 000 0000' }),
      credits_state: 'consumed',
      provider: 'OpenAI',
      model: 'gpt-4o-mini',
      finished_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('generations')
    .values({
      user_id: user.id,
      status: 'failed',
      job_title: 'Failed one',
      company_name: 'Kuda',
      job_description: 'A generation that failed',
      generate_cover_letter: true,
      optimize_resume: false,
      credits_state: 'refunded',
      error_code: 'AI_UNAVAILABLE',
      error_message: 'The writing service is busy.',
    })
    .execute();
  const doc = await insertTestDocument(db, user.id, { type: 'cover_letter', companyName: `${label} Co` });
  await db.updateTable('documents').set({ generation_id: generation.id }).where('id', '=', doc.id).execute();
  await db
    .insertInto('payments')
    .values({
      reference: `ref-${label}-${Date.now()}`,
      user_id: user.id,
      plan_id: 'jjc',
      amount_kobo: 1_000_000,
      status: 'success',
      confirmed_at: new Date(),
    })
    .execute();
  await db
    .insertInto('support_messages')
    .values([
      {
        user_id: user.id,
        sender: 'user',
        body: `${label} cannot download the PDF`,
        current_page: '/documents',
        user_agent: `${label}-browser`,
        created_at: new Date(Date.now() - 60_000),
      },
      { user_id: user.id, sender: 'admin', body: `Hello ${label}, try again now` },
    ])
    .execute();
  await db
    .insertInto('user_settings')
    .values({ user_id: user.id, dark_mode: true, language: 'fr', timezone: 'America/New_York' })
    .execute();
  const photo = multipartBody({ filename: 'me.png', type: 'image/png', content: await plainImage('png') });
  await asBearer(ctx.app, token)({ method: 'POST', url: '/api/profile/photo', ...photo });
  await db
    .insertInto('files')
    .values({
      user_id: user.id,
      purpose: 'resume',
      filename: `${label}-cv.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 5,
      sha256: Buffer.alloc(32),
      content: Buffer.from('%PDF-'),
    })
    .execute();
  return { user, token, generationId: generation.id, documentId: doc.id };
}

const exportOf = (token: string) => asBearer(ctx.app, token)({ method: 'GET', url: '/api/user/export' });

describe('GET /api/user/export', () => {
  it('downloads one dated JSON file with every kind of record, and nobody else’s', async () => {
    const ada = await seedAccount('ada');
    const bola = await seedAccount('bola');
    const res = await exportOf(ada.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The date as the person's clock (America/New_York) reads it.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="jobpadi-export-${day}.json"; filename*=UTF-8''jobpadi-export-${day}.json`,
    );
    const file = res.json<ExportFile>();
    expect(Object.keys(file)).toEqual([
      'format',
      'exportedAt',
      'profile',
      'settings',
      'documents',
      'generations',
      'files',
      'payments',
      'supportMessages',
      'applications',
      'signInHistory',
    ]);
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.profile).toMatchObject({
      id: ada.user.id,
      email: 'ada@example.com',
      firstName: 'ada',
      hasPassword: true,
      signsInWithGoogle: false,
    });
    expect(file.profile.profileImageUrl).toMatch(/^\/api\/profile\/photo\//);
    expect(file.settings).toMatchObject({ darkMode: true, language: 'fr', timezone: 'America/New_York' });
    expect(file.documents).toHaveLength(1);
    expect(file.documents[0]).toMatchObject({
      id: ada.documentId,
      companyName: 'ada Co',
      generationId: ada.generationId,
      type: 'cover_letter',
    });
    expect(file.generations.map((g) => g.status).sort()).toEqual(['failed', 'succeeded']);
    expect(file.generations.find((g) => g.status === 'succeeded')).toMatchObject({
      jobDescription: 'Build ada things for ten years',
      personalDetails: { fullName: 'ada Person', phone: '+234 800 000 0000' },
      provider: 'OpenAI',
    });
    expect(file.generations.find((g) => g.status === 'failed')).toMatchObject({
      errorCode: 'AI_UNAVAILABLE',
      creditsState: 'refunded',
    });
    expect(file.files.map((f) => f.purpose).sort()).toEqual(['photo', 'resume']);
    expect(file.payments).toEqual([
      expect.objectContaining({ planId: 'jjc', amountKobo: 1_000_000, status: 'success' }),
    ]);
    expect(file.supportMessages).toEqual([
      expect.objectContaining({
        sender: 'user',
        message: 'ada cannot download the PDF',
        currentPage: '/documents',
        userAgent: 'ada-browser',
      }),
      expect.objectContaining({ sender: 'admin', message: 'Hello ada, try again now', imageFileId: null }),
    ]);
    expect(file.signInHistory.lastLoginAt).not.toBeNull();
    expect(file.signInHistory.sessions).toHaveLength(2);
    expect(file.signInHistory.sessions.map((s) => s.userAgent)).toContain('ada-phone');

    const text = res.body;
    for (const other of [bola.user.id, bola.user.email, bola.documentId, bola.generationId, 'bola'])
      expect(text).not.toContain(other);
  });

  it('holds no password hash, token, session id, key or secret', async () => {
    const ada = await seedAccount('carol');
    await ctx.deps.db
      .updateTable('users')
      .set({ google_id: 'google-subject-123456' })
      .where('id', '=', ada.user.id)
      .execute();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: ada.user.email },
    });
    const text = (await exportOf(ada.token)).body;
    const secrets = await ctx.deps.db
      .selectFrom('users')
      .select(['password_hash', 'google_id'])
      .where('id', '=', ada.user.id)
      .executeTakeFirstOrThrow();
    const sessions = await ctx.deps.db
      .selectFrom('sessions')
      .select(['id', 'secret_hash'])
      .where('user_id', '=', ada.user.id)
      .execute();
    const tokens = await ctx.deps.db
      .selectFrom('auth_tokens')
      .select(['id', 'token_hash'])
      .where('user_id', '=', ada.user.id)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(tokens.length).toBeGreaterThan(0);
    const forbidden = [
      secrets.password_hash as string,
      secrets.google_id as string,
      ada.token,
      ada.token.split('.')[1] as string,
      ...sessions.map((s) => s.id),
      ...sessions.map((s) => s.secret_hash.toString('hex')),
      ...tokens.map((t) => t.id),
      ...tokens.flatMap((t) =>
        t.token_hash ? [t.token_hash.toString('hex'), t.token_hash.toString('base64')] : [],
      ),
      '$argon2',
    ];
    for (const value of forbidden) expect(text).not.toContain(value);
    for (const key of [
      'password',
      'passwordHash',
      'secret',
      'token',
      'apiKey',
      'hash',
      'googleId',
      'sha256',
    ]) {
      expect(text).not.toMatch(new RegExp(`"${key}"\\s*:`, 'i'));
    }
    const file = JSON.parse(text) as ExportFile;
    expect(file.profile.signsInWithGoogle).toBe(true);
  });

  it('streams page by page: many documents at the same instant all arrive once, in order', async () => {
    const { user, token } = await signInTestUser(ctx);
    // 250 documents sharing one created_at (microseconds included) cross two page boundaries.
    await sql`insert into documents (user_id, type, title, content, job_title, company_name, created_at, updated_at)
      select ${user.id}, 'resume', 'Resume ' || n, repeat('x', 500) || n, 'Dev', 'Co', '2026-11-01 10:00:00.123456+00', now()
      from generate_series(1, 250) n`.execute(ctx.deps.db);
    await sql`insert into documents (user_id, type, title, content, job_title, company_name, created_at)
      select ${user.id}, 'cover_letter', 'Letter ' || n, 'Dear team ' || n, 'Dev', 'Co', now() - make_interval(secs => n)
      from generate_series(1, 30) n`.execute(ctx.deps.db);
    const file = (await exportOf(token)).json<ExportFile>();
    expect(file.documents).toHaveLength(280);
    expect(new Set(file.documents.map((d) => d.id)).size).toBe(280);
    const times = file.documents.map((d) => d.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('refuses a signed-out visitor and limits exports to 10 an hour', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
    const { token } = await signInTestUser(ctx);
    for (let i = 0; i < 10; i++) expect((await exportOf(token)).statusCode).toBe(200);
    const limited = await exportOf(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
