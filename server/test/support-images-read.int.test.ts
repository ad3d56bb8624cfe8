import {
  SUPPORT_MESSAGES,
  type SupportConversationDto,
  type SupportReadResult,
  type SupportSendResult,
} from '@app/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminReply } from '../src/modules/support/support.service.js';
import { type SignedIn, signInAs } from './helpers/admin.js';
import { supportForm } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const send = (who: SignedIn, fields: Record<string, string>, file?: Parameters<typeof supportForm>[1]) => {
  const form = supportForm(fields, file);
  return who.inject({
    method: 'POST',
    url: '/api/support/message',
    payload: form.payload,
    headers: form.headers,
  });
};

/** The start of an iPhone photo: an ISO base-media `ftyp` box with the HEIC brands, then data. */
function heicStart(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}

const conversation = async (who: SignedIn) =>
  (await who.inject({ method: 'GET', url: '/api/support/messages' })).json<SupportConversationDto>();
const markSeen = (who: SignedIn, payload: Record<string, unknown>) =>
  who.inject({ method: 'POST', url: '/api/support/read', payload });

describe('support images: the kinds the chat takes, in words that say so', () => {
  it('names JPEG, PNG and WebP when refusing a GIF, and tells a HEIC photo how to send it', async () => {
    const user = await signInAs(ctx, 'user');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const refusedGif = await send(
      user,
      { message: '' },
      { filename: 'a.gif', type: 'image/gif', content: gif },
    );
    expect(refusedGif.statusCode).toBe(415);
    expect(refusedGif.json().message).toBe('Invalid File Type: Please select a JPEG, PNG or WebP image.');

    // By its bytes, whatever its name says.
    for (const filename of ['IMG_0042.HEIC', 'IMG_0042.jpg']) {
      const heic = await send(
        user,
        { message: 'my screen' },
        { filename, type: 'image/jpeg', content: heicStart() },
      );
      expect(heic.statusCode).toBe(415);
      expect(heic.json().message).toBe(SUPPORT_MESSAGES.heicPhoto);
    }
    expect(SUPPORT_MESSAGES.heicPhoto).toMatch(/JPEG, PNG or WebP/);
    expect(SUPPORT_MESSAGES.heicPhoto).toMatch(/screenshot/);
    expect(SUPPORT_MESSAGES.heicPhoto).toMatch(/Settings > Camera > Formats > Most Compatible/);

    // A WebP goes through.
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a' } })
      .webp()
      .toBuffer();
    const sent = await send(
      user,
      { message: 'webp' },
      { filename: 'a.webp', type: 'image/webp', content: webp },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json<SupportSendResult>().supportMessage.metadata.imageAttachment?.originalName).toBe(
      'a.webp',
    );
  });
});

describe('support read marks: only what the person saw', () => {
  it('fetching the thread marks nothing; the person marks up to the message they saw', async () => {
    const user = await signInAs(ctx, 'user');
    const admin = await signInAs(ctx, 'admin');
    const other = await signInAs(ctx, 'user');
    expect((await send(user, { message: 'Where is my receipt?' })).statusCode).toBe(200);
    const first = await sendAdminReply(ctx.deps, admin.user, user.user.id, { message: 'Sent it again.' });

    // The widget polls while closed: however often, the answer stays unread.
    expect((await conversation(user)).readAt).toBeNull();
    expect((await conversation(user)).readAt).toBeNull();
    expect((await user.caller.support.messages()).readAt).toBeNull();

    const seen = await markSeen(user, { messageId: first.supportMessage.id });
    expect(seen.statusCode).toBe(200);
    const { readAt } = seen.json<SupportReadResult>();
    expect(readAt).toBe(first.supportMessage.createdAt);
    expect((await conversation(user)).readAt).toBe(readAt);

    // A later answer is after the mark; an older message seen later never moves it back.
    const second = await sendAdminReply(ctx.deps, admin.user, user.user.id, { message: 'Any luck?' });
    const thread = await conversation(user);
    expect(
      thread.messages.filter((m) => m.messageType === 'support' && m.createdAt > (thread.readAt ?? '')),
    ).toEqual([second.supportMessage]);
    const back = await user.caller.support.markSeen({ messageId: thread.messages[0]?.id ?? '' });
    expect(back.readAt).toBe(readAt);
    // The inbox shows the administrators how far the person has read.
    expect((await admin.caller.support.admin.conversation({ userId: user.user.id })).readAt).toBe(readAt);

    // Someone else's message, a malformed id or no session: refused in words, nothing marked.
    const foreign = await markSeen(other, { messageId: second.supportMessage.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SUPPORT_MESSAGES.messageNotFound);
    const malformed = await markSeen(user, { messageId: 'latest' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(SUPPORT_MESSAGES.messageNotFound);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/support/read', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await conversation(other)).readAt).toBeNull();
  });
});
