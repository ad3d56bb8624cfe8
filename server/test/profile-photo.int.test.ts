import { AVATAR_SIZE, PHOTO_MESSAGES, type PhotoResult } from '@app/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STORAGE_BYTES } from '../src/modules/files/storage-quota.js';
import { callerWithToken } from './helpers/documents.js';
import { browser } from './helpers/http.js';
import { asBearer, cameraJpeg, multipartBody, plainImage } from './helpers/profile.js';
import { createTestApp } from './helpers/test-deps.js';
import { insertTestUser, signInTestUser, TEST_PASSWORD } from './helpers/users.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const upload = (token: string, file: Parameters<typeof multipartBody>[0]) => {
  const body = multipartBody(file);
  return asBearer(ctx.app, token)({ method: 'POST', url: '/api/profile/photo', ...body });
};

const photosOf = (userId: string) =>
  ctx.deps.db
    .selectFrom('files')
    .select(['id', 'mime_type', 'size_bytes', 'content'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'photo')
    .execute();

describe('profile photo', () => {
  it('re-encodes a camera JPEG to an upright 512×512 WebP without any metadata, shown at once', async () => {
    const { user, token } = await signInTestUser(ctx);
    const original = await cameraJpeg();
    expect(original.includes('Ada Obi')).toBe(true);
    const res = await upload(token, { filename: 'me.jpg', type: 'image/jpeg', content: original });
    expect(res.statusCode).toBe(200);
    const body = res.json<PhotoResult>();
    expect(body.message).toBe(PHOTO_MESSAGES.updated);
    expect(body.profileImageUrl).toMatch(/^\/api\/profile\/photo\/[0-9a-f-]{36}$/);
    expect(body.user.profileImageUrl).toBe(body.profileImageUrl);

    // The navigation reads the user: the new address is there at once.
    const me = await asBearer(ctx.app, token)({ method: 'GET', url: '/api/auth/user' });
    expect(me.json().profileImageUrl).toBe(body.profileImageUrl);

    const served = await asBearer(ctx.app, token)({ method: 'GET', url: body.profileImageUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ['Ada Obi', 'PhoneCo', 'Exif', 'GPS'])
      expect(served.rawPayload.includes(secret)).toBe(false);

    const stored = await photosOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.content.equals(served.rawPayload)).toBe(true);
  });

  it('takes PNG and WebP whatever their name or declared type; replaces and removes the old photo', async () => {
    const { user, token } = await signInTestUser(ctx);
    const first = await upload(token, {
      filename: 'a.png',
      type: 'image/png',
      content: await plainImage('png'),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<PhotoResult>().profileImageUrl as string;
    // A WebP sent as "photo.jpg" with a wrong type: the bytes decide.
    const second = await upload(token, {
      filename: 'photo.jpg',
      type: 'application/octet-stream',
      content: await plainImage('webp', 100, 400),
    });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<PhotoResult>().profileImageUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await photosOf(user.id)).toHaveLength(1);
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const meta = await sharp(
      (await asBearer(ctx.app, token)({ method: 'GET', url: secondUrl })).rawPayload,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);

    const removed = await asBearer(ctx.app, token)({ method: 'DELETE', url: '/api/profile/photo' });
    expect(removed.json()).toMatchObject({
      profileImageUrl: null,
      user: { profileImageUrl: null },
      message: PHOTO_MESSAGES.removed,
    });
    expect(await photosOf(user.id)).toHaveLength(0);
    expect((await asBearer(ctx.app, token)({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses a renamed non-image, a GIF, a damaged JPEG, too large a file and an empty form', async () => {
    const { user, token } = await signInTestUser(ctx);
    const renamed = await upload(token, {
      filename: 'cv.jpg',
      type: 'image/jpeg',
      content: Buffer.from('%PDF-1.7 pretending to be a photo'),
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: PHOTO_MESSAGES.invalidType,
    });
    const text = await upload(token, {
      filename: 'me.png',
      type: 'image/png',
      content: Buffer.from('just text'),
    });
    expect(text.json().message).toBe(PHOTO_MESSAGES.invalidType);
    const gif = await upload(token, {
      filename: 'me.gif',
      type: 'image/gif',
      content: await plainImage('gif'),
    });
    expect(gif.json().message).toBe(PHOTO_MESSAGES.invalidType);
    const svg = await upload(token, {
      filename: 'me.webp',
      type: 'image/webp',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.statusCode).toBe(415);

    const damaged = (await cameraJpeg()).subarray(0, 600);
    const broken = await upload(token, { filename: 'me.jpg', type: 'image/jpeg', content: damaged });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(PHOTO_MESSAGES.unreadable);

    const huge = Buffer.concat([await cameraJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(token, { filename: 'big.jpg', type: 'image/jpeg', content: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(PHOTO_MESSAGES.tooLarge);

    const empty = await asBearer(
      ctx.app,
      token,
    )({
      method: 'POST',
      url: '/api/profile/photo',
      payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PHOTO_MESSAGES.missing);
    const json = await asBearer(
      ctx.app,
      token,
    )({ method: 'POST', url: '/api/profile/photo', payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);

    expect(await photosOf(user.id)).toHaveLength(0);
  });

  it('shows a photo only to its owner and administrators', async () => {
    const owner = await signInTestUser(ctx);
    const other = await signInTestUser(ctx);
    const admin = await signInTestUser(ctx, { role: 'admin' });
    const url = (
      await upload(owner.token, { filename: 'a.png', type: 'image/png', content: await plainImage('png') })
    ).json<PhotoResult>().profileImageUrl as string;
    expect((await asBearer(ctx.app, other.token)({ method: 'GET', url })).statusCode).toBe(404);
    expect((await asBearer(ctx.app, admin.token)({ method: 'GET', url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await asBearer(ctx.app, owner.token)({ method: 'GET', url: '/api/profile/photo/not-an-id' }))
        .statusCode,
    ).toBe(404);
    // Another person's resume is not a photo, whatever its id.
    const resume = await ctx.deps.db
      .insertInto('files')
      .values({
        user_id: owner.user.id,
        purpose: 'resume',
        filename: 'cv.pdf',
        mime_type: 'application/pdf',
        size_bytes: 4,
        sha256: Buffer.alloc(32),
        content: Buffer.from('%PDF'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await asBearer(ctx.app, owner.token)({ method: 'GET', url: `/api/profile/photo/${resume.id}` }))
        .statusCode,
    ).toBe(404);
    // Removing is one's own only, and a tRPC twin exists.
    expect(
      (await (await callerWithToken(ctx.deps, other.token)).profile.removePhoto()).profileImageUrl,
    ).toBeNull();
    expect((await asBearer(ctx.app, owner.token)({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('counts in the account’s storage: a full account makes room from old resumes', async () => {
    const { user, token } = await signInTestUser(ctx);
    // Three resumes of the largest size fill the account exactly.
    const big = Buffer.alloc(ACCOUNT_STORAGE_BYTES / 3, 1);
    for (const [i, name] of ['oldest.pdf', 'middle.pdf', 'newest.pdf'].entries()) {
      await ctx.deps.db
        .insertInto('files')
        .values({
          user_id: user.id,
          purpose: 'resume',
          filename: name,
          mime_type: 'application/pdf',
          size_bytes: big.length,
          sha256: Buffer.alloc(32),
          content: big,
          created_at: new Date(Date.now() - (3 - i) * 60_000),
        })
        .execute();
    }
    const res = await upload(token, {
      filename: 'a.png',
      type: 'image/png',
      content: await plainImage('png'),
    });
    expect(res.statusCode).toBe(200);
    const left = await ctx.deps.db
      .selectFrom('files')
      .select(['purpose', 'filename'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(left.map((f) => f.filename)).toEqual(['middle.pdf', 'newest.pdf', 'avatar.webp']);
  });

  it('works from the browser with its cookie and same-origin check', async () => {
    await insertTestUser(ctx.deps.db, { email: 'photo-cookie@example.com' });
    const client = browser(ctx.app);
    await client.post('/api/auth/login', { email: 'photo-cookie@example.com', password: TEST_PASSWORD });
    const body = multipartBody({ filename: 'a.png', type: 'image/png', content: await plainImage('png') });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      remoteAddress: client.ip,
      payload: body.payload,
      headers: { ...body.headers, cookie: client.cookie ?? '', origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(200);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      remoteAddress: client.ip,
      payload: body.payload,
      headers: { ...body.headers, cookie: client.cookie ?? '', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
