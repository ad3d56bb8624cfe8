import {
  SUPPORT_IMAGE_ONLY_TEXT,
  SUPPORT_MESSAGES,
  type SupportConversationDto,
  type SupportInboxRowDto,
  type SupportSendResult,
} from '@app/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSupportAvailable } from '../src/modules/support/support.repo.js';
import { sendAdminReply } from '../src/modules/support/support.service.js';
import { signInAs } from './helpers/admin.js';
import { latestMail, mailCount } from './helpers/mailbox.js';
import { cameraJpeg, plainImage, trpcError } from './helpers/profile.js';
import { supportForm } from './helpers/support.js';
import { callerFor, createTestApp } from './helpers/test-deps.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Person = Awaited<ReturnType<typeof signInAs>>;
const post = (who: Person | null, url: string, form: ReturnType<typeof supportForm>) =>
  who
    ? who.inject({ method: 'POST', url, payload: form.payload, headers: form.headers })
    : ctx.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });
const send = (who: Person | null, fields: Record<string, string>, file?: Parameters<typeof supportForm>[1]) =>
  post(who, '/api/support/message', supportForm(fields, file));

describe('support chat: the user side', () => {
  it('keeps each conversation to its owner; images only for the owner and administrators', async () => {
    const owner = await signInAs(ctx, 'user');
    const other = await signInAs(ctx, 'user');
    const admin = await signInAs(ctx, 'admin');

    const status = await ctx.app.inject({ method: 'GET', url: '/api/support/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ available: true, agentOnline: false });

    const sent = await send(
      owner,
      { message: '  My download fails  ', currentPage: '/documents', userAgent: 'Firefox 130' },
      { filename: 'screen.jpg', type: 'image/jpeg', content: await cameraJpeg() },
    );
    expect(sent.statusCode).toBe(200);
    const result = sent.json<SupportSendResult>();
    expect(result.message).toBe(SUPPORT_MESSAGES.sent);
    expect(result.supportMessage).toMatchObject({
      messageType: 'user',
      content: 'My download fails',
      metadata: { currentPage: '/documents', userAgent: 'Firefox 130' },
    });
    const url = result.supportMessage.metadata.imageAttachment?.url as string;
    expect(result.supportMessage.metadata.imageAttachment?.originalName).toBe('screen.jpg');

    const mine = await owner.inject({ method: 'GET', url: '/api/support/messages' });
    const conversation = mine.json<SupportConversationDto>();
    expect(conversation.messages.map((m) => m.content)).toEqual(['My download fails']);
    expect(conversation.tier).toEqual({
      id: 'basic',
      name: 'Basic Support',
      responseTime: 'within 24 hours',
    });
    expect(Date.parse(conversation.timestamp)).not.toBeNaN();
    expect(mine.headers['cache-control']).toBe('private, no-store');

    const theirs = await other.inject({ method: 'GET', url: '/api/support/messages' });
    expect(theirs.json<SupportConversationDto>().messages).toEqual([]);

    // The image: EXIF and GPS gone, served with its type, nosniff and a private cache header.
    const image = await owner.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('private');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    for (const secret of ['Ada Obi', 'PhoneCo', 'Exif', 'GPS'])
      expect(image.rawPayload.includes(secret)).toBe(false);
    expect((await admin.inject({ method: 'GET', url })).statusCode).toBe(200);
    const stranger = await other.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(SUPPORT_MESSAGES.imageNotFound);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // Signed out: status only.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/support/messages' })).statusCode).toBe(401);
    expect((await send(null, { message: 'hi' })).statusCode).toBe(401);
    await expect(trpcError(callerFor(ctx.deps).support.messages())).resolves.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(callerFor(ctx.deps).support.status()).resolves.toMatchObject({ available: true });

    // tRPC twins read the same conversation.
    const viaTrpc = await owner.caller.support.messages();
    expect(viaTrpc.messages).toHaveLength(1);
    expect((await other.caller.support.messages()).messages).toHaveLength(0);
  });

  it('refuses empty, too long, oversized and non-image messages with the spec words', async () => {
    const user = await signInAs(ctx, 'user');
    const empty = await send(user, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SUPPORT_MESSAGES.empty);

    const long = await send(user, { message: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SUPPORT_MESSAGES.tooLong);
    await expect(trpcError(user.caller.support.send({ message: 'a'.repeat(2001) }))).resolves.toEqual({
      code: 'BAD_REQUEST',
      message: SUPPORT_MESSAGES.tooLong,
    });
    // Exactly 2000 characters (after trimming) is fine.
    expect((await send(user, { message: ` ${'é'.repeat(2000)} ` })).statusCode).toBe(200);

    const big = await send(
      user,
      { message: 'see' },
      { filename: 'big.png', type: 'image/png', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(SUPPORT_MESSAGES.imageTooLarge);

    const renamed = await send(
      user,
      { message: '' },
      { filename: 'photo.jpg', type: 'image/jpeg', content: Buffer.from('<svg onload="alert(1)"></svg>') },
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(SUPPORT_MESSAGES.invalidType);

    const imageOnly = await send(
      user,
      {},
      { filename: 'a.png', type: 'image/png', content: await plainImage('png') },
    );
    expect(imageOnly.statusCode).toBe(200);
    expect(imageOnly.json<SupportSendResult>().supportMessage.content).toBe(SUPPORT_IMAGE_ONLY_TEXT);

    const json = await user.inject({
      method: 'POST',
      url: '/api/support/message',
      payload: { message: 'hi' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 429 past ten messages a minute', async () => {
    const user = await signInAs(ctx, 'user');
    for (let i = 0; i < 10; i++) expect((await send(user, { message: `m${i}` })).statusCode).toBe(200);
    const refused = await send(user, { message: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses messages while support is switched off', async () => {
    const user = await signInAs(ctx, 'user');
    await setSupportAvailable(ctx.deps.db, false);
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/support/status' })).json().available).toBe(
        false,
      );
      const refused = await send(user, { message: 'hello?' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(SUPPORT_MESSAGES.unavailable);
    } finally {
      await setSupportAvailable(ctx.deps.db, true);
    }
  });
});

describe('support chat: opening and closing it', () => {
  it('lets an administrator close and reopen it, refuses everyone else, and audits it', async () => {
    const admin = await signInAs(ctx, 'admin');
    const user = await signInAs(ctx, 'user');
    const put = (who: Person, payload: Record<string, unknown>) =>
      who.inject({ method: 'PUT', url: '/api/admin/support/availability', payload });
    try {
      expect((await put(user, { available: false })).statusCode).toBe(403);
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/admin/support/availability',
            payload: { available: false },
          })
        ).statusCode,
      ).toBe(401);
      expect((await put(admin, { available: 'no' })).statusCode).toBe(400);
      const closed = await put(admin, { available: false });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().available).toBe(false);
      expect((await send(user, { message: 'anyone there?' })).statusCode).toBe(503);
      expect((await put(admin, { available: true })).json().available).toBe(true);
      expect((await send(user, { message: 'hello again' })).statusCode).toBe(200);
      const audit = await ctx.deps.db
        .selectFrom('admin_audit_log')
        .select(['summary', 'actor_id'])
        .where('action', '=', 'support.availability')
        .orderBy('created_at')
        .execute();
      expect(audit.map((a) => a.summary)).toEqual([
        'Closed the support chat to users',
        'Opened the support chat to users',
      ]);
    } finally {
      await setSupportAvailable(ctx.deps.db, true);
    }
  });
});

describe('support chat: the administrators side', () => {
  it('lists conversations by tier then waiting time, answers them, and e-mails at most once an hour', async () => {
    const basic = await signInAs(ctx, 'user', { fullName: 'Basic Bola' });
    const pro = await signInAs(ctx, 'user', { fullName: 'Pro Pelumi' });
    await ctx.deps.db
      .updateTable('users')
      .set({ subscription_plan: 'agba' })
      .where('id', '=', pro.user.id)
      .execute();
    const admin = await signInAs(ctx, 'admin');
    const user = await signInAs(ctx, 'user');

    expect((await send(basic, { message: 'first, basic' })).statusCode).toBe(200);
    expect((await send(pro, { message: 'later, pro' })).statusCode).toBe(200);

    for (const who of [user, null]) {
      const refused = who
        ? await who.inject({ method: 'GET', url: '/api/admin/support/conversations' })
        : await ctx.app.inject({ method: 'GET', url: '/api/admin/support/conversations' });
      expect(refused.statusCode).toBe(who ? 403 : 401);
    }
    expect(
      (
        await post(
          user,
          `/api/admin/support/conversations/${basic.user.id}/message`,
          supportForm({ message: 'x' }),
        )
      ).statusCode,
    ).toBe(403);
    await expect(trpcError(user.caller.support.admin.conversations())).resolves.toMatchObject({
      code: 'FORBIDDEN',
    });

    const inbox = await admin.inject({ method: 'GET', url: '/api/admin/support/conversations' });
    const rows = inbox.json<{ conversations: SupportInboxRowDto[] }>().conversations;
    const ours = rows.filter((r) => [basic.user.id, pro.user.id].includes(r.userId));
    expect(ours.map((r) => r.name)).toEqual(['Pro Pelumi', 'Basic Bola']);
    expect(ours[0]).toMatchObject({
      plan: 'agba',
      tier: { name: 'Pro Support' },
      responseMinutes: 5,
      unread: 1,
    });
    expect(ours[1]?.waitingSince).not.toBeNull();

    // Reading the inbox over HTTP counts as having it open.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/support/status' })).json().agentOnline).toBe(
      true,
    );

    const thread = await admin.inject({
      method: 'GET',
      url: `/api/admin/support/conversations/${basic.user.id}`,
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { content: string }) => m.content)).toEqual(['first, basic']);
    expect(
      (await admin.inject({ method: 'GET', url: '/api/admin/support/conversations/not-a-uuid' })).statusCode,
    ).toBe(404);

    const reply = await post(
      admin,
      `/api/admin/support/conversations/${basic.user.id}/message`,
      supportForm(
        { message: 'We are on it' },
        { filename: 'fix.png', type: 'image/png', content: await plainImage('png') },
      ),
    );
    expect(reply.statusCode).toBe(200);
    const answer = reply.json<SupportSendResult>().supportMessage;
    expect(answer).toMatchObject({ messageType: 'support', content: 'We are on it' });
    // The user sees the answer and its image; another user does not.
    const seen = (
      await basic.inject({ method: 'GET', url: '/api/support/messages' })
    ).json<SupportConversationDto>();
    expect(seen.messages.map((m) => m.messageType)).toEqual(['user', 'support']);
    const imageUrl = answer.metadata.imageAttachment?.url as string;
    expect((await basic.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    expect((await pro.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);

    // No socket open: one e-mail, and not a second within the hour.
    expect(await mailCount(ctx.deps.db, basic.user.email)).toBe(1);
    await admin.caller.support.admin.reply({ userId: basic.user.id, message: 'And another thing' });
    expect(await mailCount(ctx.deps.db, basic.user.email)).toBe(1);
    const mail = await latestMail(ctx.deps.db, basic.user.email, 'support-reply');
    expect(mail?.subject).toBe('JobPadi support replied to you');
    expect(mail?.text).toContain('our support team answered your message');
    expect(mail?.html).toContain('Support replied');
    // An hour later, the next answer may e-mail again.
    const inAnHour = { ...ctx.deps, clock: { now: () => new Date(Date.now() + 3_601_000) } };
    await sendAdminReply(inAnHour, admin.user, basic.user.id, { message: 'Any luck?' });
    expect(await mailCount(ctx.deps.db, basic.user.email)).toBe(2);

    // Answered: no longer waiting; the unread count clears once read.
    const after = (await admin.caller.support.admin.conversations()).find((r) => r.userId === basic.user.id);
    expect(after).toMatchObject({ waitingSince: null, unread: 0 });
  });

  it('sends no e-mail when the person switched e-mail notifications off', async () => {
    const quiet = await signInAs(ctx, 'user');
    const admin = await signInAs(ctx, 'admin');
    await ctx.deps.db
      .insertInto('user_settings')
      .values({ user_id: quiet.user.id, email_notifications: false })
      .execute();
    await send(quiet, { message: 'hello' });
    await admin.caller.support.admin.reply({ userId: quiet.user.id, message: 'hi there' });
    expect(await mailCount(ctx.deps.db, quiet.user.email)).toBe(0);
  });
});
