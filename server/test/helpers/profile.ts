import { TRPCError } from '@trpc/server';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/** Requests as the holder of a bearer token (no cookie, so no Origin needed). */
export const asBearer =
  (app: FastifyInstance, token: string) =>
  (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({
      ...options,
      headers: { authorization: `Bearer ${token}`, ...(options.headers as Record<string, string>) },
    });

/** What a tRPC call threw: its tRPC code and the message a person reads. */
export async function trpcError(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartBody(file: { field?: string; filename: string; type: string; content: Buffer }): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A camera-like JPEG: 1200×800, EXIF with the owner's name, a GPS position and orientation 6
 * (the picture must be turned a quarter to stand upright), plus a comment and an ICC profile.
 */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: 'Ada Obi', Copyright: 'Ada Obi 2026', Make: 'PhoneCo', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const plainImage = (format: 'png' | 'webp' | 'gif', width = 300, height = 200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

/** PATCH /api/settings as the holder of `token`, with a JSON body. */
export const patchSettings = (app: FastifyInstance, token: string, payload: unknown) =>
  asBearer(
    app,
    token,
  )({
    method: 'PATCH',
    url: '/api/settings',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
