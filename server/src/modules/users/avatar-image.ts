import { AVATAR_SIZE, PHOTO_MESSAGES } from '@app/shared';
import sharp from 'sharp';
import { AppError } from '../../errors.js';
import type { PhotoKind } from './photo-kind.js';

/**
 * A 5 MB file can announce a huge canvas (a decompression bomb). 40 megapixels covers every
 * phone camera; past it sharp refuses before decoding.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_MIME = 'image/webp';

/**
 * Decodes the upload as the kind its bytes say and draws a new square image from its pixels:
 * turned upright by its EXIF orientation, centre-cropped, 512×512 WebP. Nothing of the original
 * file survives but the pixels (sharp writes no metadata unless asked): no EXIF, GPS position,
 * camera serial, ICC profile or comment, and no trailing bytes a polyglot file might hide.
 */
export async function toAvatar(content: Buffer, kind: PhotoKind): Promise<Buffer> {
  try {
    const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    // The decoder must agree with the signature: no other format is let through sharp.
    if (format !== kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.invalidType);
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyPixels);
    throw new AppError('VALIDATION_FAILED', PHOTO_MESSAGES.unreadable, {}, { cause: error });
  }
}
