import { PHOTO_MESSAGES, SUPPORT_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './helpers/admin.js';
import { asBearer, multipartBody, plainImage } from './helpers/profile.js';
import { supportForm } from './helpers/support.js';
import { createTestApp } from './helpers/test-deps.js';
import { signInTestUser } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

// One colour compresses to a few hundred KB however large the canvas: the pixel limit, not the
// 5 MB file limit, is what refuses it.
/** 30 megapixels: a camera's full-resolution mode, far more than a 512-pixel avatar needs. */
const overLimit = () => plainImage('png', 6000, 5000);
/** 24.5 megapixels: what a recent phone camera takes by default (5712 × 4284). */
const phonePhoto = () => plainImage('png', 5712, 4284);

describe('images over the pixel limit', () => {
  it('a profile photo: a clear 413 before decoding; a phone photo is still taken', async () => {
    const { token } = await signInTestUser(ctx);
    const upload = async (content: Buffer) =>
      asBearer(
        ctx.app,
        token,
      )({
        method: 'POST',
        url: '/api/profile/photo',
        ...multipartBody({ filename: 'me.png', type: 'image/png', content }),
      });
    const big = await upload(await overLimit());
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: PHOTO_MESSAGES.tooManyPixels });
    expect(PHOTO_MESSAGES.tooManyPixels).toMatch(/under 25 megapixels/);
    expect((await upload(await phonePhoto())).statusCode).toBe(200);
  });

  it('a support image: a clear 413 that names the pixels, not the file size', async () => {
    const user = await signInAs(ctx, 'user');
    const form = supportForm(
      { message: 'see the screen' },
      { filename: 'screen.png', type: 'image/png', content: await overLimit() },
    );
    const res = await user.inject({
      method: 'POST',
      url: '/api/support/message',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: SUPPORT_MESSAGES.tooManyPixels });
  });
});
